import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { consentMessages } from '@/content/dictionaries/consent';
import { openCookiePreferences } from '@/lib/consent/open-preferences';
import { CONSENT_STORAGE_KEY, consentCookieName } from '@/lib/consent/storage';
import type { Locale } from '@/lib/i18n';
import { ConsentManager } from './consent-manager';
import { ManagePreferencesButton } from './manage-preferences-button';

// Every test is a fresh page load: consent not yet granted, the tag not loaded.
jest.mock('@/lib/analytics/gtag', () =>
  jest
    .requireActual<typeof import('@/test-support/fresh-module')>('@/test-support/fresh-module')
    .freshInEachTest('@/lib/analytics/gtag'),
);
jest.mock('@/lib/identity/anonymous-sign-in', () => ({ scheduleAnonymousSignIn: jest.fn() }));

beforeEach(() => {
  process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID = 'G-TEST123';
  delete window.dataLayer;
  document.head.innerHTML = '';
  window.localStorage.clear();
  Cookies.remove(consentCookieName(), { path: '/' });
});

afterAll(() => {
  delete process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID;
});

/** The page rendered, then painted once: the stored choice is read in the task after that paint. */
async function renderPage(locale: Locale, pathname = locale === 'pt' ? '/pt-pt' : '/') {
  const messages = consentMessages[locale];
  const view = render(
    <>
      <main>
        <ManagePreferencesButton label={messages.manage} />
      </main>
      <ConsentManager locale={locale} messages={messages} pathname={pathname} />
    </>,
  );
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  return view;
}

function stored() {
  return window.localStorage.getItem(CONSENT_STORAGE_KEY);
}

function dataLayerEntries(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

// The words come from the dictionary; those whose wording is fixed are checked there (content/dictionaries/consent.test.ts).
describe.each([
  ['en', '/privacy-policy', '/legal-notice'],
  ['pt', '/privacy-policy/pt-pt', '/legal-notice/pt-pt'],
] as const)('cookie banner (%s)', (locale, privacyHref, legalHref) => {
  const { banner, privacyPolicyLink: privacy } = consentMessages[locale];
  const { label: regionName, accept, decline } = banner;
  it('is shown when no choice is stored, with both choices and language-suffixed links', async () => {
    await renderPage(locale);
    const banner = await screen.findByRole('region', { name: regionName });
    expect(within(banner).getByRole('button', { name: accept })).toBeVisible();
    expect(within(banner).getByRole('button', { name: decline })).toBeVisible();
    expect(within(banner).getByRole('link', { name: privacy })).toHaveAttribute('href', privacyHref);
    expect(within(banner).getAllByRole('link')[1]).toHaveAttribute('href', legalHref);
  });

  it('Accept stores the choice, grants consent, logs consent_granted and hides the banner', async () => {
    const user = userEvent.setup();
    await renderPage(locale);
    await user.click(await screen.findByRole('button', { name: accept }));
    expect(stored()).toBe('{"analytics":true}');
    expect(Cookies.get(consentCookieName())).toBe('true');
    expect(screen.queryByRole('region', { name: regionName })).not.toBeInTheDocument();
    const entries = dataLayerEntries();
    expect(entries).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'granted' }),
    ]);
    expect(entries).toContainEqual([
      'event',
      'consent_granted',
      expect.objectContaining({ lang: locale === 'pt' ? 'pt-pt' : 'en-en', path: '/' }),
    ]);
  });

  it('Decline stores the refusal, loads no analytics and hides the banner', async () => {
    const user = userEvent.setup();
    await renderPage(locale);
    await user.click(await screen.findByRole('button', { name: decline }));
    expect(stored()).toBe('{"analytics":false}');
    expect(Cookies.get(consentCookieName())).toBe('false');
    expect(window.dataLayer).toBeUndefined();
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect(screen.queryByRole('region', { name: regionName })).not.toBeInTheDocument();
  });

  it('is not shown on the privacy policy page', async () => {
    await renderPage(locale, privacyHref);
    expect(screen.queryByRole('region', { name: regionName })).not.toBeInTheDocument();
  });
});

