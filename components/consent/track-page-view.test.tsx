import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAnalyticsConsent } from '@/lib/analytics/gtag';
import { TrackPageView } from './track-page-view';
import { TrackedLink } from './tracked-link';

// Every test is a fresh page load: consent not yet granted, no page view waiting.
jest.mock('@/lib/analytics/gtag', () =>
  jest
    .requireActual<typeof import('@/test-support/fresh-module')>('@/test-support/fresh-module')
    .freshInEachTest('@/lib/analytics/gtag'),
);

const TITLE = 'Testemunhos | Luz do Sul';

function events(): unknown[][] {
  return (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((entry) => entry[0] === 'event');
}

beforeEach(() => {
  process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID = 'G-TEST123';
  delete window.dataLayer;
  window.history.replaceState(null, '', '/testimonials/pt-pt');
});

afterAll(() => {
  delete process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID;
});

it('sends nothing without consent, and the view once consent is granted on the page', () => {
  render(<TrackPageView event="view_testimonials_v2" locale="pt" title={TITLE} />);
  expect(window.dataLayer).toBeUndefined();
  setAnalyticsConsent(true);
  expect(events()).toEqual([
    ['event', 'page_view', expect.objectContaining({ page_title: TITLE, lang: 'pt-pt', path: '/testimonials/pt-pt' })],
    [
      'event',
      'view_testimonials_v2',
      {
        event_category: 'page_view',
        event_label: 'testimonials_page',
        lang: 'pt-pt',
        path: '/testimonials/pt-pt',
        enabled: true,
        event_name: 'view_testimonials_v2',
      },
    ],
  ]);
});

it('reports the view of a page without an event of its own as a page_view', () => {
  setAnalyticsConsent(true);
  render(<TrackPageView event={null} locale="pt" title={TITLE} />);
  expect(events()).toEqual([
    ['event', 'page_view', expect.objectContaining({ lang: 'pt-pt', path: '/testimonials/pt-pt' })],
  ]);
});

it('forgets the view of a page that has been left before consent', () => {
  const { unmount } = render(<TrackPageView event="view_testimonials_v2" locale="pt" title={TITLE} />);
  unmount();
  setAnalyticsConsent(true);
  expect(events()).toEqual([]);
});

it('reports a tracked click only with consent', async () => {
  const user = userEvent.setup();
  window.history.replaceState(null, '', '/');
  render(
    <TrackedLink route="about" event="home_about_click_v2" locale="en">
      More about me
    </TrackedLink>,
  );
  await user.click(screen.getByRole('link', { name: 'More about me' }));
  expect(window.dataLayer).toBeUndefined();
  setAnalyticsConsent(true);
  await user.click(screen.getByRole('link', { name: 'More about me' }));
  expect(events()).toEqual([
    [
      'event',
      'home_about_click_v2',
      expect.objectContaining({ lang: 'en-en', path: '/', event_label: 'home_about_button' }),
    ],
  ]);
});
