import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ResponsivePhoto } from '@/components/ui/responsive-photo';
import { photoGrid } from '@/lib/gallery/photo-grid';
import { fourGridPhotos, parsedGrid, PLAIN_GRID_CLASSES } from '@/test-support/photos';
import { PhotoGrid } from './photo-grid';

const classes = PLAIN_GRID_CLASSES;
const photos = fourGridPhotos('rita-nuno');

/** Elements as tag names with their attributes sorted: the same markup whatever order it is written in. */
function shape(element: Element): string {
  const attributes = [...element.attributes].map(({ name, value }) => `${name}=${value}`).sort();
  return `<${element.localName} ${attributes.join(' ')}>${[...element.children].map(shape).join('')}`;
}

describe('photoGrid and ResponsivePhoto', () => {
  it('writes each photo as the same markup ResponsivePhoto renders, inside its link', () => {
    const { html } = photoGrid({ id: 'rita-nuno', photos, first: false }, 0, classes);
    const links = parsedGrid(html).querySelectorAll('a');
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
      expect(shape(link.firstElementChild!)).toEqual(shape(parsedGrid(jsx).firstElementChild!));
    });
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
