import type { GalleryPhoto } from '@/lib/gallery/album-data';
import { coverLinkId, photoLinkStyle } from '@/lib/gallery/photo-link';
import { photoParamValue } from '@/lib/gallery/viewer-index';
import { LightboxClose } from '@/components/gallery/lightbox-close';
import { ResponsivePhoto } from '@/components/ui/responsive-photo';
import styles from './story-cover.module.css';

export type StoryCoverProps = {
  /** The album's folder name. */
  album: string;
  /** The cover's place in the album (0-based): the viewer opens there. */
  index: number;
  photo: GalleryPhoto;
  /** The name of the close link of the cover opened without the page's script ('Close'). */
  closeLabel: string;
  /** The id that close link leads back to: the top of the story. */
  closeTo: string;
  /** Its place in the story's layout. */
  className?: string;
};

/**
 * The width the cover is shown at, for the browser to fetch it at once at that size. On a phone
 * the screen's width; wider, the story's first column (story-screen.module.css: 11 parts of 20 of
 * at most 90rem, less 2.5rem margins and a 4rem gap: (min(100vw, 90rem) - 9rem) × 0.55), unless
 * the screen's height less 7.5rem, times the photo's aspect ratio, is narrower
 * (story-cover.module.css).
 */
function coverSizes({ width, height }: GalleryPhoto): string {
  const ratio = width / height;
  const round = (value: number) => Number(value.toFixed(2));
  return `(max-width: 900px) 100vw, min(55vw - 4.95rem, 44.55rem, ${round(100 * ratio)}vh - ${round(7.5 * ratio)}rem)`;
}

/**
 * A story's cover, the page's main photo: fetched first, at high priority and at the size it is
 * shown (the one photo of the page that is). Like every photo of the album it opens in the viewer
 * (`data-photo`: the same photo as its copy in the grid) and, before or without the page's
 * script, full screen (components/gallery/lightbox.module.css).
 */
export function StoryCover({ album, index, photo, closeLabel, closeTo, className }: StoryCoverProps) {
  const id = coverLinkId(album);
  return (
    <div className={className ? `${styles.cover} ${className}` : styles.cover}>
      <a
        id={id}
        href={`#${id}`}
        className={styles.link}
        style={photoLinkStyle(photo)}
        data-photo={photoParamValue(album, index)}
      >
        <ResponsivePhoto photo={photo} alt={photo.alt} sizes={coverSizes(photo)} priority className={styles.photo} />
      </a>
      <LightboxClose to={closeTo} label={closeLabel} />
    </div>
  );
}
