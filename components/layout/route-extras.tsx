import type { RouteKey } from '@/content/routes';
import type { PageViewEventName } from '@/lib/analytics/gtag';
import type { Locale } from '@/lib/i18n';
import { pageTitle } from '@/lib/metadata';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { TrackPageView } from '@/components/consent/track-page-view';
import { JsonLd } from '@/components/seo/json-ld';

/** Spec §7: the pages whose views are analytics events (sent only with consent). */
const pageViewEvents: Partial<Record<RouteKey, PageViewEventName>> = {
  home: 'view_home_v2',
  testimonials: 'view_testimonials_v2',
  legalNotice: 'legal_notice_page_view_v2',
  privacyPolicy: 'privacy_policy_page_view_v2',
};

type RouteExtrasProps = { route: RouteKey; locale: Locale };

/** What a page adds besides its screen: its breadcrumb for search engines and its view for analytics. */
export function RouteExtras({ route, locale }: RouteExtrasProps) {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(route, locale)} />
      <TrackPageView event={pageViewEvents[route] ?? null} locale={locale} title={pageTitle(route, locale)} />
    </>
  );
}
