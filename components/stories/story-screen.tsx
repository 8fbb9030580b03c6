import { galleryMessages } from '@/content/dictionaries/gallery';
import { storyMessages } from '@/content/dictionaries/stories';
import type { GalleryRouteKey } from '@/content/routes';
import { toGalleryAlbum, toViewerAlbum, type PhotoLookup } from '@/lib/gallery/album-data';
import { PRELOADED_PHOTOS } from '@/lib/gallery/loader';
import type { Locale } from '@/lib/i18n';
import { getPhoto } from '@/lib/photos';
import { storyHref } from '@/lib/routing';
import { formatStoryMonth, serviceEnquiryHref, storyMonthValue, storyService } from '@/lib/story-format';
import { albumOf, storyNeighbours } from '@/lib/story-routes';
import { coverIndexOf, getStory } from '@/lib/stories';
import { storyBreadcrumbJsonLd, storyJsonLd, storyTrail } from '@/lib/structured-data';
import { AlbumGrid } from '@/components/gallery/album-grid';
import { Gallery } from '@/components/gallery/gallery';
import { JsonLd } from '@/components/seo/json-ld';
import { SiteLink } from '@/components/ui/route-link';
import { StoryCover } from './story-cover';
import styles from './story-screen.module.css';

/** The story's top and its photos' heading: where a photo opened without the page's script closes back to. */
const STORY_TOP = 'story';
const PHOTOS_HEADING = 'story-photos';

export type StoryScreenProps = {
  locale: Locale;
  category: GalleryRouteKey;
  album: string;
  /** Looks up each photo's files; the build's photo manifest by default (tests pass their own). */
  photoFor?: PhotoLookup;
};

/**
 * An album's story page (/stories/<category>/<album>): where it sits among the stories, the
 * album's cover (the page's main photo, beside the story on a wide screen, above it on a phone),
 * the names, place and month, the photographer's text, every photo of the album in the gallery's
 * masonry and viewer, the vendors, a call to enquire and the neighbouring stories. Complete
 * without JavaScript; the gallery's photos, loader and viewer are its client parts.
 */
export function StoryScreen({ locale, category, album: slug, photoFor = getPhoto }: StoryScreenProps) {
  const album = albumOf(category, slug);
  const story = getStory(category, slug, locale);
  const messages = storyMessages[locale];
  const gallery = galleryMessages[locale];
  // The album alone on its page, without its heading. The cover is the first screen's photo; the
  // grid is below the story, so none of its photos is fetched ahead of the cover or holds the
  // page's scripts back (scripts/postbuild/boot-loader.ts).
  const photos = { ...toGalleryAlbum(album, 0, locale, photoFor), first: false };
  const coverIndex = coverIndexOf(album);
  const place = photos.place;
  const { previous, next } = storyNeighbours(category, slug);
  const enquiry = messages.enquiry[category];
  const neighbours = [
    { album: previous, label: messages.previous, rel: 'prev' },
    { album: next, label: messages.next, rel: 'next' },
  ].flatMap(({ album: folder, ...link }) =>
    folder
      ? [{ ...link, href: storyHref(category, folder, locale), title: getStory(category, folder, locale).title }]
      : [],
  );

  // The same trail as the page's JSON-LD (… › stories › the gallery › the story), in the site's words.
  const trail = storyTrail(story);
  const [stories, galleryPage] = [trail.at(-3)!, trail.at(-2)!];

  return (
    <article id={STORY_TOP} className={styles.story}>
      <Gallery albums={[toViewerAlbum(photos)]} messages={{ loader: gallery.loader, viewer: gallery.viewer }}>
        <div className={styles.lead}>
          <nav aria-label={messages.breadcrumb} className={styles.breadcrumb}>
            <ol>
              <li>
                <SiteLink href={stories.path}>{messages.stories}</SiteLink>
              </li>
              <li>
                <SiteLink href={galleryPage.path}>{gallery.categories[category]}</SiteLink>
              </li>
              <li aria-current="page">{story.title}</li>
            </ol>
          </nav>
          <StoryCover
            album={photos.id}
            index={coverIndex}
            photo={photos.photos[coverIndex]!}
            closeLabel={gallery.viewer.close}
            closeTo={STORY_TOP}
            className={styles.cover}
          />
          <header className={styles.header}>
            <h1 className={styles.title}>{story.title}</h1>
            <p className={styles.meta}>
              {place ? <span>{place}</span> : null}
              <time dateTime={storyMonthValue(story.month)}>{formatStoryMonth(story.month, locale)}</time>
            </p>
          </header>
          <div className={styles.text} dangerouslySetInnerHTML={{ __html: story.html }} />
        </div>
        <section aria-labelledby={PHOTOS_HEADING} className={styles.photos}>
          <h2 id={PHOTOS_HEADING} className="visually-hidden">
            {messages.photos}
          </h2>
          <AlbumGrid
            album={photos}
            eagerCount={PRELOADED_PHOTOS}
            showHeader={false}
            closeLabel={gallery.viewer.close}
            closeTo={PHOTOS_HEADING}
            shownAbove={coverIndex}
          />
        </section>
      </Gallery>
      {story.credits.length > 0 ? (
        <section aria-labelledby="story-credits" className={styles.credits}>
          <h2 id="story-credits">{messages.credits}</h2>
          <dl>
            {story.credits.map((credit) => (
              <div key={`${credit.role}-${credit.name}`}>
                <dt>{messages.roles[credit.role]}</dt>
                <dd>
                  {credit.url ? (
                    <a href={credit.url} rel="noopener">
                      {credit.name}
                    </a>
                  ) : (
                    credit.name
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section aria-labelledby="story-enquiry" className={styles.enquiry}>
        <h2 id="story-enquiry">{enquiry.heading}</h2>
        <SiteLink href={serviceEnquiryHref(storyService[category], locale)} className={styles.enquiryLink}>
          {enquiry.link}
        </SiteLink>
      </section>
      {neighbours.length > 0 ? (
        <nav aria-label={messages.more} className={styles.neighbours}>
          <ul>
            {neighbours.map((link) => (
              <li key={link.rel} data-rel={link.rel}>
                <SiteLink href={link.href} rel={link.rel}>
                  <span className={styles.neighbourLabel}>{link.label}</span> {link.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <JsonLd data={storyJsonLd(story, place, photos)} />
      <JsonLd data={storyBreadcrumbJsonLd(story)} />
    </article>
  );
}
