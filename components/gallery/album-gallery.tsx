import type { CSSProperties } from 'react';
import type { AlbumGroup } from '@/content/albums';
import type { Locale } from '@/lib/i18n';
import { assignColumns, breakColumns, flexOrder, masonryHeight, type MasonryLayout } from '@/lib/gallery/masonry';
import type { Photo } from '@/lib/photos';
import { ResponsivePhoto } from '@/components/ui/responsive-photo';
import styles from './album-gallery.module.css';

export type AlbumGalleryProps = {
  group: AlbumGroup;
  /** The photo of each image of `group.images`, in the same order. */
  photos: Photo[];
  locale: Locale;
  /** How many of this album's first photos load eagerly (the page's first 10 overall, spec §9). */
  eagerCount?: number;
};

/** Masonry columns below and above the 900px mobile breakpoint (album-gallery.module.css repeats them). */
const LAYOUTS = [2, 3] as const;
/** What the browser needs to choose a file: a column of a 2-column (phone) or 3-column page. */
const SIZES = '(max-width: 900px) 50vw, (max-width: 1440px) 33vw, 480px';

type CustomProperties = CSSProperties & Record<`--${string}`, string | number>;

/**
 * One album: its title and place, then its photos in a masonry that keeps the album's reading
 * order. The columns are computed here, at build time, from the photos' aspect ratios, and drawn
 * by CSS (flex columns ordered per photo), so there is no JavaScript and no layout shift. Each
 * photo links to its large JPEG, which works without JavaScript; the photo viewer intercepts
 * these links when it can.
 */
/** The page's first row of photos is fetched first; the rest of the first 10 load at once, after them. */
const HIGH_PRIORITY_PHOTOS = 3;

export function AlbumGallery({ group, photos, locale, eagerCount = 0 }: AlbumGalleryProps) {
  if (photos.length !== group.images.length) {
    throw new Error(`Album "${group.album}" lists ${group.images.length} images but ${photos.length} photos were given.`);
  }
  const ratios = photos.map((photo) => photo.height / photo.width);
  const layouts = LAYOUTS.map((columns) => assignColumns(ratios, columns));
  const headingId = `album-${group.album}`;
  const gridStyle: CustomProperties = {};
  layouts.forEach((layout) => {
    gridStyle[`--h${layout.columns}`] = masonryHeight(layout, 'var(--col)', 'var(--gap)');
  });
  const place = group.place?.[locale];

  return (
    <section
      className={styles.album}
      // Title and place together: two albums may share a title (the family page's 'Algarve').
      aria-labelledby={place ? `${headingId} ${headingId}-place` : headingId}
      data-side={group.left ? 'left' : 'right'}
      data-first={group.first || undefined}
      data-family={group.family || undefined}
    >
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {group.title}
        </h2>
        {place ? (
          <p id={`${headingId}-place`} className={styles.place}>
            {place}
          </p>
        ) : null}
      </header>
      <div className={styles.frame}>
        <div className={styles.grid} style={gridStyle}>
          {group.images.map((image, index) => {
            const photo = photos[index]!;
            const itemStyle: CustomProperties = {};
            layouts.forEach((layout) => {
              itemStyle[`--o${layout.columns}`] = flexOrder(layout.columnOf[index]!);
            });
            return (
              <a
                key={image.id}
                className={styles.item}
                href={photo.src}
                style={itemStyle}
                data-viewer-album={group.album}
                data-viewer-index={index}
              >
                <ResponsivePhoto
                  photo={photo}
                  alt={image.alt[locale]}
                  sizes={SIZES}
                  priority={index < eagerCount && (group.first && index < HIGH_PRIORITY_PHOTOS ? true : 'eager')}
                  className={styles.photo}
                />
              </a>
            );
          })}
          {layouts.flatMap((layout) => columnBreaks(layout))}
        </div>
      </div>
    </section>
  );
}

/** Invisible elements that end one column and start the next, in the layout that uses them. */
function columnBreaks(layout: MasonryLayout) {
  return breakColumns(layout).map((column) => (
    <span
      key={`break-${layout.columns}-${column}`}
      aria-hidden="true"
      className={`${styles.break} ${layout.columns === 2 ? styles.break2 : styles.break3}`}
      style={{ order: flexOrder(column) + 1 }}
    />
  ));
}
