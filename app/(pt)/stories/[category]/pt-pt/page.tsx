import { StoriesGalleryScreen } from '@/components/gallery/stories-gallery-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import { pageMetadata } from '@/lib/metadata';
import { galleryParams, galleryRouteOf } from '@/lib/routing';

export const dynamicParams = false;
export const generateStaticParams = galleryParams;

export async function generateMetadata({ params }: PageProps<'/stories/[category]/pt-pt'>) {
  return pageMetadata(galleryRouteOf((await params).category), 'pt');
}

export default async function PortugueseGalleryPage({ params }: PageProps<'/stories/[category]/pt-pt'>) {
  const route = galleryRouteOf((await params).category);
  return (
    <>
      <StoriesGalleryScreen locale="pt" category={route} />
      <RouteExtras route={route} locale="pt" />
    </>
  );
}
