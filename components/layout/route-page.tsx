import type { ComponentType } from 'react';
import type { Metadata } from 'next';
import type { RouteKey } from '@/content/routes';
import type { PageViewEventName } from '@/lib/analytics/gtag';
import type { Locale } from '@/lib/i18n';
import { pageMetadata, pageTitle } from '@/lib/metadata';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { TrackPageView } from '@/components/consent/track-page-view';
import { JsonLd } from '@/components/seo/json-ld';

/** The pages whose views are analytics events (sent only with consent). */
const pageViewEvents: Partial<Record<RouteKey, PageViewEventName>> = {
  home: 'view_home_v2',
  testimonials: 'view_testimonials_v2',
  legalNotice: 'legal_notice_page_view_v2',
  privacyPolicy: 'privacy_policy_page_view_v2',
};

/** What a screen is given: the page's language and route (a screen shown by one route ignores it). */
type ScreenProps<Route extends RouteKey> = { locale: Locale; route: Route };

/** A route's screen, with what every page adds: its breadcrumb for search engines and its view for analytics. */
export function RouteView<Route extends RouteKey>({
  route,
  locale,
  Screen,
}: ScreenProps<Route> & { Screen: ComponentType<ScreenProps<Route>> }) {
  return (
    <>
      <Screen locale={locale} route={route} />
      <JsonLd data={breadcrumbJsonLd(route, locale)} />
      <TrackPageView event={pageViewEvents[route] ?? null} locale={locale} title={pageTitle(route, locale)} />
    </>
  );
}

/**
 * What the page file of a route in a language exports: its page (`default`) and its metadata.
 * A page file that binds a route to its screen is
 *   const { Page, metadata } = routePage('about', 'en', AboutScreen);
 *   export { Page as default, metadata };
 */
export function routePage<Route extends RouteKey>(
  route: Route,
  locale: Locale,
  Screen: ComponentType<ScreenProps<Route>>,
): { Page: () => React.JSX.Element; metadata: Metadata } {
  function Page() {
    return <RouteView route={route} locale={locale} Screen={Screen} />;
  }
  return { Page, metadata: pageMetadata(route, locale) };
}
