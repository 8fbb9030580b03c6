/**
 * The route table: every screen of the site and its English path (no language suffix).
 * Navigation, the language toggle, the sitemap and the tests read this table; each route has a
 * page file per language under app/ (a test checks that they match).
 * To add a page: add a row here, its title and description in content/dictionaries/meta.ts,
 * and its page files (app/(en)/<path>/page.tsx, app/(en)/<path>/en-en/page.tsx and
 * app/(pt)/<path>/pt-pt/page.tsx).
 * `toggles` says whether the language toggle keeps the visitor on the same section (the spec
 * lists the sections it handles).
 */
export const routes = {
  home: { path: '/', toggles: true },
  about: { path: '/about', toggles: true },
  weddings: { path: '/stories/weddings', toggles: true },
  couples: { path: '/stories/couples', toggles: true },
  family: { path: '/stories/family', toggles: true },
  photoshootProcess: { path: '/stories/photoshoot-process', toggles: true },
  contact: { path: '/contact', toggles: true },
  faq: { path: '/faq', toggles: true },
  testimonials: { path: '/testimonials', toggles: true },
  legalNotice: { path: '/legal-notice', toggles: false },
  privacyPolicy: { path: '/privacy-policy', toggles: false },
} as const;

export type RouteKey = keyof typeof routes;

/**
 * Extra English paths that show an existing screen. Each also exists with both language
 * suffixes; the page's canonical URL is the target route's. `/stories` shows the weddings.
 */
export const routeAliases = {
  '/home': { route: 'home', toggles: true },
  '/stories': { route: 'weddings', toggles: false },
} as const satisfies Record<string, { route: RouteKey; toggles: boolean }>;

/** The gallery categories of the stories screen, in the order of the navigation. */
export const galleryRoutes = ['weddings', 'couples', 'family'] as const satisfies readonly RouteKey[];
export type GalleryRouteKey = (typeof galleryRoutes)[number];
