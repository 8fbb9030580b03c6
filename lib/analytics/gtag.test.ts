import { waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import {
  buildEventParams,
  consentParams,
  isAnalyticsConfigured,
  setAnalyticsConsent,
  trackEvent,
  trackPageView,
} from './gtag';

// Every test is a fresh page load: consent not yet granted, the tag not loaded.
jest.mock('@/lib/analytics/gtag', () =>
  jest
    .requireActual<typeof import('@/test-support/fresh-module')>('@/test-support/fresh-module')
    .freshInEachTest('@/lib/analytics/gtag'),
);

const TITLE = 'A page | Luz do Sul';

const ID = 'G-TEST123';

function gtagScripts() {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager.com"]'));
}

/** The queue as plain arrays, after checking every entry is an `arguments` object as gtag.js expects. */
function queue(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => {
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    return Array.from(entry as ArrayLike<unknown>);
  });
}

function events(): unknown[][] {
  return queue().filter((entry) => entry[0] === 'event');
}

beforeEach(() => {
  process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID = ID;
  delete window.dataLayer;
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

afterAll(() => {
  delete process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID;
});

describe('event fields', () => {
  it('gives page-view events the enabled flag and the event name', () => {
    expect(buildEventParams('view_testimonials_v2', { locale: 'pt', path: '/testimonials/pt-pt' })).toEqual({
      event_category: 'page_view',
      event_label: 'testimonials_page',
      lang: 'pt-pt',
      path: '/testimonials/pt-pt',
      enabled: true,
      event_name: 'view_testimonials_v2',
    });
    expect(buildEventParams('legal_notice_page_view_v2', { locale: 'en', path: '/legal-notice' })).toMatchObject({
      event_category: 'navigation',
      event_label: 'legal_notice_page',
      lang: 'en-en',
    });
    expect(buildEventParams('privacy_policy_page_view_v2', { locale: 'en', path: '/privacy-policy' })).toMatchObject({
      event_category: 'navigation',
      event_label: 'privacy_policy_page',
      enabled: true,
      event_name: 'privacy_policy_page_view_v2',
    });
  });

  it('gives click events category, label, lang and path only', () => {
    const params = buildEventParams('home_about_click_v2', { locale: 'en', path: '/' });
    expect(Object.keys(params).sort()).toEqual(['event_category', 'event_label', 'lang', 'path']);
  });

  it('sets ad_storage and analytics_storage together and keeps ad personalisation denied', () => {
    expect(consentParams(true)).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentParams(false)).toMatchObject({ ad_storage: 'denied', analytics_storage: 'denied' });
  });
});

describe('before consent', () => {
  it('loads no tag, queues nothing and sends no event', () => {
    trackEvent('home_about_click_v2', { locale: 'en' });
    const cancel = trackPageView({ event: 'view_home_v2', locale: 'en', title: TITLE });
    expect(gtagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    cancel();
  });

  it('withdrawing before anything was granted loads nothing', () => {
    setAnalyticsConsent(false);
    expect(gtagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('granting consent', () => {
  it('queues consent default (denied), the update (granted) and config, then loads gtag.js once', () => {
    setAnalyticsConsent(true);
    setAnalyticsConsent(true);
    const entries = queue();
    expect(entries[0]).toEqual(['consent', 'default', consentParams(false)]);
    expect(entries[1]?.[0]).toBe('js');
    expect(entries[2]).toEqual([
      'config',
      ID,
      { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false },
    ]);
    expect(entries[3]).toEqual(['consent', 'update', consentParams(true)]);
    expect(entries).toHaveLength(4);
    const scripts = gtagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(`https://www.googletagmanager.com/gtag/js?id=${ID}`);
    expect(scripts[0]!.async).toBe(true);
  });

  it('sends events with their fields while granted', () => {
    window.history.replaceState(null, '', '/pt-pt');
    setAnalyticsConsent(true);
    trackEvent('home_portfolio_click_v2', { locale: 'pt' });
    expect(events()).toEqual([
      [
        'event',
        'home_portfolio_click_v2',
        buildEventParams('home_portfolio_click_v2', { locale: 'pt', path: '/pt-pt' }),
      ],
    ]);
  });

  it("sends the current page's view when consent is granted on that page", () => {
    trackPageView({ event: 'view_home_v2', locale: 'en', path: '/', title: TITLE });
    expect(window.dataLayer).toBeUndefined();
    setAnalyticsConsent(true);
    expect(events()).toEqual([
      [
        'event',
        'page_view',
        { page_location: `${window.location.origin}/`, page_title: TITLE, lang: 'en-en', path: '/' },
      ],
      ['event', 'view_home_v2', buildEventParams('view_home_v2', { locale: 'en', path: '/' })],
    ]);
  });

  it("sends GA4's page_view alone for a page without an event of its own", () => {
    setAnalyticsConsent(true);
    trackPageView({ event: null, locale: 'pt', path: '/faq/pt-pt', title: TITLE });
    expect(events()).toEqual([
      [
        'event',
        'page_view',
        { page_location: `${window.location.origin}/faq/pt-pt`, page_title: TITLE, lang: 'pt-pt', path: '/faq/pt-pt' },
      ],
    ]);
  });

  it('never sends the view of a page the visitor has already left', () => {
    const leave = trackPageView({ event: 'view_home_v2', locale: 'en', path: '/', title: TITLE });
    leave();
    setAnalyticsConsent(true);
    expect(events()).toEqual([]);
  });

  it('sends a page view at once when consent is already granted', () => {
    setAnalyticsConsent(true);
    trackPageView({ event: 'view_testimonials_v2', locale: 'en', path: '/testimonials', title: TITLE });
    expect(events().map((entry) => entry[1])).toEqual(['page_view', 'view_testimonials_v2']);
  });
});

describe('withdrawing consent', () => {
  it('queues the denied update, stops events at once and removes the GA cookies', async () => {
    setAnalyticsConsent(true);
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_ga_TEST123=GS1.1.456; path=/';
    setAnalyticsConsent(false);
    trackEvent('home_about_click_v2', { locale: 'en' });
    trackPageView({ event: 'view_home_v2', locale: 'en', title: TITLE });
    const entries = queue();
    expect(entries.at(-1)).toEqual(['consent', 'update', consentParams(false)]);
    expect(events()).toEqual([]);
    await waitFor(() => expect(Cookies.get('_ga')).toBeUndefined());
    expect(Cookies.get('_ga_TEST123')).toBeUndefined();
  });

  it('granting again resumes events without loading the tag twice', () => {
    setAnalyticsConsent(true);
    setAnalyticsConsent(false);
    setAnalyticsConsent(true);
    trackEvent('home_process_click_v2', { locale: 'en' });
    expect(gtagScripts()).toHaveLength(1);
    expect(events()).toHaveLength(1);
    expect(queue().filter((entry) => entry[0] === 'consent' && entry[1] === 'default')).toHaveLength(1);
  });
});

describe('missing configuration', () => {
  it.each([undefined, '', 'not-an-id'])('with measurement ID %j analytics is quietly disabled', (value) => {
    if (value === undefined) delete process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID;
    else process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID = value;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(isAnalyticsConfigured()).toBe(false);
    setAnalyticsConsent(true);
    trackEvent('consent_granted', { locale: 'en' });
    trackPageView({ event: 'view_home_v2', locale: 'en', title: TITLE })();
    expect(gtagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
