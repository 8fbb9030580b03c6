import type { RouteKey } from '@/content/routes';
import type { ShellMessages } from '@/content/dictionaries/shell';

type NavLabel = keyof ShellMessages['nav'];

export type NavLink = { route: RouteKey; label: NavLabel };
export type NavEntry =
  (NavLink & { kind: 'link'; children?: NavLink[] }) | { kind: 'group'; label: NavLabel; children: NavLink[] };

/** The site navigation (spec §2), shared by the desktop navbar and the mobile sidebar. */
export const navigation: NavEntry[] = [
  { kind: 'link', route: 'home', label: 'home' },
  { kind: 'link', route: 'about', label: 'about' },
  {
    kind: 'link',
    route: 'weddings',
    label: 'stories',
    children: [
      { route: 'weddings', label: 'weddings' },
      { route: 'couples', label: 'couples' },
      { route: 'family', label: 'family' },
      { route: 'photoshootProcess', label: 'photoshootProcess' },
    ],
  },
  {
    kind: 'group',
    label: 'info',
    children: [
      { route: 'faq', label: 'faq' },
      { route: 'testimonials', label: 'testimonials' },
    ],
  },
  { kind: 'link', route: 'contact', label: 'contact' },
];
