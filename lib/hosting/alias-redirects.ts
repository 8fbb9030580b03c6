/**
 * firebase.json's redirects, checked against the route table: each moved page's old address (in
 * both languages and its /en-en form) to its new one; every English page's /en-en alias (301) to
 * the page, and every gallery's story pages by one `:album` rule (one segment wide, so it can never
 * capture a URL and send a visitor off-site, as `/:section/en-en` once did with
 * `/https:/evil.example/en-en`). Nothing else redirects. `npm run redirects` writes them into
 * firebase.json (`npm run build` and `npm run dev` run it first), so a page added to the route table
 * needs no hand-written redirect; the check (npm test) names what differs.
 */
import { englishAliasOf, localizePath } from '@/lib/routing';
import type { HostingConfig, RedirectRule } from './hosting-config';

export type AliasTable = {
  /** The English path of every page of the route table ('/', '/about', '/stories'). */
  pagePaths: readonly string[];
  /** The English path of every gallery, whose story pages are `<gallery>/<album>`. */
  galleryPaths: readonly string[];
  /** Old English addresses, each with its new one (content/routes.ts's movedPages). */
  moved: Readonly<Record<string, string>>;
};

export type AliasRedirectCheck = { missing: RedirectRule[]; superfluous: RedirectRule[]; message: string | null };

const sameRule = (a: RedirectRule) => (b: RedirectRule) =>
  a.source === b.source && a.destination === b.destination && a.type === b.type;

/** As firebase.json lays out an entry of `redirects`, with the comma that separates it from the next. */
const asEntry = (rule: RedirectRule) => `${JSON.stringify(rule, null, 2).replace(/^/gm, '      ')},`;

/**
 * The redirects firebase.json holds: the moved pages first (the first matching rule wins, so an old
 * address's /en-en form goes to the new page in one step), then each page's /en-en alias, then each
 * gallery's story pages.
 */
export function englishAliasRedirects({ pagePaths, galleryPaths, moved }: AliasTable): RedirectRule[] {
  return [
    ...Object.entries(moved).flatMap(([from, to]) => [
      { source: from, destination: to, type: 301 as const },
      { source: localizePath(from, 'pt'), destination: localizePath(to, 'pt'), type: 301 as const },
      { source: englishAliasOf(from), destination: to, type: 301 as const },
    ]),
    ...pagePaths.map((path) => ({ source: englishAliasOf(path), destination: path, type: 301 as const })),
    ...galleryPaths.map((gallery) => ({
      source: englishAliasOf(`${gallery}/:album`),
      destination: `${gallery}/:album`,
      type: 301 as const,
    })),
  ];
}

export function missingEnglishAliasRedirects(
  table: AliasTable,
  config: Pick<HostingConfig, 'redirects'>,
): AliasRedirectCheck {
  const expected = englishAliasRedirects(table);
  const missing = expected.filter((rule) => !config.redirects.some(sameRule(rule)));
  const superfluous = config.redirects.filter((rule) => !expected.some(sameRule(rule)));
  const parts = [
    missing.length > 0 &&
      `firebase.json lacks these "redirects" (every page of content/routes.ts, and each gallery’s story pages, redirects its /en-en alias; each moved page redirects to its new address); \`npm run redirects\` adds them:\n${missing.map(asEntry).join('\n')}`,
    superfluous.length > 0 &&
      `firebase.json has these "redirects" too many (it redirects only the /en-en aliases of content/routes.ts's pages, each to its page, and the moved pages); \`npm run redirects\` removes them:\n${superfluous.map(asEntry).join('\n')}`,
  ].filter((part) => part !== false);
  return { missing, superfluous, message: parts.length > 0 ? parts.join('\n\n') : null };
}
