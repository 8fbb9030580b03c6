/** @jest-environment node */
import { navigation, navigationOf, type NavEntry } from './navigation';

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
describe('the site navigation', () => {
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

  it('labels each link by its route and each submenu by its group', () => {
    const [home, stories, , info] = navigationOf(table, { stories: 'link', info: 'button' });
    expect(home).toEqual({ kind: 'link', route: 'home', label: 'home' });
    expect(stories).toMatchObject({ kind: 'link', route: 'weddings', label: 'stories' });
    expect(stories?.children?.map((child) => child.label)).toEqual(['weddings', 'couples']);
    expect(info).toMatchObject({ kind: 'group', label: 'info' });
  });
});
