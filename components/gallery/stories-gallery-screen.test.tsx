import { render, screen, within } from '@testing-library/react';
import { albumsByCategory } from '@/content/albums';
import { fakeImagePhoto as fakePhoto } from '@/test-support/photos';
import { StoriesGalleryScreen } from './stories-gallery-screen';

describe('StoriesGalleryScreen', () => {
  it.each([
    ['weddings', 'en', 'WEDDINGS', [16, 25, 9, 19, 11, 12]],
    ['weddings', 'pt', 'CASAMENTOS', [16, 25, 9, 19, 11, 12]],
    ['couples', 'en', 'COUPLES', [9, 11]],
    ['couples', 'pt', 'CASAIS', [9, 11]],
    ['family', 'en', 'FAMILY', [11, 8, 12]],
    ['family', 'pt', 'FAMÍLIA', [11, 8, 12]],
  ] as const)('shows the %s page in %s under its heading, every album with its photos', (category, locale, heading, counts) => {
    render(<StoriesGalleryScreen locale={locale} category={category} photoFor={fakePhoto} />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const albums = screen.getAllByRole('region');
    expect(albums.map((album) => within(album).getAllByRole('link').length)).toEqual(counts);
    expect(albums.map((album) => within(album).getByRole('heading', { level: 2 }).textContent)).toEqual(
      albumsByCategory[category].map((group) => group.title),
    );
  });

  it('shows the family beach album first', () => {
    render(<StoriesGalleryScreen locale="en" category="family" photoFor={fakePhoto} />);
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Praia da Falésia');
  });

  it('loads the first 10 photos of the page eagerly, the rest lazily', () => {
    render(<StoriesGalleryScreen locale="en" category="couples" photoFor={fakePhoto} />);
    const loading = screen.getAllByRole('link').map((link) => within(link).getByRole('img').getAttribute('loading'));
    expect(loading.filter((value) => value === 'eager')).toHaveLength(10);
    expect(loading.slice(0, 10)).toEqual(Array(10).fill('eager'));
  });

  it('shows the loader as a progress bar', () => {
    render(<StoriesGalleryScreen locale="pt" category="couples" photoFor={fakePhoto} />);
    expect(screen.getByRole('progressbar', { name: 'A carregar as fotografias' })).toBeInTheDocument();
  });
});
