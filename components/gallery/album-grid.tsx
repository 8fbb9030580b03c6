import type { CSSProperties } from 'react';
import type { GalleryAlbum } from '@/lib/gallery/album-data';
import {
  assignColumns,
  breakColumns,
  columnTops,
  flexOrder,
  masonryHeight,
  type MasonryLayout,
} from '@/lib/gallery/masonry';
import { photoParamValue } from '@/lib/gallery/viewer-index';
import { linkedFile } from '@/lib/photo-files';
import { ResponsivePhoto } from '@/components/ui/responsive-photo';
import { SiteLink } from '@/components/ui/route-link';
import styles from './album-grid.module.css';

export type AlbumGridProps = {
  album: GalleryAlbum;
  /**
   * How many of this album's first photos are preloaded (the page's first 10 overall, spec §9).
   * The first row loads at once, at high priority, from the HTML; the rest of the first 10 are
   * marked `data-preload` and fetched once the page runs (components/gallery/gallery.tsx), so that
   * on a phone they do not compete with the first row for the network.
   */
  eagerCount: number;
  /** The album's story page: its heading links there (the gallery pages); none on the story page itself. */
  storyHref?: string;
  /** Whether the album's title and place are shown (the story page has its own heading). */
  showHeader?: boolean;
};

/** Masonry columns below and above the 900px mobile breakpoint (album-grid.module.css repeats them). */
const LAYOUTS = [2, 3] as const;
/**
 * A column's width, for the browser to choose a file: half (phone) or a third of the page, less
 * the page's margins and gaps, up to the content's maximum width (measured: 178.5 px at 412 px,
 * 384 px at 1280 px, 443 px from 1460 px). A plain 50vw asked a Lighthouse phone for 480 px files
 * where 360 px ones are sharp.
 */
const SIZES = '(max-width: 900px) calc(50vw - 27px), (max-width: 1460px) calc(33.4vw - 42px), 444px';
/** A column is at most 480 CSS pixels wide: 1200 pixels stay sharp at 2.5×; larger files are for the viewer. */
const MAX_THUMBNAIL_WIDTH = 1200;
/**
 * The photos on a phone's first screen are fetched first, at high priority: those that start
 * within 3 column widths of the top of the first album's grid in the 2-column layout (the grid
 * starts about 300 px down; a 390×844 or 412×823 screen shows about 3 columns' widths of it).
 * Choosing by position, not by index, keeps a tall photo that is the screen's largest (its LCP)
 * from waiting for the page's script.
 */
const FIRST_SCREEN_COLUMN_WIDTHS = 3;

type CustomProperties = CSSProperties & Record<`--${string}`, string | number>;

/**
 * One album: its title and place, then its photos in a masonry that keeps the album's reading
 * order. The columns are computed from the photos' aspect ratios at build time and drawn by CSS
 * (flex columns ordered per photo), so nothing moves while photos load and the layout needs no
 * script. A server component: the page's script never re-creates the photos. Each photo links
 * to a phone-sized file of itself; the gallery around it (gallery.tsx) opens the viewer instead,
 * from the link's `data-photo`.
 */
export function AlbumGrid({ album, eagerCount, storyHref, showHeader = true }: AlbumGridProps) {
  const ratios = album.photos.map((photo) => photo.height / photo.width);
  const layouts = LAYOUTS.map((columns) => assignColumns(ratios, columns));
  const phoneTops = columnTops(ratios, layouts[0]!);
  const headingId = `album-${album.id}`;
  const gridStyle: CustomProperties = {};
  for (const layout of layouts) gridStyle[`--h${layout.columns}`] = masonryHeight(layout, 'var(--col)', 'var(--gap)');

  return (
    <section
      className={styles.album}
      // Title and place together: two albums may share a title (the family page's 'Algarve').
      aria-labelledby={showHeader ? (album.place ? `${headingId} ${headingId}-place` : headingId) : undefined}
      data-side={album.side}
      data-first={album.first || undefined}
      data-family={album.family || undefined}
    >
      {showHeader ? (
        <header className={styles.header}>
          <h2 id={headingId} className={styles.title}>
            {storyHref ? (
              <SiteLink href={storyHref} className={styles.storyLink}>
                {album.title}
              </SiteLink>
            ) : (
              album.title
            )}
          </h2>
          {album.place ? (
            <p id={`${headingId}-place`} className={styles.place}>
              {album.place}
            </p>
          ) : null}
        </header>
      ) : null}
      <div className={styles.frame}>
        <div className={styles.grid} style={gridStyle}>
          {album.photos.map((photo, index) => {
            const itemStyle: CustomProperties = { aspectRatio: `${photo.width} / ${photo.height}` };
            for (const layout of layouts) itemStyle[`--o${layout.columns}`] = flexOrder(layout.columnOf[index]!);
            const firstScreen = album.first && phoneTops[index]! < FIRST_SCREEN_COLUMN_WIDTHS;
            return (
              <a
                key={photo.base}
                className={styles.item}
                href={linkedFile(photo, MAX_THUMBNAIL_WIDTH)}
                style={itemStyle}
                data-photo={photoParamValue(album.id, index)}
                data-preload={(!firstScreen && index < eagerCount) || undefined}
              >
                <ResponsivePhoto
                  photo={photo}
                  alt={photo.alt}
                  sizes={SIZES}
                  maxWidth={MAX_THUMBNAIL_WIDTH}
                  priority={firstScreen}
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
