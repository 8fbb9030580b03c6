import { render, screen, waitFor, within } from '@testing-library/react';
import { albumsByCategory } from '@/lib/albums';
import { galleryMessages } from '@/content/dictionaries/gallery';
import { PRELOADED_PHOTOS } from '@/lib/gallery/loader';
import { fakeAlbumPhoto } from '@/test-support/photos';
import { StoriesGalleryScreen } from './stories-gallery-screen';

describe('StoriesGalleryScreen', () => {
  // The demo's album counts are checked on the albums (lib/albums/demo-content.test.ts).
  it.each([
    ['weddings', 'en'],
    ['weddings', 'pt'],
    ['couples', 'en'],
    ['couples', 'pt'],
    ['family', 'en'],
    ['family', 'pt'],
  ] as const)('shows the %s page in %s under its heading, every album with its photos', (category, locale) => {
    render(<StoriesGalleryScreen locale={locale} route={category} photoFor={fakeAlbumPhoto} />);
    expect(
      screen.getByRole('heading', { level: 1, name: galleryMessages[locale].categories[category] }),
    ).toBeInTheDocument();
    const albums = screen.getAllByRole('region');
    const photoLinks = (album: HTMLElement) =>
      within(album)
        .getAllByRole('link')
        .filter((link) => link.dataset.photo);
    expect(albums.map((album) => photoLinks(album).length)).toEqual(
      albumsByCategory[category].map((group) => group.photos.length),
    );
    expect(albums.map((album) => within(album).getByRole('heading', { level: 2 }).textContent)).toEqual(
      albumsByCategory[category].map((group) => group.heading[locale]),
    );
  });

  it('shows the family albums in the photographer’s order (the demo’s beach first is checked in lib/albums)', () => {
    render(<StoriesGalleryScreen locale="en" route="family" photoFor={fakeAlbumPhoto} />);
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(albumsByCategory.family[0]!.heading.en);
  });

  it('heads each album with a link to its story, in the page language', () => {
    render(<StoriesGalleryScreen locale="pt" route="weddings" photoFor={fakeAlbumPhoto} />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => within(heading).getByRole('link').getAttribute('href'))).toEqual(
      albumsByCategory.weddings.map((group) => `/stories/weddings/${group.slug}/pt-pt`),
    );
  });

  it('loads the first 10 photos of the page eagerly (or all of a smaller page), the rest lazily', async () => {
    const { container } = render(<StoriesGalleryScreen locale="en" route="couples" photoFor={fakeAlbumPhoto} />);
    // The first row from the HTML, the rest of the first 10 once the page has run and painted.
    await waitFor(() => expect(container.querySelectorAll('[data-preload] img[loading="lazy"]')).toHaveLength(0));
    const loading = screen
      .getAllByRole('link')
      .filter((link) => link.dataset.photo)
      .map((link) => within(link).getByRole('img').getAttribute('loading'));
    const eager = Math.min(PRELOADED_PHOTOS, loading.length);
    expect(loading).toEqual([
      ...Array<string>(eager).fill('eager'),
      ...Array<string>(loading.length - eager).fill('lazy'),
    ]);
  });

  it('shows the loader as a progress bar', () => {
    render(<StoriesGalleryScreen locale="pt" route="couples" photoFor={fakeAlbumPhoto} />);
    expect(screen.getByRole('progressbar', { name: galleryMessages.pt.loader.label })).toBeInTheDocument();
  });
});
