import type { GalleryAlbum } from '@/lib/gallery/album-data';
import { SiteLink } from '@/components/ui/route-link';
import { LightboxClose } from './lightbox-close';
import { PhotoGrid } from './photo-grid';
import styles from './album-grid.module.css';

export type AlbumGridProps = {
  album: GalleryAlbum;
  /**
   * How many of this album's first photos are preloaded (the page's first 10 overall).
   * The first row loads at once, at high priority, from the HTML; the rest of the first 10 are
   * marked `data-preload` and fetched once the page runs (components/gallery/gallery.tsx), so that
   * on a phone they do not compete with the first row for the network.
   */
  eagerCount: number;
  /** The album's story page: its heading links there (the gallery pages); none on the story page itself. */
  storyHref?: string;
  /** Whether the album's title and place are shown (the story page has its own heading). */
  showHeader?: boolean;
  /** The name of the close link of a photo opened without the page's script ('Close'). */
  closeLabel: string;
  /** The id that close link leads back to: the album's heading by default (a page without it names its own). */
  closeTo?: string;
  /** A photo the page shows and names above the grid (the story's cover): its copy is not read again. */
  shownAbove?: number;
};

/**
 * One album: its title and place, then its photos in a masonry that keeps the album's reading
 * order (PhotoGrid). Each photo links to itself, and opens full screen without the page's script
 * (lightbox.module.css, closed by Back or the album's close link); the gallery around it
 * (gallery.tsx) opens the viewer instead, from the link's `data-photo`.
 */
export function AlbumGrid({
  album,
  eagerCount,
  storyHref,
  showHeader = true,
  closeLabel,
  closeTo,
  shownAbove,
}: AlbumGridProps) {
  const headingId = `album-${album.id}`;
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
        <PhotoGrid
          id={album.id}
          photos={album.photos}
          first={album.first}
          eagerCount={eagerCount}
          shownAbove={shownAbove}
        />
      </div>
      <LightboxClose to={closeTo ?? headingId} label={closeLabel} />
    </section>
  );
}
