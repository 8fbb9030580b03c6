/**
 * Google Analytics 4 through Google's own gtag.js, in basic consent mode: the tag is not
 * requested at all until the visitor grants consent, so before that nothing leaves the browser
 * for an analytics host and no analytics cookie exists. Commands go through the standard
 * `dataLayer` queue, so they are recorded even before the tag has finished loading.
 *
 * Automatic page views are off (`send_page_view: false`): the site sends GA4's `page_view` itself,
 * once for every page shown, also for a page reached without reloading the document (so the
 * property's "page changes based on browser history events" must stay off, README), together
 * with the site's own events (view_home_v2, home_about_click_v2…). What is collected is exactly what the privacy policy describes.
 */
import { loadCookies } from '@/lib/cookies';
import { localeSuffix, type Locale } from '@/lib/i18n';
import { measureWebVitals, notePageShown, type MeasuredPage, type WebVitalParams } from './web-vitals';

/** Every event the site sends, with its category and label. */
const analyticsEvents = {
  view_home_v2: { category: 'page_view', label: 'home_page', pageView: true },
  home_about_click_v2: { category: 'engagement', label: 'home_about_button', pageView: false },
  home_portfolio_click_v2: { category: 'engagement', label: 'home_portfolio_tile', pageView: false },
  home_process_click_v2: { category: 'engagement', label: 'home_process_button', pageView: false },
  view_testimonials_v2: { category: 'page_view', label: 'testimonials_page', pageView: true },
  legal_notice_page_view_v2: { category: 'navigation', label: 'legal_notice_page', pageView: true },
  privacy_policy_page_view_v2: { category: 'navigation', label: 'privacy_policy_page', pageView: true },
  consent_granted: { category: 'consent', label: 'analytics_consent', pageView: false },
} as const satisfies Record<string, { category: string; label: string; pageView: boolean }>;

export type AnalyticsEventName = keyof typeof analyticsEvents;
export type PageViewEventName = {
  [K in AnalyticsEventName]: (typeof analyticsEvents)[K]['pageView'] extends true ? K : never;
}[AnalyticsEventName];
export type ClickEventName = Exclude<AnalyticsEventName, PageViewEventName | 'consent_granted'>;

export type EventContext = {
  locale: Locale;
  /** The page's path; the current location's path when omitted. */
  path?: string;
};

/** A page shown to the visitor: GA4's page_view, and the page's own view event if it has one. */
export type PageView = EventContext & { title: string; event: PageViewEventName | null };

/** GA4's page_view, with the same lang and path as the site's own events. */
function pageViewParams(view: Required<PageView>): Record<string, string> {
  return {
    page_location: new URL(view.path, window.location.origin).href,
    page_title: view.title,
    lang: localeSuffix[view.locale],
    path: view.path,
  };
}

export type EventParams = {
  event_category: string;
  event_label: string;
  lang: (typeof localeSuffix)[Locale];
  path: string;
  enabled?: true;
  event_name?: AnalyticsEventName;
};

export function buildEventParams(name: AnalyticsEventName, context: Required<EventContext>): EventParams {
  const event = analyticsEvents[name];
  const params: EventParams = {
    event_category: event.category,
    event_label: event.label,
    lang: localeSuffix[context.locale],
    path: context.path,
  };
  return event.pageView ? { ...params, enabled: true, event_name: name } : params;
}

type ConsentValue = 'granted' | 'denied';

/** The consent update: ad and analytics storage follow the visitor's choice; ad personalisation stays off. */
export function consentParams(granted: boolean): Record<string, ConsentValue> {
  const value: ConsentValue = granted ? 'granted' : 'denied';
  return { ad_storage: value, analytics_storage: value, ad_user_data: 'denied', ad_personalization: 'denied' };
}

const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** A GA4 measurement id: `G-` and letters and digits. Anything else is left out, and no analytics are sent. */
export const MEASUREMENT_ID = /^G-[A-Z0-9]+$/i;

