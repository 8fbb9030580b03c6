import { render, screen, within } from '@testing-library/react';
import { site } from '@/content/site';
import { homePhotos } from '@/content/pages/home';
import { jpegFile } from '@/lib/photo-files';
import { fakePhoto } from '@/test-support/photos';
import { HomeScreen } from './home-screen';

// lib/photos reads the image manifest built from the photos; here each photo is a stand-in
// whose file name says which album photo it is (index from 0, as lib/photos counts).
jest.mock('@/lib/photos', () => ({
  ...jest.requireActual('@/lib/photos'),
  getPhoto: (category: string, album: string, index: number) =>
    jest.requireActual('@/test-support/photos').fakePhoto(`${category}/${album}#${index}`),
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
    slideshow: 'Featured photos',
    headings: [/^Hello, I'm /, 'the adventure begins', 'MY WORK PROCESS', 'Portfolio', 'Stay connected'],
    subtitle: 'A STORYTELLER PHOTOGRAPHER',
    about: { name: 'More about me', href: '/about' },
    process: { name: 'Learn more about my work process', href: '/stories/photoshoot-process' },
    tiles: [
      { name: 'Weddings', href: '/stories/weddings' },
      { name: 'Couples', href: '/stories/couples' },
      { name: 'Family', href: '/stories/family' },
    ],
    packs: ['Best seller', 'Up to 50 wedding guests', '+150 wedding guests'],
    contact: { name: 'Get in touch', href: '/contact' },
  },
  {
    locale: 'pt' as const,
    slideshow: 'Fotografias em destaque',
    headings: [/^Olá, sou a /, 'a aventura começa', 'O MEU PROCESSO DE TRABALHO', 'Portefólio', 'Acompanha-me'],
    subtitle: 'FOTÓGRAFA DE HISTÓRIAS',
    about: { name: 'Mais sobre mim', href: '/about/pt-pt' },
    process: { name: 'Vê aqui como é o meu processo de trabalho', href: '/stories/photoshoot-process/pt-pt' },
    tiles: [
      { name: 'CASAMENTOS', href: '/stories/weddings/pt-pt' },
      { name: 'CASAIS', href: '/stories/couples/pt-pt' },
      { name: 'FAMÍLIA', href: '/stories/family/pt-pt' },
    ],
    packs: ['O mais escolhido', 'Até 50 convidados', '+150 convidados'],
    contact: { name: 'Entra em contacto', href: '/contact/pt-pt' },
  },
])('HomeScreen ($locale)', (expected) => {
  const { locale } = expected;

  it('has exactly one page heading', () => {
    render(<HomeScreen locale={locale} />);
    const h1 = screen.getAllByRole('heading', { level: 1 });
    expect(h1).toHaveLength(1);
    expect(h1[0]).toHaveTextContent(site.name);
  });

  it('shows its sections in the order of the spec, after the slideshow', () => {
    const { container } = render(<HomeScreen locale={locale} />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(expected.headings.length);
    headings.forEach((heading, index) => expect(heading).toHaveTextContent(expected.headings[index]!));

    const slideshow = screen.getByRole('region', { name: expected.slideshow });
    const order = [slideshow, ...headings];
    for (let i = 1; i < order.length; i += 1) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(container.firstElementChild?.querySelector('section')).toBe(slideshow);
  });

  it('shows the about card with its subtitle, an italic quote and a link to about', () => {
    render(<HomeScreen locale={locale} />);
    const card = screen.getByRole('region', { name: expected.headings[0] as RegExp });
    expect(within(card).getByText(expected.subtitle)).toBeInTheDocument();
    expect(within(card).getByRole('blockquote')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: expected.about.name })).toHaveAttribute('href', expected.about.href);
  });

  it('links the work process block to the photoshoot process page', () => {
    render(<HomeScreen locale={locale} />);
    const block = screen.getByRole('region', { name: expected.headings[2] as string });
    expect(within(block).getByRole('link', { name: expected.process.name })).toHaveAttribute('href', expected.process.href);
  });

  it('links each portfolio tile to its stories page in the same language', () => {
    render(<HomeScreen locale={locale} />);
    const portfolio = screen.getByRole('region', { name: expected.headings[3] as string });
    const links = within(portfolio).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expected.tiles.map((tile) => [tile.name, tile.href]),
    );
    expect(within(portfolio).getAllByRole('img')).toHaveLength(3);
  });

  it('shows the pack labels in the adventure section, with a link to contact', () => {
    render(<HomeScreen locale={locale} />);
    const adventure = screen.getByRole('region', { name: expected.headings[1] as string });
    for (const label of expected.packs) expect(within(adventure).getByText(label)).toBeInTheDocument();
    expect(within(adventure).getByRole('link', { name: expected.contact.name })).toHaveAttribute('href', expected.contact.href);
  });

  it('invites to stay connected with the Instagram handle', () => {
    render(<HomeScreen locale={locale} />);
    const stay = screen.getByRole('region', { name: expected.headings[4] as string });
    const link = within(stay).getByRole('link', { name: new RegExp(site.instagram.handle.replace('.', '\\.')) });
    expect(link).toHaveTextContent(site.instagram.handle);
    expect(link).toHaveAttribute('href', site.instagram.url);
  });

  it('gives the first slide, and only the first, high fetch priority and eager loading', () => {
    render(<HomeScreen locale={locale} />);
    const slideshow = screen.getByRole('region', { name: expected.slideshow });
    const first = within(within(slideshow).getByRole('group')).getByRole('img');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    const firstSlide = homePhotos.slides[0]!;
    expect(first.getAttribute('src')).toBe(jpegFile(fakePhoto(`${firstSlide.category}/${firstSlide.album}#${firstSlide.position - 1}`)));
    expect(document.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
  });

  it('describes every photo in the page language', () => {
    const { container } = render(<HomeScreen locale={locale} />);
    const images = [...container.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(3);
    const alts = images.map((img) => img.getAttribute('alt') ?? '');
    for (const alt of alts) expect(alt.length).toBeGreaterThan(10);
    expect(alts).toContain(
      locale === 'en'
        ? 'James spinning Emma on a dirt track at sunset'
        : 'O James a rodopiar a Emma num caminho de terra ao pôr do sol',
    );
  });
});
