import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ResponsivePhoto } from '@/components/ui/responsive-photo';
import { photoGrid, type PhotoGridClasses } from '@/lib/gallery/photo-grid';
import { photoLinkId } from '@/lib/gallery/photo-link';
import { linkedFile } from '@/lib/photo-files';
import { fakePhoto } from '@/test-support/photos';
import { PhotoGrid } from './photo-grid';

const classes: PhotoGridClasses = {
  item: 'item',
  photo: 'photo',
  picture: 'picture',
  img: 'img',
  break: 'break',
  break2: 'break2',
  break3: 'break3',
};
const photos = [0, 1, 2, 3].map((index) => ({
  ...fakePhoto(`weddings/rita-nuno/0${index}.jpg`, index),
  alt: `Photo ${index}`,
}));

/** Elements as tag names with their attributes sorted: the same markup whatever order it is written in. */
function shape(element: Element): string {
  const attributes = [...element.attributes].map(({ name, value }) => `${name}=${value}`).sort();
  return `<${element.localName} ${attributes.join(' ')}>${[...element.children].map(shape).join('')}`;
}

/** The grid's content as elements, parsed by the browser. */
function parsed(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('photoGrid', () => {
  it('writes each photo as the same markup ResponsivePhoto renders, inside its link', () => {
    const { html } = photoGrid({ id: 'rita-nuno', photos, first: false }, 0, classes);
    const links = parsed(html).querySelectorAll('a');
    expect(links).toHaveLength(photos.length);
    links.forEach((link, index) => {
      const jsx = renderToStaticMarkup(
        <ResponsivePhoto
          photo={photos[index]!}
          alt={photos[index]!.alt}
          sizes={link.querySelector('source')!.getAttribute('sizes')!}
          maxWidth={1200}
          className="photo"
        />,
      );
      expect(shape(link.firstElementChild!)).toEqual(shape(parsed(jsx).firstElementChild!));
    });
  });

  it('links each photo to itself on the page, by an id of its own, with its larger file for the page’s style', () => {
    const { html } = photoGrid({ id: 'rita-nuno', photos, first: false }, 0, classes);
    const links = [...parsed(html).querySelectorAll('a')];
    expect(links.map((link) => link.id)).toEqual(photos.map((_, index) => photoLinkId('rita-nuno', index)));
    links.forEach((link, index) => {
      expect(link.getAttribute('href')).toBe(`#${link.id}`);
      expect(link.style.getPropertyValue('--full')).toBe(`url("${linkedFile(photos[index]!, 1200)}")`);
      expect(link.style.getPropertyValue('--r')).toBe(`${photos[index]!.width} / ${photos[index]!.height}`);
      expect(link.style.getPropertyValue('--o2')).not.toBe('');
    });
  });

  it('keeps a photo shown above the grid (a story’s cover) from being read or reached a second time', () => {
    const { html } = photoGrid({ id: 'rita-nuno', photos, first: false, shownAbove: 2 }, 0, classes);
    document.body.innerHTML = html;
    const named = [...document.querySelectorAll('a')].map((link) =>
      link.closest('[aria-hidden="true"]') ? null : link.querySelector('img')!.alt,
    );
    expect(named).toEqual(['Photo 0', 'Photo 1', null, 'Photo 3']);
    expect(document.querySelectorAll('a')[2]).toHaveAttribute('tabindex', '-1');
    // The copy is still there, in its place, for the eye and for the viewer.
    expect(document.querySelectorAll('a')[2]).toHaveAttribute('data-photo', 'rita-nuno-3');
    document.body.innerHTML = '';
  });

  it('writes any description as text, never as markup', () => {
    const hostile = '"><script>alert(1)</script> & <b>bold</b>';
    const { html } = photoGrid({ id: 'rita-nuno', photos: [{ ...photos[0]!, alt: hostile }], first: true }, 1, classes);
    const grid = parsed(html);
    expect(grid.querySelector('img')!.alt).toBe(hostile);
    expect(grid.querySelectorAll('script, b')).toHaveLength(0);
  });

  it('fetches the first screen of the first album first, and marks the rest of the first photos for later', () => {
    const first = parsed(photoGrid({ id: 'rita-nuno', photos, first: true }, 4, classes).html);
    const priorities = [...first.querySelectorAll('img')].map((img) => img.getAttribute('fetchpriority'));
    expect(priorities).toContain('high');
    [...first.querySelectorAll('a')].forEach((link, index) =>
      expect(link.hasAttribute('data-preload')).toBe(priorities[index] !== 'high'),
    );
    const later = parsed(photoGrid({ id: 'rita-nuno', photos, first: false }, 0, classes).html);
    expect([...later.querySelectorAll('img')].map((img) => img.getAttribute('fetchpriority'))).not.toContain('high');
    expect(later.querySelectorAll('[data-preload]')).toHaveLength(0);
  });
});

describe('PhotoGrid', () => {
  it('renders the photos inside one element as plain markup, no element of theirs managed by React', () => {
    const { container } = render(<PhotoGrid id="rita-nuno" photos={photos} first={false} eagerCount={0} />);
    const grid = container.firstElementChild as HTMLElement;
    const links = [...grid.querySelectorAll('a[data-photo]')];
    expect(links).toHaveLength(photos.length);
    const managedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__react'));
    expect(managedByReact(grid)).toBe(true);
    expect(links.filter(managedByReact)).toEqual([]);
    expect(grid.style.getPropertyValue('--h2')).toMatch(/^calc\(/);
  });
});
