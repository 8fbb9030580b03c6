/** @jest-environment node */
import { galleryRoutes } from '@/content/routes';
import { navigationOf, siteNavigation, type NavEntry } from './navigation';

/** A menu as `label → where it leads [submenu]`. */
function outline(entries: NavEntry<string, string>[]): string[] {
  return entries.map((entry) => {
    const target = entry.kind === 'link' ? ` → ${entry.route}` : '';
    const submenu = entry.children ? ` [${entry.children.map((child) => child.route).join(', ')}]` : '';
    return `${entry.label}${target}${submenu}`;
  });
}

/** The items of `actual` that are required, in `actual`'s order: the required list when none is missing or out of place. */
const requiredItems = (actual: string[], required: string[]) => actual.filter((item) => required.includes(item));

// A page added to the menu in content/routes.ts passes: these check the required entries in
// their order among whatever else the table adds. A failure means a required entry moved or went.
describe('the site navigation, every gallery holding an album', () => {
  const navigation = siteNavigation(galleryRoutes);
  const byLabel = (label: string) => navigation.find((entry) => entry.label === label)!;
  const submenu = (label: string) => (byLabel(label).children ?? []).map((child) => child.route);

  it('lists home, about, stories, info and contact in this order', () => {
    const required = ['home', 'about', 'stories', 'info', 'contact'];
    expect(
      requiredItems(
        navigation.map((entry) => entry.label),
        required,
      ),
    ).toEqual(required);
  });

  it('leads home, about and contact to their pages and stories to the weddings; info only opens its submenu', () => {
    const target = (label: string) => {
      const entry = byLabel(label);
      return entry.kind === 'link' ? entry.route : 'a button';
    };
    expect(
      Object.fromEntries(['home', 'about', 'contact', 'stories', 'info'].map((label) => [label, target(label)])),
    ).toEqual({
      home: 'home',
      about: 'about',
      contact: 'contact',
      stories: 'weddings',
      info: 'a button',
    });
  });

  it('opens a stories submenu of the three galleries and the photoshoot process, and an info submenu of FAQ and testimonials', () => {
    const stories = ['weddings', 'couples', 'family', 'photoshootProcess'];
    expect(requiredItems(submenu('stories'), stories)).toEqual(stories);
    expect(requiredItems(submenu('info'), ['faq', 'testimonials'])).toEqual(['faq', 'testimonials']);
  });
});

describe('the site navigation, some galleries without an album', () => {
  it.each([
    [['weddings'], 'weddings', ['weddings', 'photoshootProcess']],
    [['weddings', 'family'], 'weddings', ['weddings', 'family', 'photoshootProcess']],
    [['couples', 'family'], 'couples', ['couples', 'family', 'photoshootProcess']],
    [['family'], 'family', ['family', 'photoshootProcess']],
  ] as const)('with %j shown: stories leads to %s and its submenu lists %j', (galleries, storiesLink, submenu) => {
    const stories = siteNavigation(galleries).find((entry) => entry.label === 'stories');
    expect(stories).toMatchObject({ kind: 'link', route: storiesLink });
    expect(stories?.children?.map((child) => child.route)).toEqual(submenu);
  });

  it('keeps every other entry of the menu, in its order', () => {
    const withoutGalleries = (entries: NavEntry[]) =>
      outline(entries).map((line) => line.replace(/ → (weddings|couples|family)| \[.*\]/g, ''));
    expect(withoutGalleries(siteNavigation(['couples']))).toEqual(withoutGalleries(siteNavigation(galleryRoutes)));
    expect(siteNavigation(['couples']).find((entry) => entry.label === 'info')?.children).toEqual(
      siteNavigation(galleryRoutes).find((entry) => entry.label === 'info')?.children,
    );
  });
});

describe('navigationOf', () => {
  const table = {
    home: { path: '/', nav: 'top' },
    weddings: { path: '/stories/weddings', nav: 'stories' },
    prices: { path: '/prices', nav: 'top' },
    couples: { path: '/stories/couples', nav: 'stories' },
    faq: { path: '/faq', nav: 'info' },
    legal: { path: '/legal' },
    testimonials: { path: '/testimonials', nav: 'info' },
  } as const;

  it("lists the table's pages with a menu place in the table's order, each submenu where its first page stands", () => {
    expect(outline(navigationOf(table, { stories: 'link', info: 'button' }))).toEqual([
      'home → home',
      'stories → weddings [weddings, couples]',
      'prices → prices',
      'info [faq, testimonials]',
    ]);
  });

  it('leaves out the pages `shows` does not keep, a link group then leading to its first page kept', () => {
    expect(outline(navigationOf(table, { stories: 'link', info: 'button' }, (route) => route !== 'weddings'))).toEqual([
      'home → home',
      'prices → prices',
      'stories → couples [couples]',
      'info [faq, testimonials]',
    ]);
  });

  it('labels each link by its route and each submenu by its group', () => {
    const [home, stories, , info] = navigationOf(table, { stories: 'link', info: 'button' });
    expect(home).toEqual({ kind: 'link', route: 'home', label: 'home' });
    expect(stories).toMatchObject({ kind: 'link', route: 'weddings', label: 'stories' });
    expect(stories?.children?.map((child) => child.label)).toEqual(['weddings', 'couples']);
    expect(info).toMatchObject({ kind: 'group', label: 'info' });
  });
});