describe('start-up', () => {
  it('does not show the banner once a choice is remembered', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"analytics":false}');
    await renderPage('en');
    expect(screen.queryByRole('region', { name: consentMessages.en.banner.label })).not.toBeInTheDocument();
    expect(window.dataLayer).toBeUndefined();
  });

  it('logs and removes a corrupt stored value without showing any error', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    await renderPage('en');
    expect(error).toHaveBeenCalledTimes(1);
    expect(stored()).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: consentMessages.en.banner.label })).toBeInTheDocument();
    error.mockRestore();
  });

  it('a consent cookie of "true" enables analytics and logs consent_granted', async () => {
    Cookies.set(consentCookieName(), 'true', { path: '/' });
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"analytics":true}');
    await renderPage('pt');
    expect(dataLayerEntries()).toContainEqual(['event', 'consent_granted', expect.objectContaining({ lang: 'pt-pt' })]);
  });
});

describe.each(['en', 'pt'] as const)('cookie preferences dialog (%s)', (locale) => {
  const { manage, dialog: words } = consentMessages[locale];
  const { title, essential, analytics: functional, save, onlyEssential, acceptAll, close } = words;
  async function openDialog() {
    const user = userEvent.setup();
    await renderPage(locale);
    const opener = screen.getByRole('button', { name: manage });
    await user.click(opener);
    return { user, opener, dialog: await screen.findByRole('dialog', { name: title }) };
  }

  it('opens from the manage control, hides the banner and shows every option', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleDescription(consentMessages[locale].dialog.description);
    expect(within(dialog).getByRole('checkbox', { name: essential })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: essential })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: functional })).not.toBeChecked();
    for (const name of [save, onlyEssential, acceptAll, close]) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
    const suffix = locale === 'pt' ? '/pt-pt' : '';
    const hrefs = within(dialog)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([`/privacy-policy${suffix}`, `/legal-notice${suffix}`]);
    expect(screen.queryByRole('region', { name: consentMessages[locale].banner.label })).not.toBeInTheDocument();
  });

  it('Escape closes it and focus returns to the control that opened it', async () => {
    const { user, opener } = await openDialog();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(screen.getByRole('region', { name: consentMessages[locale].banner.label })).toBeInTheDocument();
  });

  it('the close button closes it without storing anything', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(stored()).toBeNull();
  });

  it('resets the Functional checkbox to the current setting each time it opens', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('checkbox', { name: functional }));
    expect(screen.getByRole('checkbox', { name: functional })).toBeChecked();
    await user.keyboard('{Escape}');
    await user.click(opener);
    expect(screen.getByRole('checkbox', { name: functional })).not.toBeChecked();
  });

  it('Save stores the chosen value and closes', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('checkbox', { name: functional }));
    await user.click(screen.getByRole('button', { name: save }));
    expect(stored()).toBe('{"analytics":true}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: consentMessages[locale].banner.label })).not.toBeInTheDocument();
  });

  it('Only Essential stores false and closes; reopening shows the box unchecked', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"analytics":true}');
    const { user, opener } = await openDialog();
    expect(screen.getByRole('checkbox', { name: functional })).toBeChecked();
    await user.click(screen.getByRole('button', { name: onlyEssential }));
    expect(stored()).toBe('{"analytics":false}');
    expect(Cookies.get(consentCookieName())).toBe('false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dataLayerEntries().at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ]);
    await user.click(opener);
    expect(screen.getByRole('checkbox', { name: functional })).not.toBeChecked();
  });

  it('Accept All stores true and closes', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: acceptAll }));
    expect(stored()).toBe('{"analytics":true}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

it('opens from the shared open-preferences action (privacy policy inline buttons)', async () => {
  await renderPage('en', '/privacy-policy');
  act(() => openCookiePreferences());
  expect(screen.getByRole('dialog', { name: consentMessages.en.dialog.title })).toBeInTheDocument();
});

it('reads the stored choice and starts the anonymous sign-in only after the page has painted', async () => {
  const { scheduleAnonymousSignIn } = jest.requireMock<{ scheduleAnonymousSignIn: jest.Mock }>(
    '@/lib/identity/anonymous-sign-in',
  );
  scheduleAnonymousSignIn.mockClear();
  const read = jest.spyOn(Storage.prototype, 'getItem');
  const messages = consentMessages.en;
  render(<ConsentManager locale="en" messages={messages} pathname="/" />);
  expect(read).not.toHaveBeenCalledWith(CONSENT_STORAGE_KEY);
  expect(scheduleAnonymousSignIn).not.toHaveBeenCalled();
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(read).toHaveBeenCalledWith(CONSENT_STORAGE_KEY);
  expect(scheduleAnonymousSignIn).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('region', { name: messages.banner.label })).toBeInTheDocument();
  read.mockRestore();
});
