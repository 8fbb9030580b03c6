import type { Album } from '@/lib/albums/schema';
import type { Locale } from '@/lib/i18n';
import type { Photo } from '@/lib/photo-files';

/** A photo as a page draws it: its files (the photo manifest's) and its description in the page's language. */
export type GalleryPhoto = Photo & { alt: string };

/**
 * An album as a page draws it: everything the masonry and the photo viewer show, in one compact
 * shape in the page's language (the server builds it from the album and the photo manifest).
 */
export type GalleryAlbum = {
  /** The album's folder name: its heading's id and its part of the viewer's ?photo= value. */
  id: string;
  /** Its heading on the gallery page. */
  title: string;
  /** Where it was taken, in the page's language. */
  place: string | null;
  /** The side its heading sits on: left, right, left… down the page. */
  side: 'left' | 'right';
  /** The first album of its page. */
  first: boolean;
  /** An album of the family page. */
  family: boolean;
  photos: GalleryPhoto[];
};

/** What the photo viewer needs of an album, handed to the browser: its id and its photos. */
export type ViewerAlbum = Pick<GalleryAlbum, 'id' | 'photos'>;

/** The viewer's part of an album. */
export const toViewerAlbum = ({ id, photos }: GalleryAlbum): ViewerAlbum => ({ id, photos });

/** Looks up a photo of an album by its file name: the photo manifest's (lib/photos' getPhoto), or a test's. */
export type PhotoLookup = (album: string, file: string) => Photo;

/** An album in one language, at `index` among its gallery page's albums, each photo with its files. */
export function toGalleryAlbum(album: Album, index: number, locale: Locale, photoFor: PhotoLookup): GalleryAlbum {
  return {
    id: album.slug,
    title: album.heading[locale],
    place: album.place?.[locale] ?? null,
    side: index % 2 === 0 ? 'left' : 'right',
    first: index === 0,
    family: album.category === 'family',
    photos: album.photos.map((photo) => ({ ...photoFor(album.slug, photo.file), alt: photo.alt[locale] })),
  };
}
