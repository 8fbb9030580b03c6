import type { Metadata } from 'next';
import { TrackPageView } from '@/components/consent/track-page-view';
import { StoryScreen } from '@/components/stories/story-screen';
import type { Locale } from '@/lib/i18n';
import { storyMetadata, storyTitle } from '@/lib/metadata';
import { galleryRouteOf } from '@/lib/routing';
import { coverIndexOf, getStory } from '@/lib/stories';
import { albumOf, storyParams } from '@/lib/story-routes';

type StoryParams = { params: Promise<{ category: string; album: string }> };

/**
 * What the page file of the story pages (`stories/[category]/[album]`) exports in a language: its
 * page (the screen and its page view), its metadata and the `[category]`/`[album]` of every album.
 * Next.js reads `dynamicParams` only as a literal in the page file, which turns it off there.
 */
export function storyPage(locale: Locale) {
  async function resolve(params: StoryParams['params']) {
    const { category: segment, album } = await params;
    const category = galleryRouteOf(segment);
    const story = getStory(category, album, locale);
    return { category, album: albumOf(category, album), story };
  }

  async function generateMetadata({ params }: StoryParams): Promise<Metadata> {
    const { album, story } = await resolve(params);
    const cover = album.photos[coverIndexOf(album)]!;
    return storyMetadata(story, album.place, cover.alt[locale]);
  }

  async function Page({ params }: StoryParams) {
    const { category, album, story } = await resolve(params);
    return (
      <>
        <StoryScreen locale={locale} category={category} album={album.slug} />
        <TrackPageView event={null} locale={locale} title={storyTitle(story, album.place)} />
      </>
    );
  }

  return { Page, generateMetadata, generateStaticParams: storyParams };
}
