import type { GalleryAlbum } from './album-data';
import { assignColumns, breakColumns, columnTops, flexOrder, masonryHeight } from './masonry';
import { photoLinkId, photoLinkStyle } from './photo-link';
import { photoParamValue } from './viewer-index';
import { htmlElement } from '@/lib/escape-html';
import { pictureHtml } from '@/lib/photo-markup';

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

/** The class names the markup uses (album-grid.module.css and responsive-photo.module.css). */
export type PhotoGridClasses = Record<'item' | 'photo' | 'picture' | 'img' | 'break' | 'break2' | 'break3', string>;

/**
 * What the masonry needs of an album: its id (its part of the viewer's ?photo= value), its photos,
 * and whether it opens its page (its photos on a phone's first screen then load first).
 */
export type PhotoGridAlbum = Pick<GalleryAlbum, 'id' | 'photos' | 'first'> & {
  /**
   * A photo the page already shows and names above the grid (a story's cover): its copy here is
   * kept out of what a screen reader reads and the keyboard reaches, so its description is heard once.
   */
  shownAbove?: number;
};

/**
 * An album's photos as a masonry that keeps the album's reading order, written as HTML. The
 * columns are computed from the photos' aspect ratios and drawn by CSS (flex columns ordered per
 * photo), so nothing moves while photos load and the layout needs no script. Each photo links to
 * itself (`#photo-<album>-<n>`: a tap can never leave the page, whatever has arrived; without the
 * page's script the photo opens full screen, components/gallery/lightbox.module.css) and names
 * itself for the viewer (`data-photo`); the first photos that are not on the first screen are
 * marked `data-preload` (the page's first 10 load once the page runs). As text, the
 * page's script never re-creates the photos: it only listens.
 *
 * @returns the grid's style (its height in each layout) and its content.
 */
export function photoGrid(
  album: PhotoGridAlbum,
  eagerCount: number,
  classes: PhotoGridClasses,
): { style: Record<`--${string}`, string>; html: string } {
  const ratios = album.photos.map((photo) => photo.height / photo.width);
  const layouts = LAYOUTS.map((columns) => assignColumns(ratios, columns));
  const phoneTops = columnTops(ratios, layouts[0]!);
  const style: Record<`--${string}`, string> = {};
  for (const layout of layouts) style[`--h${layout.columns}`] = masonryHeight(layout, 'var(--col)', 'var(--gap)');

  const items = album.photos.map((photo, index) => {
    const firstScreen = album.first && phoneTops[index]! < FIRST_SCREEN_COLUMN_WIDTHS;
    const linkStyle = [
      ...Object.entries(photoLinkStyle(photo)),
      ...layouts.map((layout) => [`--o${layout.columns}`, flexOrder(layout.columnOf[index]!)]),
    ]
      .map(([name, value]) => `${name}:${value}`)
      .join(';');
    const id = photoLinkId(album.id, index);
    const picture = pictureHtml(
      photo,
      { alt: photo.alt, sizes: SIZES, maxWidth: MAX_THUMBNAIL_WIDTH, priority: firstScreen },
      { picture: classes.picture, img: `${classes.img} ${classes.photo}` },
    );
    return htmlElement(
      'a',
      {
        class: classes.item,
        id,
        href: `#${id}`,
        style: linkStyle,
        'data-photo': photoParamValue(album.id, index),
        'data-preload': !firstScreen && index < eagerCount ? 'true' : undefined,
        'aria-hidden': index === album.shownAbove ? 'true' : undefined,
        tabindex: index === album.shownAbove ? -1 : undefined,
      },
      picture,
    );
  });
  // Invisible elements that end one column and start the next, in the layout that uses them.
  const breaks = layouts.flatMap((layout) =>
    breakColumns(layout).map((column) =>
      htmlElement(
        'span',
        {
          'aria-hidden': 'true',
          class: `${classes.break} ${layout.columns === 2 ? classes.break2 : classes.break3}`,
          style: `order:${flexOrder(column) + 1}`,
        },
        '',
      ),
    ),
  );
  return { style, html: items.join('') + breaks.join('') };
}
