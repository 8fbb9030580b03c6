import type { Metadata } from 'next';
import { shownGalleries } from '@/lib/albums';
import type { Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';
import { galleryParams, galleryRouteOf } from '@/lib/routing';
import { RouteView } from '@/components/layout/route-page';
import { StoriesGalleryScreen } from './stories-gallery-screen';

type GalleryPageProps = { params: Promise<{ category: string }> };

/**
 * What the page file of the galleries (`stories/[category]`) exports in a language: its page, its
 * metadata and the `[category]` of each gallery shown (one without an album has no page). Next.js reads `dynamicParams` only as a literal
 * written in the page file, so the file also says `export const dynamicParams = false;`.
 * It lives here, not in components/layout/route-page.tsx, which every page imports: a page
 * carries the styles of every module it imports, and only the galleries need the gallery's.
 */
export function galleryPage(locale: Locale) {
  const routeOf = async (params: GalleryPageProps['params']) => galleryRouteOf((await params).category);
  async function Page({ params }: GalleryPageProps) {
    return <RouteView route={await routeOf(params)} locale={locale} Screen={StoriesGalleryScreen} />;
  }
  async function generateMetadata({ params }: GalleryPageProps): Promise<Metadata> {
    return pageMetadata(await routeOf(params), locale);
  }
  return { Page, generateMetadata, generateStaticParams: () => galleryParams(shownGalleries) };
}
