/**
 * The route table: every page of the site, its English address (no language suffix), whether
 * the language toggle keeps the visitor on it, and its place in the menu. The menu, the language
 * toggle, the breadcrumbs, the sitemap and the tests read this table.
 *
 * To add a page, e.g. /investment with an entry in the menu, change or create these six files in order;
 * `npx tsc --noEmit` and `npm test` name whatever is still missing (the file, the language, the key):
 * 1. This file: a row `investment: { path: '/investment', toggles: true, nav: 'top' }`, placed in
 *    the table where it goes in the menu. `nav: 'top'` is an entry of its own, 'stories' or 'info'
 *    puts it in that submenu, no `nav` leaves it out of the menu; `toggles: false` makes the
 *    language toggle send the visitor home from it. The menu is built from this table
 *    (lib/navigation.ts); nothing else lists the pages.
 * 2. content/dictionaries/meta.ts: its `title`, `description` and (with `nav`) its `menu` label,
 *    in `en` and in `pt`.
 * 3. content/pages/investment.ts: its words in both languages, as a `TextPage` (content/types.ts:
 *    a heading, an introduction, numbered sections, closing words and a button to another page;
 *    copy content/pages/photoshoot-process.ts and its .en.yml and .pt.yml files, and give it an
 *    entry in the editor's Pages, admin/editor/cms-config.ts). A page laid out otherwise also
 *    needs a screen of its own in components/pages/ (about-screen.tsx shows the words of
 *    content/pages/about.ts).
 * 4. app/(en)/investment/page.tsx, which shows those words as the English page:
 *      import { routePage } from '@/components/layout/route-page';
 *      import { textPageScreen } from '@/components/pages/text-page-screen';
 *      import { investment } from '@/content/pages/investment';
 *
 *      const { Page, metadata } = routePage('investment', 'en', textPageScreen(investment));
 *      export { Page as default, metadata };
 * 5. app/(pt)/investment/pt-pt/page.tsx: the same with 'pt'.
 * 6. app/(en)/investment/en-en/page.tsx: `export { default, metadata } from '../page';`.
 * firebase.json's redirect of /investment/en-en is written for you by `npm run redirects`, which
 * `npm run build`, `npm run dev` and `npm start` run first; commit the file it changes (`npm test`
 * checks it and names the command). No test needs editing.
 */
export const routes = {
  home: { path: '/', toggles: true, nav: 'top' },
  about: { path: '/about', toggles: true, nav: 'top' },
  weddings: { path: '/stories/weddings', toggles: true, nav: 'stories' },
  couples: { path: '/stories/couples', toggles: true, nav: 'stories' },
  family: { path: '/stories/family', toggles: true, nav: 'stories' },
  photoshootProcess: { path: '/stories/photoshoot-process', toggles: true, nav: 'stories' },
  faq: { path: '/faq', toggles: true, nav: 'info' },
  testimonials: { path: '/testimonials', toggles: true, nav: 'info' },
  contact: { path: '/contact', toggles: true, nav: 'top' },
  // The footer links to these two (components/layout/site-footer.tsx); the toggle sends them home.
  legalNotice: { path: '/legal-notice', toggles: false },
  privacyPolicy: { path: '/privacy-policy', toggles: false },
} as const satisfies Record<string, Route>;

/**
 * The menu's submenus, each where its first page stands in the table. 'link': the group's label
 * leads to that first page and hovering it opens the submenu; 'button': the label only opens it.
 * Each label is in content/dictionaries/shell.ts (`nav`), under the group's name.
 */
export const navGroups = {
  stories: 'link',
  info: 'button',
} as const satisfies Record<string, 'link' | 'button'>;

type Route = {
  path: string;
  /** Whether the language toggle keeps the visitor on this page (otherwise it leads to the other language's home). */
  toggles: boolean;
  /** Its place in the menu: an entry of its own ('top') or in a submenu of navGroups. */
  nav?: 'top' | keyof typeof navGroups;
};

export type RouteKey = keyof typeof routes;
/** The routes with a place in the menu (a `nav` entry in the table above). */
export type NavRouteKey = { [K in RouteKey]: (typeof routes)[K] extends { nav: string } ? K : never }[RouteKey];

/**
 * Extra English paths that show an existing screen. Each also exists with both language
 * suffixes; the page's canonical URL is the target route's. `/stories` shows the weddings.
 */
export const routeAliases = {
  '/home': { route: 'home', toggles: true },
  '/stories': { route: 'weddings', toggles: false },
} as const satisfies Record<string, { route: RouteKey; toggles: boolean }>;

/**
 * Addresses that moved, each to its new English address: the old one answers with a permanent
 * redirect (301) there, and so do its Portuguese (/pt-pt, to the new Portuguese page) and /en-en
 * forms. `npm run redirects` writes the rules into firebase.json. The couples and family albums'
 * story addresses lost the ordering number of their old folder names.
 */
export const movedPages = {
  '/stories/couples/1-costa-vicentina': '/stories/couples/leonor-miguel',
  '/stories/couples/2-ponta-da-piedade': '/stories/couples/carolina-andre',
  '/stories/family/1-ria-formosa': '/stories/family/ferreira-family',
  '/stories/family/2-serra-de-monchique': '/stories/family/sousa-family',
  '/stories/family/3-praia-da-falesia': '/stories/family/carvalho-family',
} as const satisfies Record<string, string>;

/** The gallery categories of the stories screen, in the order of the navigation. */
export const galleryRoutes = ['weddings', 'couples', 'family'] as const satisfies readonly RouteKey[];
export type GalleryRouteKey = (typeof galleryRoutes)[number];
