import type { RouteKey } from '@/content/routes';
import type { Locale } from '@/lib/i18n';
import { SiteShell } from '@/components/layout/site-shell';
import { PlaceholderScreen } from './placeholder-screen';

type RouteScreenProps = { route: RouteKey; locale: Locale; pathname: string };

/** The screen of a route inside the site shell. */
export function RouteScreen({ route, locale, pathname }: RouteScreenProps) {
  return (
    <SiteShell locale={locale} pathname={pathname}>
      <PlaceholderScreen route={route} locale={locale} />
    </SiteShell>
  );
}
