import type { RouteKey } from '@/content/routes';
import type { Locale } from '@/lib/i18n';
import { ContactScreen } from '@/components/contact/contact-screen';
import { SiteShell } from '@/components/layout/site-shell';
import { PlaceholderScreen } from './placeholder-screen';

type RouteScreenProps = { route: RouteKey; locale: Locale; pathname: string };

function Screen({ route, locale }: { route: RouteKey; locale: Locale }) {
  switch (route) {
    case 'contact':
      return <ContactScreen locale={locale} />;
    default:
      return <PlaceholderScreen route={route} locale={locale} />;
  }
}

/** The screen of a route inside the site shell. */
export function RouteScreen({ route, locale, pathname }: RouteScreenProps) {
  return (
    <SiteShell locale={locale} pathname={pathname}>
      <Screen route={route} locale={locale} />
    </SiteShell>
  );
}
