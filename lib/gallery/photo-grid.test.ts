import { assignColumns, breakColumns, columnTops, flexOrder, masonryHeight } from './masonry';
import { photoGrid } from './photo-grid';
import { photoLinkId } from './photo-link';
import { linkedFile } from '@/lib/photo-files';
import { fakePhoto, fourGridPhotos, parsedGrid, PLAIN_GRID_CLASSES } from '@/test-support/photos';

const classes = PLAIN_GRID_CLASSES;
const photos = fourGridPhotos('rita-nuno');
const ratios = (list: typeof photos) => list.map((photo) => photo.height / photo.width);

describe('photoGrid', () => {
  it('links each photo to itself on the page, by an id of its own, with its larger file for the page’s style', () => {
    const { html } = photoGrid({ id: 'rita-nuno', photos, first: false }, 0, classes);
    const links = [...parsedGrid(html).querySelectorAll('a')];
    expect(links.map((link) => link.id)).toEqual(photos.map((_, index) => photoLinkId('rita-nuno', index)));
    links.forEach((link, index) => {
      expect(link.getAttribute('href')).toBe(`#${link.id}`);
      expect(link.className).toBe('item');
      expect(link.style.getPropertyValue('--full')).toBe(`url("${linkedFile(photos[index]!, 1200)}")`);
      expect(link.style.getPropertyValue('--r')).toBe(`${photos[index]!.width} / ${photos[index]!.height}`);
    });
  });

  it('names each photo for the viewer by its album and its place from 1', () => {
    const { html } = photoGrid({ id: 'rita-nuno', photos, first: false }, 0, classes);
    expect([...parsedGrid(html).querySelectorAll('a')].map((link) => link.dataset.photo)).toEqual([
      'rita-nuno-1',
      'rita-nuno-2',
      'rita-nuno-3',
      'rita-nuno-4',
    ]);
  });

  it('places each photo in its column for 2 and 3 columns, and gives the grid its height in each', () => {
    const { html, style } = photoGrid({ id: 'rita-nuno', photos, first: false }, 0, classes);
    const links = [...parsedGrid(html).querySelectorAll('a')];
    for (const columns of [2, 3]) {
      const layout = assignColumns(ratios(photos), columns);
      expect(links.map((link) => link.style.getPropertyValue(`--o${columns}`))).toEqual(
        photos.map((_, index) => String(flexOrder(layout.columnOf[index]!))),
      );
      expect(style[`--h${columns}`]).toBe(masonryHeight(layout, 'var(--col)', 'var(--gap)'));
    }
    expect(Object.keys(style).sort()).toEqual(['--h2', '--h3']);
  });

  it('ends each column with a hidden break, in the layout that uses it, ordered after the column', () => {
    const { html } = photoGrid({ id: 'rita-nuno', photos, first: false }, 0, classes);
    const breaks = [...parsedGrid(html).querySelectorAll('span')];
    const expected = [2, 3].flatMap((columns) =>
      breakColumns(assignColumns(ratios(photos), columns)).map((column) => ({
        className: `break break${columns}`,
        order: String(flexOrder(column) + 1),
      })),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(breaks.map((element) => ({ className: element.className, order: element.style.order }))).toEqual(expected);
    for (const element of breaks) {
      expect(element).toHaveAttribute('aria-hidden', 'true');
      expect(element).toBeEmptyDOMElement();
    }
  });

  it('writes each photo as its picture with the grid’s classes and a column’s sizes', () => {
    const { html } = photoGrid({ id: 'rita-nuno', photos, first: false }, 0, classes);
    const link = parsedGrid(html).querySelector('a')!;
    expect(link.querySelector('picture')!.className).toBe('picture');
    const img = link.querySelector('img')!;
    expect(img.className).toBe('img photo');
    expect(img.alt).toBe('Photo 0');
    expect(link.querySelector('source')!.getAttribute('sizes')).toMatch(/^\(max-width: 900px\) calc\(50vw - 27px\)/);
  });

  it('keeps a photo shown above the grid (a story’s cover) from being read or reached a second time', () => {
    const { html } = photoGrid({ id: 'rita-nuno', photos, first: false, shownAbove: 2 }, 0, classes);
    document.body.innerHTML = html;
    const named = [...document.querySelectorAll('a')].map((link) =>
      link.closest('[aria-hidden="true"]') ? null : link.querySelector('img')!.alt,
    );
    expect(named).toEqual(['Photo 0', 'Photo 1', null, 'Photo 3']);
    expect([...document.querySelectorAll('a')].map((link) => link.getAttribute('tabindex'))).toEqual([
      null,
      null,
      '-1',
      null,
    ]);
    // The copy is still there, in its place, for the eye and for the viewer.
    expect(document.querySelectorAll('a')[2]).toHaveAttribute('data-photo', 'rita-nuno-3');
    document.body.innerHTML = '';
  });

  it('writes any description as text, never as markup', () => {
    const hostile = '"><script>alert(1)</script> & <b>bold</b>';
    const { html } = photoGrid({ id: 'rita-nuno', photos: [{ ...photos[0]!, alt: hostile }], first: true }, 1, classes);
    const grid = parsedGrid(html);
    expect(grid.querySelector('img')!.alt).toBe(hostile);
    expect(grid.querySelectorAll('script, b')).toHaveLength(0);
  });

  it('fetches the first screen of the first album first, and marks the rest of the first photos for later', () => {
    const first = parsedGrid(photoGrid({ id: 'rita-nuno', photos, first: true }, 4, classes).html);
    const priorities = [...first.querySelectorAll('img')].map((img) => img.getAttribute('fetchpriority'));
    expect(priorities).toContain('high');
    [...first.querySelectorAll('a')].forEach((link, index) =>
      expect(link.hasAttribute('data-preload')).toBe(priorities[index] !== 'high'),
    );
    const later = parsedGrid(photoGrid({ id: 'rita-nuno', photos, first: false }, 0, classes).html);
    expect([...later.querySelectorAll('img')].map((img) => img.getAttribute('fetchpriority'))).not.toContain('high');
    expect(later.querySelectorAll('[data-preload]')).toHaveLength(0);
  });

  it('counts a photo as on the first screen only when it starts less than 3 column widths down', () => {
    // Four squares in two columns: the third and fourth start one column width (and a gap) down;
    // more squares put one exactly at and past the line.
    const squares = Array.from({ length: 10 }, (_, index) => ({
      ...fakePhoto(`weddings/rita-nuno/s${index}.jpg`),
      width: 1000,
      height: 1000,
      alt: `Square ${index}`,
    }));
    const tops = columnTops(ratios(squares), assignColumns(ratios(squares), 2));
    const { html } = photoGrid({ id: 'rita-nuno', photos: squares, first: true }, 0, classes);
    const high = [...parsedGrid(html).querySelectorAll('img')].map(
      (img) => img.getAttribute('fetchpriority') === 'high',
    );
    expect(high).toEqual(tops.map((top) => top < 3));
    expect(high).toContain(false);
    expect(high).toContain(true);
  });

  it('marks for later exactly the photos before the page’s count that are not on the first screen', () => {
    const { html } = photoGrid({ id: 'rita-nuno', photos, first: false }, 2, classes);
    expect([...parsedGrid(html).querySelectorAll('a')].map((link) => link.getAttribute('data-preload'))).toEqual([
      'true',
      'true',
      null,
      null,
    ]);
  });
});
