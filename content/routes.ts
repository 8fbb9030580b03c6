/**
 * The route table: every screen of the site and its English path (no language suffix).
 * Pages, navigation, the language toggle, the sitemap and the tests all read this table.
 * To add a page: add a row here, then its title and description in content/dictionaries/pages.ts.
 */
export const routes = {
  home: { path: '/', screen: 'home', toggles: true },
  about: { path: '/about', screen: 'about', toggles: true },
  weddings: { path: '/stories/weddings', screen: 'stories', toggles: true },
  couples: { path: '/stories/couples', screen: 'stories', toggles: true },
  family: { path: '/stories/family', screen: 'stories', toggles: true },
  photoshootProcess: { path: '/stories/photoshoot-process', screen: 'stories', toggles: true },
  contact: { path: '/contact', screen: 'contact', toggles: true },
  faq: { path: '/faq', screen: 'faq', toggles: true },
  testimonials: { path: '/testimonials', screen: 'testimonials', toggles: true },
  legalNotice: { path: '/legal-notice', screen: 'legal-notice', toggles: false },
  privacyPolicy: { path: '/privacy-policy', screen: 'privacy-policy', toggles: false },
} as const;

export type RouteKey = keyof typeof routes;

/**
 * Extra English paths that show an existing screen. Each also exists with both language
 * suffixes; the page's canonical URL is the target route's.
 * `/stories` shows the weddings category by default. `toggles` says whether the language
 * toggle keeps the visitor on the same section (the spec lists the sections it handles).
 */
export const routeAliases = {
  '/home': { route: 'home', toggles: true },
  '/stories': { route: 'weddings', toggles: false },
} as const satisfies Record<string, { route: RouteKey; toggles: boolean }>;

/** The gallery categories of the stories screen, in the order of the navigation. */
export const galleryRoutes = ['weddings', 'couples', 'family'] as const satisfies readonly RouteKey[];
export type GalleryRouteKey = (typeof galleryRoutes)[number];
