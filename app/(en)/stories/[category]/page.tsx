import { StoriesGalleryScreen } from '@/components/gallery/stories-gallery-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import { pageMetadata } from '@/lib/metadata';
import { galleryParams, galleryRouteOf } from '@/lib/routing';

export const dynamicParams = false;
export const generateStaticParams = galleryParams;

export async function generateMetadata({ params }: PageProps<'/stories/[category]'>) {
  return pageMetadata(galleryRouteOf((await params).category), 'en');
}

export default async function EnglishGalleryPage({ params }: PageProps<'/stories/[category]'>) {
  const route = galleryRouteOf((await params).category);
  return (
    <>
      <StoriesGalleryScreen locale="en" category={route} />
      <RouteExtras route={route} locale="en" />
    </>
  );
}
