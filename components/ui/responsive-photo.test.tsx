import { render, screen } from '@testing-library/react';
import { fakePhoto } from '@/test-support/photos';
import { ResponsivePhoto } from './responsive-photo';

const photo = { ...fakePhoto('weddings/ana-joao#1', 1), widths: [480, 800, 1200] };

describe('ResponsivePhoto', () => {
  it('offers AVIF then WebP at several widths, with a JPEG for other browsers', () => {
    const { container } = render(<ResponsivePhoto photo={photo} alt="The rings on a barrel" sizes="50vw" />);
    const sources = container.querySelectorAll('picture > source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      `${photo.base}-480.avif 480w, ${photo.base}-800.avif 800w, ${photo.base}-1200.avif 1200w`,
    );
    expect(sources[0]).toHaveAttribute('sizes', '50vw');
    expect(sources[1]).toHaveAttribute(
      'srcset',
      `${photo.base}-480.webp 480w, ${photo.base}-800.webp 800w, ${photo.base}-1200.webp 1200w`,
    );
    expect(screen.getByRole('img', { name: 'The rings on a barrel' })).toHaveAttribute(
      'src',
      `${photo.base}-${photo.jpegWidth}.jpg`,
    );
  });

  it('offers no file wider than asked for, but always the smallest', () => {
    const { container, rerender } = render(<ResponsivePhoto photo={photo} alt="x" sizes="50vw" maxWidth={800} />);
    expect(container.querySelector('source')).toHaveAttribute(
      'srcset',
      `${photo.base}-480.avif 480w, ${photo.base}-800.avif 800w`,
    );
    rerender(<ResponsivePhoto photo={photo} alt="x" sizes="50vw" maxWidth={100} />);
    expect(container.querySelector('source')).toHaveAttribute('srcset', `${photo.base}-480.avif 480w`);
  });

  it('reserves its space with width and height and shows its colour meanwhile', () => {
    render(<ResponsivePhoto photo={photo} alt="x" sizes="50vw" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('width', String(photo.width));
    expect(img).toHaveAttribute('height', String(photo.height));
    expect(img).toHaveStyle({ backgroundColor: photo.color });
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('loads lazily by default and at once, at high priority, when it is a priority photo', () => {
    const { rerender } = render(<ResponsivePhoto photo={photo} alt="x" sizes="50vw" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    rerender(<ResponsivePhoto photo={photo} alt="x" sizes="50vw" priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('decodes a priority photo with its frame, unless asked to draw it once decoded', () => {
    const { rerender } = render(<ResponsivePhoto photo={photo} alt="x" sizes="50vw" priority />);
    expect(screen.getByRole('img')).toHaveAttribute('decoding', 'sync');
    rerender(<ResponsivePhoto photo={photo} alt="x" sizes="50vw" priority decoding="async" />);
    expect(screen.getByRole('img')).toHaveAttribute('decoding', 'async');
  });

  it('adds the caller’s class to the image', () => {
    render(<ResponsivePhoto photo={photo} alt="x" sizes="50vw" className="hero" />);
    expect(screen.getByRole('img')).toHaveClass('hero');
  });
});
