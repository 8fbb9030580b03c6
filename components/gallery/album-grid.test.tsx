import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { linkedFile } from '@/lib/photo-files';
import { photoLinkId } from '@/lib/gallery/photo-link';
import { photoParamValue } from '@/lib/gallery/viewer-index';
import { assignColumns, columnTops } from '@/lib/gallery/masonry';
import { fakeGalleryAlbum, fixtureAlbum } from '@/test-support/photos';
import { AlbumGrid } from './album-grid';

const emma = fixtureAlbum({ album: 'emma-james', count: 25 });
const album = fakeGalleryAlbum(emma, 'en', { shapes: true });

const renderGrid = (props: Partial<Parameters<typeof AlbumGrid>[0]> = {}) =>
  render(<AlbumGrid album={album} eagerCount={0} closeLabel="Close" {...props} />);

/** The album's photo links, in the page's order (its close link is not one). */
const photoLinks = () => screen.getAllByRole('link').filter((link) => link.dataset.photo);

describe('AlbumGrid', () => {
  it('heads the album with its title and place', () => {
    renderGrid();
    const region = screen.getByRole('region', { name: new RegExp(`^${emma.heading.en}`) });
    expect(within(region).getByRole('heading', { level: 2, name: emma.heading.en })).toBeInTheDocument();
    expect(within(region).getByText(emma.place!.en)).toBeInTheDocument();
  });

  it('shows every photo, in album order, as a link to itself on the page that names the photo for the viewer', () => {
    renderGrid();
    const links = photoLinks();
    expect(links).toHaveLength(emma.photos.length);
    links.forEach((link, index) => {
      // A fragment of the page: a tap before the page's script runs loads nothing, so it stays.
      expect(link.id).toBe(photoLinkId(emma.slug, index));
      expect(link).toHaveAttribute('href', `#${link.id}`);
      expect(link).toHaveAttribute('data-photo', photoParamValue(emma.slug, index));
      expect(link).toHaveAccessibleName(emma.photos[index]!.alt.en);
    });
    const ids = links.map((link) => link.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(`album-${emma.slug}`);
  });

  it('gives each photo its larger file, for the page’s style to show when it is opened without the script', () => {
    renderGrid();
    photoLinks().forEach((link, index) => {
      const photo = album.photos[index]!;
      expect(link.style.getPropertyValue('--full')).toBe(`url("${linkedFile(photo, 1200)}")`);
      expect(link.style.getPropertyValue('--r')).toBe(`${photo.width} / ${photo.height}`);
    });
  });

  it('has one close link for a photo opened without the script, back to the album’s heading or the place given', () => {
    renderGrid();
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', `#album-${emma.slug}`);
    expect(document.getElementById(`album-${emma.slug}`)).toHaveRole('heading');
    renderGrid({ showHeader: false, closeLabel: 'Fechar', closeTo: 'story-photos' });
    expect(screen.getByRole('link', { name: 'Fechar' })).toHaveAttribute('href', '#story-photos');
  });

  it('links its heading to the album’s story when it has one, keeping the heading’s name', () => {
    renderGrid({ storyHref: '/stories/weddings/emma-james/pt-pt' });
    const heading = screen.getByRole('heading', { level: 2, name: emma.heading.en });
    expect(within(heading).getByRole('link', { name: emma.heading.en })).toHaveAttribute(
      'href',
      '/stories/weddings/emma-james/pt-pt',
    );
  });

  it('can leave out its heading (a story page has its own)', () => {
    renderGrid({ showHeader: false });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('heads the album and describes the photos in the page language', () => {
    renderGrid({ album: fakeGalleryAlbum(emma, 'pt') });
    expect(screen.getByRole('heading', { level: 2, name: emma.heading.pt })).toBeInTheDocument();
    expect(screen.getByText(emma.place!.pt)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: emma.photos[0]!.alt.pt })).toBeInTheDocument();
  });

  it('marks the first photos that are not on the first screen for loading once the page runs', () => {
    renderGrid({ eagerCount: 10 });
    const marked = photoLinks().map((link) => link.hasAttribute('data-preload'));
    expect(marked.slice(0, 10)).toEqual(Array(10).fill(true));
    expect(marked.slice(10).some(Boolean)).toBe(false);
  });

  it('in the page as sent, loads a phone’s first screen at once and at high priority, and the rest of the first 10 when the script runs', () => {
    const firstAlbum = fakeGalleryAlbum(fixtureAlbum(), 'en', { shapes: true, index: 0 });
    const html = renderToString(<AlbumGrid album={firstAlbum} eagerCount={10} closeLabel="Close" />);
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => ({
      loading: /loading="(\w+)"/.exec(tag)?.[1],
      priority: /fetchPriority="(\w+)"/i.exec(tag)?.[1],
    }));
    const ratios = firstAlbum.photos.map((photo) => photo.height / photo.width);
    const tops = columnTops(ratios, assignColumns(ratios, 2));
    const firstScreen = tops.filter((top) => top < 3).length;
    // Both columns' first photos at least, and never the whole album.
    expect(firstScreen).toBeGreaterThanOrEqual(2);
    expect(firstScreen).toBeLessThan(firstAlbum.photos.length);
    images.forEach((image, index) =>
      expect(image).toEqual(
        tops[index]! < 3 ? { loading: 'eager', priority: 'high' } : { loading: 'lazy', priority: 'auto' },
      ),
    );
  });

  it('places photos in columns by CSS order, computed from their shapes, for 2 and 3 columns', () => {
    renderGrid();
    const first = photoLinks().slice(0, 3);
    expect(first.map((link) => link.style.getPropertyValue('--o3'))).toEqual(['0', '2', '4']);
    expect(first.map((link) => link.style.getPropertyValue('--o2'))).toEqual(['0', '2', '2']);
  });

  it('omits the place line when the album has none', () => {
    renderGrid({ album: { ...album, place: null } });
    expect(screen.queryByText(emma.place!.en)).not.toBeInTheDocument();
  });

  it('offers thumbnails no larger than a column needs', () => {
    renderGrid({
      album: { ...album, photos: album.photos.map((photo) => ({ ...photo, widths: [480, 800, 1200, 1600] })) },
    });
    const srcset = photoLinks()[0]!.querySelector('source')!.getAttribute('srcset')!;
    expect(srcset).toContain('1200w');
    expect(srcset).not.toContain('1600w');
  });
});
