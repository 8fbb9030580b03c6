import type { CSSProperties } from 'react';
import type { Photo } from '@/lib/photos';
import styles from './responsive-photo.module.css';

export type ResponsivePhotoProps = {
  photo: Photo;
  alt: string;
  /** The photo's displayed width, for the browser to pick a file: '(max-width: 900px) 100vw, 50vw'. */
  sizes: string;
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
 * width and height attributes reserve its space before it loads (no layout shift), and the tiny
 * blurred placeholder paints there at once. Server-safe: no hooks, usable on both sides.
 */
export function ResponsivePhoto({ photo, alt, sizes, priority = false, className }: ResponsivePhotoProps) {
  const style: CSSProperties = { backgroundImage: `url("${photo.placeholder}")` };
  return (
    <picture className={styles.picture}>
      {photo.avifSrcSet ? <source type="image/avif" srcSet={photo.avifSrcSet} sizes={sizes} /> : null}
      {photo.webpSrcSet ? <source type="image/webp" srcSet={photo.webpSrcSet} sizes={sizes} /> : null}
      <img
        className={className ? `${styles.img} ${className}` : styles.img}
        src={photo.src}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority === true ? 'high' : 'auto'}
        // The largest photo of the screen is decoded with the page, so it paints as soon as it arrives.
        decoding={priority === true ? 'sync' : 'async'}
        style={style}
      />
    </picture>
  );
}
