import { render, screen, within } from '@testing-library/react';
import { albumsByCategory, type GalleryImage } from '@/content/albums';
import type { Photo } from '@/lib/photos';
import { AlbumGallery } from './album-gallery';

function fakePhoto(image: GalleryImage, index: number): Photo {
  const [width, height] = [[2000, 3000], [3000, 2000], [2400, 2400]][index % 3]!;
  const base = `/photos/${image.src.replace('#', '-')}`;
  return {
    src: `${base}.jpg`,
    width: width!,
    height: height!,
    placeholder: 'data:image/webp;base64,AAAA',
    avifSrcSet: `${base}-480.avif 480w`,
    webpSrcSet: `${base}-480.webp 480w`,
  };
}

const emma = albumsByCategory.weddings[1]!;
const photos = emma.images.map(fakePhoto);

describe('AlbumGallery', () => {
  it('heads the album with its title and place', () => {
    render(<AlbumGallery group={emma} photos={photos} locale="en" />);
    const album = screen.getByRole('region', { name: /^Emma & James/ });
    expect(within(album).getByRole('heading', { level: 2, name: 'Emma & James' })).toBeInTheDocument();
    expect(within(album).getByText('Quinta da Figueira Brava, Loulé')).toBeInTheDocument();
  });

  it('shows every photo, in album order, as a link to its full-size image', () => {
    render(<AlbumGallery group={emma} photos={photos} locale="en" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(25);
    links.forEach((link, index) => {
      expect(link).toHaveAttribute('href', photos[index]!.src);
      expect(link).toHaveAccessibleName(emma.images[index]!.alt.en);
    });
  });

  it('describes the photos in the page language', () => {
    render(<AlbumGallery group={emma} photos={photos} locale="pt" />);
    expect(screen.getByRole('link', { name: emma.images[0]!.alt.pt })).toBeInTheDocument();
  });

  it('loads the first photos eagerly and the rest lazily', () => {
    render(<AlbumGallery group={emma} photos={photos} locale="en" eagerCount={10} />);
    const loading = screen.getAllByRole('img').map((img) => img.getAttribute('loading'));
    expect(loading.slice(0, 10)).toEqual(Array(10).fill('eager'));
    expect(loading.slice(10).every((value) => value === 'lazy')).toBe(true);
  });

  it('places photos in columns by CSS order, computed from their shapes, for 2 and 3 columns', () => {
    render(<AlbumGallery group={emma} photos={photos} locale="en" />);
    const first = screen.getAllByRole('link').slice(0, 3);
    expect(first.map((link) => link.style.getPropertyValue('--o3'))).toEqual(['0', '2', '4']);
    expect(first.map((link) => link.style.getPropertyValue('--o2'))).toEqual(['0', '2', '2']);
  });

  it('omits the place line when the album has none', () => {
    render(<AlbumGallery group={{ ...emma, place: null }} photos={photos} locale="en" />);
    expect(screen.queryByText('Quinta da Figueira Brava, Loulé')).not.toBeInTheDocument();
  });

  it('refuses photos that do not match the album', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<AlbumGallery group={emma} photos={photos.slice(1)} locale="en" />)).toThrow(/25 images but 24 photos/);
  });
});
