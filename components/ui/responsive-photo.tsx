import { jpegFile, srcSetOf, type Photo } from '@/lib/photo-files';
import styles from './responsive-photo.module.css';

export type ResponsivePhotoProps = {
  photo: Photo;
  alt: string;
  /** The photo's displayed width, for the browser to pick a file: '(max-width: 900px) 100vw, 50vw'. */
  sizes: string;
  /** The largest file worth offering where the photo is never shown wider (a thumbnail). */
  maxWidth?: number;
  /**
   * Above the fold: load at once instead of lazily. 'eager' loads at once at normal priority
   * (photos visible at first but not the largest, which would compete with the one that is).
   */
  priority?: boolean | 'eager';
  /** Classes for the <img> (its width, object-fit…); the <picture> around it has no box of its own. */
  className?: string;
};

/**
 * A photo in AVIF or WebP at the width the screen needs, with a JPEG for anything else. The
 * width and height attributes reserve its space before it loads (no layout shift), and its
 * average colour paints there at once. Server-safe: no hooks, usable on both sides.
 */
export function ResponsivePhoto({ photo, alt, sizes, maxWidth, priority = false, className }: ResponsivePhotoProps) {
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={srcSetOf(photo, 'avif', maxWidth)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(photo, 'webp', maxWidth)} sizes={sizes} />
      <img
        className={className ? `${styles.img} ${className}` : styles.img}
        src={jpegFile(photo)}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority === true ? 'high' : 'auto'}
        // The largest photo of the screen is decoded with the page, so it paints as soon as it arrives.
        decoding={priority === true ? 'sync' : 'async'}
        style={{ backgroundColor: photo.color }}
      />
    </picture>
  );
}
