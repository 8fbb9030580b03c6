import { render, screen } from '@testing-library/react';
import type { Photo } from '@/lib/photos';
import { ResponsivePhoto } from './responsive-photo';

const photo: Photo = {
  src: '/photos/weddings/ana-joao/demo-01-2048.jpg',
  width: 3000,
  height: 2000,
  placeholder: 'data:image/webp;base64,UklGRg==',
  avifSrcSet: '/photos/weddings/ana-joao/demo-01-480.avif 480w, /photos/weddings/ana-joao/demo-01-800.avif 800w',
  webpSrcSet: '/photos/weddings/ana-joao/demo-01-480.webp 480w, /photos/weddings/ana-joao/demo-01-800.webp 800w',
};

describe('ResponsivePhoto', () => {
  it('offers AVIF then WebP at several widths, with a JPEG for other browsers', () => {
    const { container } = render(<ResponsivePhoto photo={photo} alt="The rings on a barrel" sizes="50vw" />);
    const sources = container.querySelectorAll('picture > source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', photo.avifSrcSet);
    expect(sources[0]).toHaveAttribute('sizes', '50vw');
    expect(sources[1]).toHaveAttribute('srcset', photo.webpSrcSet);
    expect(screen.getByRole('img', { name: 'The rings on a barrel' })).toHaveAttribute('src', photo.src);
  });

  it('reserves its space with width and height and shows the blurred placeholder meanwhile', () => {
    render(<ResponsivePhoto photo={photo} alt="x" sizes="50vw" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('width', '3000');
    expect(img).toHaveAttribute('height', '2000');
    expect(img.style.backgroundImage).toContain(photo.placeholder);
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('loads lazily by default and at once, at high priority, when it is a priority photo', () => {
    const { rerender } = render(<ResponsivePhoto photo={photo} alt="x" sizes="50vw" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    rerender(<ResponsivePhoto photo={photo} alt="x" sizes="50vw" priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('adds the caller’s class to the image', () => {
    render(<ResponsivePhoto photo={photo} alt="x" sizes="50vw" className="hero" />);
    expect(screen.getByRole('img')).toHaveClass('hero');
  });
});
