import { render, screen, within } from '@testing-library/react';
import { getPage, getSite } from '@/content/read';
import { pagesMessages } from '@/content/dictionaries/pages';
import { homePage, homePhotos } from '@/content/pages/home';
import { jpegFile } from '@/lib/photo-files';
import { albumsIn } from '@/test-support/galleries';
import { contentAlt, fakePhoto } from '@/test-support/photos';
import { HomeScreen } from './home-screen';

// lib/photos reads the image manifest built from the photos; here each photo is a stand-in
// whose file name says which album photo it is.
jest.mock('@/lib/photos', () => ({
  ...jest.requireActual<typeof import('@/lib/photos')>('@/lib/photos'),
  getPhoto: (album: string, file: string) =>
    jest.requireActual<typeof import('@/test-support/photos')>('@/test-support/photos').fakePhoto(`${album}/${file}`),
}));

beforeEach(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }),
  });
});

describe.each([
  {
    locale: 'en' as const,
    about: '/about',
    process: '/stories/photoshoot-process',
    tiles: ['/stories/weddings', '/stories/couples', '/stories/family'],
    contact: '/contact',
  },
  {
    locale: 'pt' as const,
    about: '/about/pt-pt',
    process: '/stories/photoshoot-process/pt-pt',
    tiles: ['/stories/weddings/pt-pt', '/stories/couples/pt-pt', '/stories/family/pt-pt'],
    contact: '/contact/pt-pt',
  },
])('HomeScreen ($locale)', (expected) => {
  const { locale } = expected;
  const messages = pagesMessages[locale].home;
  const content = getPage(homePage)[locale];
  // The section headings, in their fixed order: about card, adventure, work process, portfolio, stay connected.
  const headings = [
    content.about.title,
    messages.adventure.heading,
    messages.process.heading,
    content.portfolio.heading,
    messages.stayConnected.heading,
  ];

  it('has exactly one page heading', () => {
    render(<HomeScreen locale={locale} />);
    const h1 = screen.getAllByRole('heading', { level: 1 });
    expect(h1).toHaveLength(1);
    expect(h1[0]).toHaveTextContent(getSite().name);
  });

  it('shows its sections in their fixed order, after the slideshow', () => {
    const { container } = render(<HomeScreen locale={locale} />);
    const shown = screen.getAllByRole('heading', { level: 2 });
    expect(shown.map((heading) => heading.textContent)).toEqual(headings);

    const slideshow = screen.getByRole('region', { name: messages.slideshow.label });
    const order = [slideshow, ...shown];
    for (let i = 1; i < order.length; i += 1) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(container.firstElementChild?.querySelector('section')).toBe(slideshow);
  });

  it('shows the about card with its subtitle, an italic quote and a link to about', () => {
    render(<HomeScreen locale={locale} />);
    const card = screen.getByRole('region', { name: content.about.title });
    expect(within(card).getByText(messages.about.subtitle)).toBeInTheDocument();
    expect(within(card).getByRole('blockquote')).toHaveTextContent(content.about.quote);
    expect(within(card).getByRole('link', { name: messages.about.link })).toHaveAttribute('href', expected.about);
  });

  it('links the work process block to the photoshoot process page', () => {
    render(<HomeScreen locale={locale} />);
    const block = screen.getByRole('region', { name: messages.process.heading });
    expect(
      within(block).getByRole('link', { name: `${messages.process.link} ${messages.process.linkHiddenText}` }),
    ).toHaveAttribute('href', expected.process);
  });

  it('links each portfolio tile to its stories page in the same language', () => {
    render(<HomeScreen locale={locale} />);
    const portfolio = screen.getByRole('region', { name: content.portfolio.heading });
    const links = within(portfolio).getAllByRole('link');
    const tiles = [messages.portfolio.weddings, messages.portfolio.couples, messages.portfolio.family];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      tiles.map((name, index) => [name, expected.tiles[index]]),
    );
    expect(within(portfolio).getAllByRole('img')).toHaveLength(3);
  });

  it('shows a tile only for each gallery that has an album', () => {
    const tilesOf = (albums: ReturnType<typeof albumsIn>) => {
      const { unmount } = render(<HomeScreen locale={locale} albums={albums} />);
      const portfolio = screen.getByRole('region', { name: content.portfolio.heading });
      const shown = within(portfolio)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(within(portfolio).getAllByRole('img')).toHaveLength(shown.length);
      unmount();
      return shown;
    };
    expect(tilesOf(albumsIn('weddings'))).toEqual([[messages.portfolio.weddings, expected.tiles[0]]]);
    expect(tilesOf(albumsIn('couples', 'family'))).toEqual([
      [messages.portfolio.couples, expected.tiles[1]],
      [messages.portfolio.family, expected.tiles[2]],
    ]);
  });

  it('shows the pack labels in the adventure section, with a link to contact', () => {
    render(<HomeScreen locale={locale} />);
    const adventure = screen.getByRole('region', { name: messages.adventure.heading });
    for (const label of [messages.adventure.bestSeller, messages.adventure.upTo50, messages.adventure.over150]) {
      expect(within(adventure).getByText(label)).toBeInTheDocument();
    }
    expect(within(adventure).getByRole('link', { name: messages.adventure.link })).toHaveAttribute(
      'href',
      expected.contact,
    );
  });

  it('invites to stay connected with the Instagram handle', () => {
    render(<HomeScreen locale={locale} />);
    const stay = screen.getByRole('region', { name: messages.stayConnected.heading });
    const link = within(stay).getByRole('link', { name: new RegExp(getSite().instagram.handle.replace('.', '\\.')) });
    expect(link).toHaveTextContent(getSite().instagram.handle);
    expect(link).toHaveAttribute('href', getSite().instagram.url);
  });

  it('gives the first slide, and only the first, high fetch priority and eager loading', () => {
    render(<HomeScreen locale={locale} />);
    const slideshow = screen.getByRole('region', { name: messages.slideshow.label });
    const first = within(within(slideshow).getByRole('group')).getByRole('img');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    const firstSlide = homePhotos().slides[0]!;
    expect(first.getAttribute('src')).toBe(jpegFile(fakePhoto(`${firstSlide.album}/${firstSlide.file}`)));
    expect(document.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
  });

  it('describes every photo in the page language', () => {
    const { container } = render(<HomeScreen locale={locale} />);
    const images = [...container.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(3);
    const alts = images.map((img) => img.getAttribute('alt') ?? '');
    for (const alt of alts) expect(alt.length).toBeGreaterThan(10);
    expect(alts).toContain(contentAlt(homePhotos().slides[0]!, locale));
  });
});
