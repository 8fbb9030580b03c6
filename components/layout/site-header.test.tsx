/**
 * The header as the server renders it for a photographer with one wedding of hers and no couple
 * or family album (lib/albums stands in for her albums): the navbar, the sidebar and the language
 * toggle follow the galleries shown, handed to them by the server.
 */
import { render, screen, within } from '@testing-library/react';
import { shellMessages } from '@/content/dictionaries/shell';
import { menuLabel } from '@/lib/navigation';
import { SiteHeader } from './site-header';

jest.mock('@/lib/albums', () => {
  const { albumsIn } = jest.requireActual<typeof import('@/test-support/galleries')>('@/test-support/galleries');
  const { galleriesWithAlbums } = jest.requireActual<typeof import('@/lib/albums/gallery')>('@/lib/albums/gallery');
  const albumsByCategory = albumsIn('weddings');
  return { albumsByCategory, shownGalleries: galleriesWithAlbums(albumsByCategory) };
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe.each([
  { locale: 'en' as const, weddings: '/stories/weddings', process: '/stories/photoshoot-process', home: '/home/pt-pt' },
  {
    locale: 'pt' as const,
    weddings: '/stories/weddings/pt-pt',
    process: '/stories/photoshoot-process/pt-pt',
    home: '/home/en-en',
  },
])('the header with a wedding of hers alone ($locale)', ({ locale, weddings, process, home }) => {
  const nav = shellMessages[locale].nav;

  it.each([nav.label, nav.sidebarNavigationLabel])(
    'lists in %s the weddings and the photoshoot process under stories, which leads to the weddings',
    (name) => {
      render(<SiteHeader locale={locale} />);
      // The sidebar's list is in its closed dialog: there, but hidden until the menu opens.
      const menu = screen.getByRole('navigation', { name, hidden: true });
      const links = within(menu).getAllByRole('link', { hidden: true });
      const targets = Object.fromEntries(links.map((link) => [link.textContent, link.getAttribute('href')]));
      expect(targets).toMatchObject({
        [menuLabel('stories', locale)]: weddings,
        [menuLabel('weddings', locale)]: weddings,
        [menuLabel('photoshootProcess', locale)]: process,
      });
      for (const gone of ['couples', 'family'] as const) {
        expect(Object.keys(targets)).not.toContain(menuLabel(gone, locale));
        expect(links.map((link) => link.getAttribute('href'))).not.toContainEqual(
          expect.stringMatching(/\/stories\/(couples|family)/),
        );
      }
    },
  );

  it('leads the language toggle, at the address of a gallery without an album, to the other language’s home', () => {
    window.history.replaceState(null, '', locale === 'en' ? '/stories/couples' : '/stories/family/pt-pt');
    render(<SiteHeader locale={locale} />);
    for (const toggle of screen.getAllByRole('link', {
      name: shellMessages[locale].languageToggle.label,
      hidden: true,
    }))
      expect(toggle).toHaveAttribute('href', home);
  });

  it('keeps the language toggle on the weddings’ page', () => {
    window.history.replaceState(null, '', weddings);
    render(<SiteHeader locale={locale} />);
    const other = locale === 'en' ? '/stories/weddings/pt-pt' : '/stories/weddings';
    for (const toggle of screen.getAllByRole('link', {
      name: shellMessages[locale].languageToggle.label,
      hidden: true,
    }))
      expect(toggle).toHaveAttribute('href', other);
  });
});
