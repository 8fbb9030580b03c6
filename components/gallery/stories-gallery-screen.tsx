import { albumsByCategory, type AlbumGroup, type GalleryCategory } from '@/content/albums';
import { galleryMessages } from '@/content/dictionaries/gallery';
import { eagerCounts } from '@/lib/gallery/loader';
import type { Locale } from '@/lib/i18n';
import { getImagePhoto, type Photo } from '@/lib/photos';
import { imageGalleryJsonLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { AlbumGallery } from './album-gallery';
import { GalleryLoader, PhotoViewer } from './gallery-client-lazy';
import styles from './stories-gallery-screen.module.css';

export type StoriesGalleryScreenProps = {
  locale: Locale;
  category: GalleryCategory;
  /** The albums to show; the category's albums of content/albums.ts by default. */
  albums?: AlbumGroup[];
  /** Looks up each image's photo; the build's photo manifest by default (tests pass their own). */
  photoFor?: (image: AlbumGroup['images'][number]) => Photo;
};

/**
 * A portfolio page (/stories/weddings, /stories/couples, /stories/family): the category as the
 * page heading, every album of the category in order, the loader and the photo viewer. The
 * first 10 photos of the page load eagerly (spec §9); the rest load as the visitor scrolls.
 */
export function StoriesGalleryScreen({ locale, category, albums = albumsByCategory[category], photoFor = getImagePhoto }: StoriesGalleryScreenProps) {
  const messages = galleryMessages[locale];
  const eager = eagerCounts(albums.map((group) => group.images.length));
  const photos = albums.map((group) => group.images.map((image) => photoFor(image)));
  const structuredPhotos = albums.flatMap((group, index) =>
    group.images.map((image, position) => {
      const photo = photos[index]![position]!;
      return { url: photo.src, width: photo.width, height: photo.height, caption: image.alt[locale] };
    }),
  );
  return (
    <div className={styles.screen}>
      <GalleryLoader label={messages.loader.label} />
      <h1 className={styles.heading}>{messages.categories[category]}</h1>
      {albums.map((group, index) => (
        <AlbumGallery
          key={group.album}
          group={group}
          photos={photos[index]!}
          locale={locale}
          eagerCount={eager[index]}
        />
      ))}
      <PhotoViewer messages={messages.viewer} />
      <JsonLd data={imageGalleryJsonLd(category, locale, structuredPhotos)} />
    </div>
  );
}
