import { albumsByCategory, type Album, type GalleryCategory } from '@/lib/albums';
import { galleryMessages } from '@/content/dictionaries/gallery';
import { toGalleryAlbum, toViewerAlbum, type PhotoLookup } from '@/lib/gallery/album-data';
import { eagerCounts } from '@/lib/gallery/loader';
import { storyHref } from '@/lib/routing';
import type { Locale } from '@/lib/i18n';
import { getPhoto } from '@/lib/photos';
import { imageGalleryJsonLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { AlbumGrid } from './album-grid';
import { Gallery } from './gallery';
import styles from './stories-gallery-screen.module.css';

export type StoriesGalleryScreenProps = {
  locale: Locale;
  /** The gallery's route (its category of content/albums/). */
  route: GalleryCategory;
  /** The albums to show; the category's albums of content/albums/ by default. */
  albums?: Album[];
  /** Looks up each photo's files; the build's photo manifest by default (tests pass their own). */
  photoFor?: PhotoLookup;
};

/**
 * A portfolio page (/stories/weddings, /stories/couples, /stories/family): the category as the
 * page heading, then every album of the category in order, its heading linking to its story,
 * with the loader and the photo viewer.
 * The first 10 photos of the page load eagerly; the rest as the visitor scrolls.
 */
export function StoriesGalleryScreen({
  locale,
  route: category,
  albums = albumsByCategory[category],
  photoFor = getPhoto,
}: StoriesGalleryScreenProps) {
  const messages = galleryMessages[locale];
  const galleryAlbums = albums.map((album, index) => toGalleryAlbum(album, index, locale, photoFor));
  const eager = eagerCounts(galleryAlbums.map((album) => album.photos.length));
  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{messages.categories[category]}</h1>
      <Gallery
        albums={galleryAlbums.map(toViewerAlbum)}
        messages={{ loader: messages.loader, viewer: messages.viewer }}
      >
        {galleryAlbums.map((album, index) => (
          <AlbumGrid
            key={album.id}
            album={album}
            eagerCount={eager[index] ?? 0}
            storyHref={storyHref(category, album.id, locale)}
            closeLabel={messages.viewer.close}
          />
        ))}
      </Gallery>
      <JsonLd data={imageGalleryJsonLd(category, locale, galleryAlbums)} />
    </div>
  );
}