/** Read at call time so tests can change it; Next inlines the literal expression at build time. */
function measurementId(): string | undefined {
  const id = process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID?.trim();
  return id && MEASUREMENT_ID.test(id) ? id : undefined;
}

export function isAnalyticsConfigured(): boolean {
  return measurementId() !== undefined;
}

let granted = false;
let bootstrapped = false;
let pendingPageView: Required<PageView> | null = null;

/**
 * The standard gtag stub. gtag.js reads `arguments` objects from the queue, not arrays, so this
 * must stay a plain function that pushes `arguments`.
 */
const gtag: (...args: unknown[]) => void = function gtag() {
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
};

function bootstrap(id: string): void {
  if (bootstrapped) return;
  bootstrapped = true;
  window.dataLayer ??= [];
  gtag('consent', 'default', consentParams(false));
  gtag('js', new Date());
  gtag('config', id, {
    send_page_view: false,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  // A blocked or failed tag (ad blockers, offline) must not surface as an error.
  script.onerror = () => undefined;
  document.head.appendChild(script);
}

/** GA's own cookies, removed on withdrawal; `analytics_storage: denied` alone only stops new writes. */
async function clearAnalyticsCookies(id: string): Promise<void> {
  const names = ['_ga', `_ga_${id.replace(/^G-/i, '')}`];
  const labels = window.location.hostname.split('.');
  const domains: (string | undefined)[] = [undefined];
  for (let i = 0; i < labels.length - 1; i += 1) domains.push(`.${labels.slice(i).join('.')}`);
  const Cookies = await loadCookies();
  for (const name of names) {
    for (const domain of domains) Cookies.remove(name, domain ? { path: '/', domain } : { path: '/' });
  }
}

function send(name: AnalyticsEventName, context: Required<EventContext>): void {
  gtag('event', name, buildEventParams(name, context));
}

function sendPageView(view: Required<PageView>): void {
  gtag('event', 'page_view', pageViewParams(view));
  if (view.event) send(view.event, view);
}

/** A Core Web Vital of this visit, with the page it was measured on (lib/analytics/web-vitals.ts). */
function sendWebVital(name: string, params: WebVitalParams, page: MeasuredPage): void {
  if (!granted) return;
  gtag('event', name, { ...params, lang: localeSuffix[page.locale], path: page.path });
}

function withPath(context: EventContext): Required<EventContext> {
  return { locale: context.locale, path: context.path ?? window.location.pathname };
}

/**
 * Applies the visitor's analytics consent. Granting loads the tag (once) and sends the consent
 * update; withdrawing sends the denied update, stops every later event at once and removes GA's cookies.
 */
export function setAnalyticsConsent(isGranted: boolean): void {
  const id = measurementId();
  if (!id || isGranted === granted) return;
  granted = isGranted;
  if (isGranted) {
    bootstrap(id);
    gtag('consent', 'update', consentParams(true));
    measureWebVitals(sendWebVital);
    if (pendingPageView) sendPageView(pendingPageView);
    pendingPageView = null;
  } else {
    if (bootstrapped) gtag('consent', 'update', consentParams(false));
    void clearAnalyticsCookies(id);
  }
}

/** Sends an event if, and only if, analytics consent is granted; otherwise does nothing. */
export function trackEvent(name: AnalyticsEventName, context: EventContext): void {
  if (!granted || !isAnalyticsConfigured()) return;
  send(name, withPath(context));
}

/**
 * Records the view of the page on show: sent now when consent is granted, otherwise kept until the
 * visitor grants consent on this page. Call the returned function when leaving the page so a
 * view is never reported for a page the visitor has left.
 */
export function trackPageView(view: PageView): () => void {
  if (!isAnalyticsConfigured()) return () => undefined;
  const full = { ...view, ...withPath(view) };
  notePageShown({ path: full.path, locale: full.locale });
  if (granted) {
    sendPageView(full);
    return () => undefined;
  }
  pendingPageView = full;
  return () => {
    if (pendingPageView === full) pendingPageView = null;
  };
}
