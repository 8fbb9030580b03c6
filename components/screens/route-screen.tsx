import type { RouteKey } from '@/content/routes';
import type { Locale } from '@/lib/i18n';
import type { PageViewEventName } from '@/lib/analytics/gtag';
import { TrackPageView } from '@/components/consent/track-page-view';
import { ContactScreen } from '@/components/contact/contact-screen';
import { StoriesGalleryScreen } from '@/components/gallery/stories-gallery-screen';
import { HomeScreen } from '@/components/home/home-screen';
import { SiteShell } from '@/components/layout/site-shell';
import { AboutScreen } from '@/components/pages/about-screen';
import { FaqScreen } from '@/components/pages/faq-screen';
import { LegalNoticeScreen } from '@/components/pages/legal-notice-screen';
import { PhotoshootProcessScreen } from '@/components/pages/photoshoot-process-screen';
import { PrivacyPolicyScreen } from '@/components/pages/privacy-policy-screen';
import { TestimonialsScreen } from '@/components/pages/testimonials-screen';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbJsonLd, businessJsonLd, photographerJsonLd } from '@/lib/structured-data';

type RouteScreenProps = { route: RouteKey; locale: Locale; pathname: string };

/** Spec §7: the pages whose views are analytics events (sent only with consent). */
const pageViewEvents: Partial<Record<RouteKey, PageViewEventName>> = {
  home: 'view_home_v2',
  testimonials: 'view_testimonials_v2',
  legalNotice: 'legal_notice_page_view_v2',
  privacyPolicy: 'privacy_policy_page_view_v2',
};

function Screen({ route, locale }: { route: RouteKey; locale: Locale }) {
  switch (route) {
    case 'home':
      return <HomeScreen locale={locale} />;
    case 'about':
      return <AboutScreen locale={locale} />;
    case 'weddings':
    case 'couples':
    case 'family':
      return <StoriesGalleryScreen locale={locale} category={route} />;
    case 'photoshootProcess':
      return <PhotoshootProcessScreen locale={locale} />;
    case 'contact':
      return <ContactScreen locale={locale} />;
    case 'faq':
      return <FaqScreen locale={locale} />;
    case 'testimonials':
      return <TestimonialsScreen locale={locale} />;
    case 'legalNotice':
      return <LegalNoticeScreen locale={locale} />;
    case 'privacyPolicy':
      return <PrivacyPolicyScreen locale={locale} />;
  }
}

/** The screen of a route inside the site shell, with its structured data and page-view event. */
export function RouteScreen({ route, locale, pathname }: RouteScreenProps) {
  const pageView = pageViewEvents[route];
  return (
    <SiteShell locale={locale} pathname={pathname}>
      <Screen route={route} locale={locale} />
      {pageView && <TrackPageView event={pageView} locale={locale} />}
      <JsonLd data={businessJsonLd(locale)} />
      <JsonLd data={photographerJsonLd()} />
      <JsonLd data={breadcrumbJsonLd(route, locale)} />
    </SiteShell>
  );
}
