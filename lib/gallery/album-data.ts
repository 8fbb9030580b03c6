import type { AlbumGroup, GalleryImage } from '@/lib/albums/gallery';
import type { Locale } from '@/lib/i18n';
import type { Photo } from '@/lib/photo-files';

/**
 * An album as a page draws it: everything the masonry and the photo viewer show, in one compact
 * shape (the server builds it from the albums and the photo manifest).
 */
export type GalleryAlbum = {
  /** The album's folder name: its heading's id and its part of the viewer's ?photo= value. */
  id: string;
  title: string;
  place: string | null;
  /** The side its heading sits on. */
  side: 'left' | 'right';
  /** The first album of its page. */
  first: boolean;
  /** An album of the family page. */
  family: boolean;
  photos: GalleryPhoto[];
};

export type GalleryPhoto = Photo & { alt: string };

/** What the photo viewer needs of an album, handed to the browser: its id and its photos. */
export type ViewerAlbum = Pick<GalleryAlbum, 'id' | 'photos'>;

/** The viewer's part of an album. */
export const toViewerAlbum = ({ id, photos }: GalleryAlbum): ViewerAlbum => ({ id, photos });

/** An album in one language, each image with its photo (`photoFor`: the manifest's, or a test's). */
export function toGalleryAlbum(
  group: AlbumGroup,
  locale: Locale,
  photoFor: (image: GalleryImage, index: number) => Photo,
): GalleryAlbum {
  return {
    id: group.album,
    title: group.title[locale],
    place: group.place?.[locale] ?? null,
    side: group.left ? 'left' : 'right',
    first: group.first,
    family: group.family,
    photos: group.images.map((image, index) => ({ ...photoFor(image, index), alt: image.alt[locale] })),
  };
}
