import { metaMessages } from '@/content/dictionaries/meta';
import { shellMessages } from '@/content/dictionaries/shell';
import { navGroups, routes, type GalleryRouteKey, type NavRouteKey } from '@/content/routes';
import type { Locale } from './i18n';
import { isGalleryRoute } from './routing';

type GroupKind = 'link' | 'button';
type Row<Group extends string> = { path: string; nav?: 'top' | Group };

/** The routes of a table that have a place in the menu. */
type InMenu<Table> = { [K in keyof Table & string]: Table[K] extends { nav: string } ? K : never }[keyof Table &
  string];

/** A link of the menu; its label is keyed by its route (or, for a group's link, by the group). */
export type NavLink<Route extends string = NavRouteKey, Label extends string = NavLabelKey> = {
  route: Route;
  label: Label;
};
export type NavEntry<Route extends string = NavRouteKey, Label extends string = NavLabelKey> =
  | (NavLink<Route, Label> & { kind: 'link'; children?: NavLink<Route, Label>[] })
  | { kind: 'group'; label: Label; children: NavLink<Route, Label>[] };

/**
 * The menu a route table describes: its routes with a `nav` place that `shows` keeps, in the
 * table's order, a submenu standing where its first route does ('link' groups lead to that route).
 */
export function navigationOf<Table extends Record<string, Row<Group>>, Group extends string>(
  table: Table,
  groups: Record<Group, GroupKind>,
  shows: (route: InMenu<Table>) => boolean = () => true,
): NavEntry<InMenu<Table>, InMenu<Table> | Group>[] {
  type Entry = NavEntry<InMenu<Table>, InMenu<Table> | Group>;
  const entries: Entry[] = [];
  const submenus = new Map<Group, Extract<Entry, { children?: unknown }>>();
  for (const [key, row] of Object.entries<Row<Group>>(table)) {
    // A row with a `nav` place is, by InMenu's definition, a route of the menu.
    const route = key as InMenu<Table>;
    if (!row.nav || !shows(route)) continue;
    if (row.nav === 'top') {
      entries.push({ kind: 'link', route, label: route });
      continue;
    }
    let submenu = submenus.get(row.nav);
    if (!submenu) {
      submenu =
        groups[row.nav] === 'link'
          ? { kind: 'link', route, label: row.nav, children: [] }
          : { kind: 'group', label: row.nav, children: [] };
      submenus.set(row.nav, submenu);
      entries.push(submenu);
    }
    (submenu.children ??= []).push({ route, label: route });
  }
  return entries;
}

/** The menu's labels: one per route in the menu and per group. */
export type NavLabelKey = NavRouteKey | keyof typeof navGroups;

const isGroup = (label: NavLabelKey): label is keyof typeof navGroups => label in navGroups;

/** A label of the menu: a page's is its `menu` in content/dictionaries/meta.ts, a group's is in shell.ts (`nav`). */
export function menuLabel(label: NavLabelKey, locale: Locale): string {
  return isGroup(label) ? shellMessages[locale].nav[label] : metaMessages[locale][label].menu;
}

/**
 * The site navigation with these galleries shown (lib/albums' shownGalleries), shared by the
 * desktop navbar and the mobile sidebar: a gallery without an album is left out, and the STORIES
 * entry leads to the first gallery shown.
 */
export function siteNavigation(galleries: readonly GalleryRouteKey[]): NavEntry[] {
  return navigationOf(routes, navGroups, (route) => !isGalleryRoute(route) || galleries.includes(route));
}
