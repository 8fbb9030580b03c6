import { photoMarkup, type PhotoMarkupOptions, type PhotoPriority } from '@/lib/photo-markup';
import type { Photo } from '@/lib/photo-files';
import styles from './responsive-photo.module.css';

export type ResponsivePhotoProps = {
  photo: Photo;
  alt: string;
  /** The photo's displayed width, for the browser to pick a file: '(max-width: 900px) 100vw, 50vw'. */
  sizes: string;
  /** The largest file worth offering where the photo is never shown wider (a thumbnail). */
  maxWidth?: number;
  /** Above the fold: load at once instead of lazily ('eager': at once, at normal priority). */
  priority?: PhotoPriority;
  decoding?: PhotoMarkupOptions['decoding'];
  /** Classes for the <img> (its width, object-fit…); the <picture> around it has no box of its own. */
  className?: string;
};

/** A photo (lib/photo-markup.ts) as JSX. Server-safe: no hooks, usable on both sides. */
export function ResponsivePhoto({
  photo,
  alt,
  sizes,
  maxWidth,
  priority = false,
  decoding,
  className,
}: ResponsivePhotoProps) {
  const { sources, img } = photoMarkup(photo, { alt, sizes, maxWidth, priority, decoding });
  const { backgroundColor, alt: text, ...attributes } = img;
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source key={source.type} {...source} />
      ))}
      <img
        className={className ? `${styles.img} ${className}` : styles.img}
        {...attributes}
        alt={text}
        style={{ backgroundColor }}
      />
    </picture>
  );
}
