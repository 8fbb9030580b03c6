import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { contactMessages } from '@/content/dictionaries/contact';
import { getSite } from '@/content/read';
import { fillNumbers } from '@/lib/contact/character-count';
import { DRAFT_SAVE_DELAY_MS, DRAFT_STORAGE_KEY } from '@/lib/contact/draft';
import { MESSAGE_COUNT_FROM, textFieldMaxLength } from '@/lib/contact/fields';
import { MAILTO_MAX_LENGTH } from '@/lib/contact/mailto';
import { PHONE_TYPED_MAX_LENGTH } from '@/lib/contact/phone';
import { CONSENT_STORAGE_KEY } from '@/lib/consent/storage';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydration';
import { expect, test, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { SEND_PATH, startLocalInbox } from '../scripts/server/local-inbox';
import { exportedHtml, waitForHydration } from './support/site';

/*
 * The enquiry form, in both languages, with the real @emailjs/browser client. Its request is
 * intercepted at the HTTP boundary (POST …/api/v1.0/email/send), whatever origin the build uses.
 * The build must have been made with the three NEXT_PUBLIC_EMAILJS_* ids set (defaults below).
 */

const EMAILJS = {
  publicKey: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY ?? 'test-public-key',
  serviceId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID ?? 'test-service',
  templateId: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID ?? 'test-template',
};
const SEND_URL = '**/api/v1.0/email/send';
const PHOTOGRAPHER_EMAIL = getSite().email;
const CORS = { 'Access-Control-Allow-Origin': '*' };

/** The words of the page in one language, from the dictionary the page is built from. */
function words(locale: 'en' | 'pt', path: string, homeHref: string, lang: string) {
  const m = contactMessages[locale];
  return {
    path,
    homeHref,
    lang,
    name: m.fields.from_name.label,
    partner: m.fields.partners_name.label,
    email: m.fields.email.label,
    phone: m.fields.phone_number.label,
    date: m.fields.desired_date.label,
    venue: m.fields.wedding_venue.label,
    message: m.fields.message.label,
    services: { Wedding: m.services.Wedding, Family: m.services.Family, Couple: m.services.Couple },
    heard: { Instagram: m.heardAbout.Instagram, Friend: m.heardAbout.Friend },
    guests: { Yes: m.guestPhotos.Yes, No: m.guestPhotos.No, 'Not decided yet': m.guestPhotos['Not decided yet'] },
    submit: m.form.submit,
    sending: m.sending,
    required: m.errors.required,
    invalidEmail: m.errors.invalidEmail,
    general: m.errors.general,
    thanks: m.success.heading,
    thanksText: m.success.text,
    ok: m.success.ok,
    oops: m.failure.heading,
    oopsText: m.failure.text,
    retry: m.failure.retry,
    home: m.failure.home,
    count: m.limits.count,
  };
}

const text = {
  en: words('en', '/contact', '/', 'en'),
  pt: words('pt', '/contact/pt-pt', '/pt-pt', 'pt-PT'),
};
const messagesOf = { en: contactMessages.en, pt: contactMessages.pt };
type Lang = keyof typeof text;
type Texts = (typeof text)[Lang];

/** `answerAfter`: the answer waits for it, so the test can look at the page while sending. */
type Reply = { status: number; body?: string; answerAfter?: Promise<void> } | 'abort';

/** Answers the SDK's requests in turn (the last reply repeats) and records each one. */
async function interceptEmailJs(page: Page, replies: Reply | Reply[] = { status: 200, body: 'OK' }) {
  const queue = Array.isArray(replies) ? [...replies] : [replies];
  const requests: Request[] = [];
  await page.route(SEND_URL, async (route: Route) => {
    if (route.request().method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: { ...CORS, 'Access-Control-Allow-Headers': 'Content-Type' } });
      return;
    }
    requests.push(route.request());
    const reply = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (reply === 'abort') return route.abort('failed');
    await reply.answerAfter;
    await route.fulfill({
      status: reply.status,
      body: reply.body ?? 'Error',
      contentType: 'text/plain',
      headers: CORS,
    });
  });
  return requests;
}

/** The enquiry fields of an intercepted request: the SDK posts them as JSON, under `template_params`. */
function sentParams(request: Request): Record<string, string> {
  return (request.postDataJSON() as { template_params: Record<string, string> }).template_params;
}

/** Opens the page as a visitor who has already declined analytics, so no cookie banner shows up mid-test. */
async function open(page: Page, t: Texts, waitUntil: 'load' | 'commit' = 'load') {
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ analytics: false }));
  }, CONSENT_STORAGE_KEY);
  await page.goto(t.path, { waitUntil });
  // Opened to be used, the form waits for its script: before it, the field's own 15-character
  // limit would count the spaces of '+351 912 345 678' (the tests opened at 'commit' cover that time).
  if (waitUntil === 'load') await waitForHydration(page);
}

/**
 * Holds every script of the page until `release` is called: the page shows its pre-rendered
 * form, which nothing has taken over yet (the state a slow phone is in for a while).
 */
async function holdScripts(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The count the page shows for `count` characters, in its language. */
function countText(t: Texts, count: number): string {
  return fillNumbers(t.count, { count, max: textFieldMaxLength.message }, t.lang);
}

function form(page: Page, t: Texts) {
  return {
    name: page.getByRole('textbox', { name: new RegExp(`^${t.name}`) }),
    partner: page.getByRole('textbox', { name: new RegExp(`^${t.partner}`) }),
    email: page.getByRole('textbox', { name: new RegExp(`^${t.email}`) }),
    phone: page.getByRole('textbox', { name: new RegExp(`^${t.phone}`) }),
    date: page.getByRole('textbox', { name: new RegExp(`^${t.date}`) }),
    venue: page.getByRole('textbox', { name: new RegExp(`^${t.venue}`) }),
    message: page.getByRole('textbox', { name: new RegExp(`^${t.message}`) }),
    service: (option: keyof Texts['services']) => page.getByRole('checkbox', { name: t.services[option], exact: true }),
    heard: (option: keyof Texts['heard']) => page.getByRole('checkbox', { name: t.heard[option], exact: true }),
    guests: (option: keyof Texts['guests']) => page.getByRole('radio', { name: t.guests[option], exact: true }),
    submit: page.getByRole('button', { name: t.submit }),
  };
}

async function fillRequired(
  page: Page,
  t: Texts,
  values = { name: 'Ana Silva', email: 'ana@example.pt', date: 'June 2027', message: 'Hello!' },
) {
  const f = form(page, t);
  await f.name.fill(values.name);
  await f.email.fill(values.email);
  await f.service('Family').check();
  await f.date.fill(values.date);
  await f.message.fill(values.message);
}

async function fillEverything(page: Page, t: Texts) {
  const f = form(page, t);
  await fillRequired(page, t);
  await f.partner.fill('Rui Costa');
  await f.phone.fill('+351 912 345 678');
  await f.service('Wedding').check();
  await f.venue.fill('Quinta do Mar, Lagos');
  await f.guests('Not decided yet').check();
  await f.heard('Friend').check();
  await f.heard('Instagram').check();
}

async function expectEverythingKept(page: Page, t: Texts) {
  const f = form(page, t);
  await expect(f.name).toHaveValue('Ana Silva');
  await expect(f.partner).toHaveValue('Rui Costa');
  await expect(f.email).toHaveValue('ana@example.pt');
  await expect(f.phone).toHaveValue('+351912345678');
  await expect(f.date).toHaveValue('June 2027');
  await expect(f.venue).toHaveValue('Quinta do Mar, Lagos');
  await expect(f.message).toHaveValue('Hello!');
  await expect(f.service('Wedding')).toBeChecked();
  await expect(f.service('Family')).toBeChecked();
  await expect(f.guests('Not decided yet')).toBeChecked();
  await expect(f.heard('Instagram')).toBeChecked();
  await expect(f.heard('Friend')).toBeChecked();
}

const expectedParams = {
  from_name: 'Ana Silva',
  partners_name: 'Rui Costa',
  phone_number: '+351912345678',
  email: 'ana@example.pt',
  desired_date: 'June 2027',
  wedding_venue: 'Quinta do Mar, Lagos',
  message: 'Hello!',
  service: 'Wedding, Family',
  about_me: 'Instagram, Friend',
  guest_photos: 'Not decided yet',
};

for (const lang of ['en', 'pt'] as const) {
  const t = text[lang];

  test.describe(`contact form (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await open(page, t);
    });

    test('validates on submit: field errors only after the first, then the general error and focus on the first invalid field; an e-mail address with < or > refused; venue and guest photos required for a wedding', async ({
      page,
    }) => {
      const requests = await interceptEmailJs(page);
      const f = form(page, t);
      await f.email.fill('ana@');
      await expect(page.getByText(t.invalidEmail)).toHaveCount(0);

      await f.submit.click();
      await expect(page.getByRole('alert').filter({ hasText: t.general })).toBeVisible();
      await expect(page.getByText(t.required, { exact: true })).toHaveCount(4);
      await expect(page.getByText(t.invalidEmail)).toBeVisible();
      await expect(f.name).toBeFocused();
      await expect(f.name).toHaveAttribute('aria-invalid', 'true');
      await expect(f.name).toHaveAccessibleDescription(t.required);
      await expect(f.email).toHaveAccessibleDescription(t.invalidEmail);

      await f.name.fill('Ana');
      await expect(page.getByText(t.general)).toHaveCount(0);
      await expect(page.getByText(t.required, { exact: true })).toHaveCount(3);
      expect(requests).toHaveLength(0);

      // An address with < or > is refused, wherever they are.
      await fillRequired(page, t, {
        name: 'Ana',
        email: 'probe.<b>x</b>@example.com',
        date: 'June 2027',
        message: 'Hello!',
      });
      await f.submit.click();
      await expect(f.email).toHaveAccessibleDescription(t.invalidEmail);
      await expect(f.email).toBeFocused();
      await f.email.fill('ana@example.pt>');
      await f.submit.click();
      await expect(f.email).toHaveAccessibleDescription(t.invalidEmail);
      expect(requests, 'nothing is sent while the e-mail address is refused').toHaveLength(0);

      // Wedding makes the venue and the guest photos required.
      await f.email.fill('ana@example.pt');
      await f.service('Wedding').check();
      await f.submit.click();
      await expect(page.getByText(t.required, { exact: true })).toHaveCount(2);
      await expect(f.venue).toHaveAttribute('aria-invalid', 'true');
      await expect(f.guests('Yes')).toHaveAttribute('aria-invalid', 'true');
      await expect(f.venue).toBeFocused();
      expect(requests, 'nothing is sent without the venue and the guest photos').toHaveLength(0);

      await f.venue.fill('Quinta do Mar');
      await f.guests('Yes').check();
      await f.submit.click();
      await expect(page.getByRole('dialog', { name: t.thanks })).toBeVisible();
      expect(requests).toHaveLength(1);
    });

    test('sends the exact EmailJS request and shows the thank-you dialog', async ({ page }) => {
      const requests = await interceptEmailJs(page);
      await fillEverything(page, t);
      await form(page, t).submit.click();

      const dialog = page.getByRole('dialog', { name: t.thanks });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t.thanksText);
      await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /instagram\.com/);
      await expect(dialog.getByRole('link', { name: t.home })).toHaveAttribute('href', t.homeHref);

      expect(requests).toHaveLength(1);
      const request = requests[0]!;
      expect(request.method()).toBe('POST');
      expect(new URL(request.url()).pathname).toBe('/api/v1.0/email/send');
      expect(request.postDataJSON()).toEqual({
        lib_version: '4.4.1',
        user_id: EMAILJS.publicKey,
        service_id: EMAILJS.serviceId,
        template_id: EMAILJS.templateId,
        template_params: expectedParams,
      });

      // Success clears the form and the draft.
      await dialog.getByRole('button', { name: t.ok }).click();
      await expect(dialog).toBeHidden();
      await expect(form(page, t).name).toHaveValue('');
      await page.reload();
      await expect(form(page, t).name).toHaveValue('');
    });

    test('counts the message near its limit, stops it at 5,000 characters and sends it whole', async ({ page }) => {
      const requests = await interceptEmailJs(page);
      const f = form(page, t);
      await fillRequired(page, t);
      await f.message.fill('a'.repeat(MESSAGE_COUNT_FROM - 1));
      await expect(page.getByText(countText(t, MESSAGE_COUNT_FROM - 1))).toHaveCount(0);
      await f.message.press('End');
      await f.message.pressSequentially('b');
      await expect(page.getByText(countText(t, MESSAGE_COUNT_FROM))).toBeVisible();
      await expect(f.message).toHaveAccessibleDescription(countText(t, MESSAGE_COUNT_FROM));
      // Screen readers hear it once the typing pauses, from a polite live region.
      await expect(page.locator('[aria-live="polite"]', { hasText: countText(t, MESSAGE_COUNT_FROM) })).toBeAttached();

      // Several bytes a character (ã, €, emoji halves): still far under EmailJS's 50 KB.
      const long = 'Olá, ção € 💍 '.repeat(400);
      await f.message.fill(long);
      await expect(f.message).toHaveValue(long.slice(0, textFieldMaxLength.message));
      await expect(page.getByText(countText(t, textFieldMaxLength.message))).toBeVisible();
      await f.submit.click();
      await expect(page.getByRole('dialog', { name: t.thanks })).toBeVisible();
      expect(requests).toHaveLength(1);
      expect(requests[0]!.postDataBuffer()!.length).toBeLessThan(50_000);
      expect(sentParams(requests[0]!).message).toBe(long.slice(0, textFieldMaxLength.message));
    });
  });

  // Opened with their scripts held: not through the describe above, which waits for them.
  test.describe(`contact form before its script runs (${lang})`, () => {
    // A number written as people write it (no digit refused for its spaces), and the issue's
    // hostile one: letters and dashes go, the digits past 15 characters too. The rule is the same
    // in both languages: one number on each language's page.
    const [typed, cleaned] =
      lang === 'en' ? ['+351 912 345 678', '+351912345678'] : ['+351 91a2-345-678-9999', '+35191234567899'];
    test(`a phone number typed before the script takes over, '${typed}', ends as the rule makes it, the caret where it was`, async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await open(page, t, 'commit');
      const { phone } = form(page, t);
      // What the HTML does by itself, from the first paint: the phone keyboard and the length limit.
      await expect(phone).toHaveAttribute('type', 'tel');
      await expect(phone).toHaveAttribute('inputmode', 'tel');
      await expect(phone).toHaveAttribute('autocomplete', 'tel');
      await expect(phone).toHaveAttribute('maxlength', String(PHONE_TYPED_MAX_LENGTH));
      await phone.pressSequentially(typed);
      await expect(phone).toHaveValue(typed);
      // The visitor puts the caret back after '+351 ' (the fifth character).
      await phone.evaluate((input: HTMLInputElement) => input.setSelectionRange(5, 5));
      await expect(page.locator('html')).not.toHaveAttribute(HYDRATED_ATTRIBUTE);

      release();
      await waitForHydration(page);
      // Cleaned at once, the caret still just after '+351'.
      await expect(phone).toHaveValue(cleaned);
      expect(await phone.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
        4, 4,
      ]);
      // From now on the script applies the rule itself: a number pasted with spaces keeps its digits.
      await expect(phone).not.toHaveAttribute('maxlength');
      await phone.fill('+351 912 345 678');
      await expect(phone).toHaveValue('+351912345678');
    });

    // What was typed before the script ran is kept the same way in either language: checked in
    // Portuguese. The fields' words are checked in both languages by the tests above.
    if (lang === 'pt') {
      test(`keeps and sends what was typed before the page's script took over (CPU 4× slower)`, async ({ page }) => {
        test.slow();
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const requests = await interceptEmailJs(page);
        const release = await holdScripts(page);
        await open(page, t, 'commit');
        const f = form(page, t);
        // The pre-rendered form, not yet run by its script: its button waits for it.
        await expect(f.name).toBeVisible();
        await expect(f.submit).toBeDisabled();
        await f.name.fill('Ana Silva');
        await f.email.fill('ana@example.pt');
        // Before the script, the field's own limit leaves room for the space; the script takes it out.
        await f.phone.fill('+351 912345678');
        await f.service('Wedding').check();
        await f.date.fill('June 2027');
        await f.venue.fill('Quinta do Mar, Lagos');
        await f.guests('No').check();
        await f.message.fill('Typed before the page was ready');
        await expect(f.submit).toBeDisabled(); // still nothing has run

        release();
        // The button comes alive when the page's script has taken over: waited for as that state, not
        // within an assertion's 5 s (at 4× on a busy machine the page took longer).
        await waitForHydration(page);
        await expect(f.submit).toBeEnabled();
        await expect(f.name).toHaveValue('Ana Silva');
        await expect(f.phone).toHaveValue('+351912345678');
        await expect(f.venue).toHaveAttribute('aria-required', 'true');
        await f.submit.click();
        await expect(page.getByRole('dialog', { name: t.thanks })).toBeVisible();
        expect(requests).toHaveLength(1);
        expect(sentParams(requests[0]!)).toEqual({
          from_name: 'Ana Silva',
          partners_name: '',
          phone_number: '+351912345678',
          email: 'ana@example.pt',
          desired_date: 'June 2027',
          wedding_venue: 'Quinta do Mar, Lagos',
          message: 'Typed before the page was ready',
          service: 'Wedding',
          about_me: '',
          guest_photos: 'No',
        });
      });
    }
  });
}

test.describe('contact form: the draft', () => {
  const t = text.en;

  test('a draft from an earlier visit does not replace what is typed before the script runs', async ({ page }) => {
    await page.addInitScript(
      ({ key, draft }) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, draft);
      },
      {
        key: DRAFT_STORAGE_KEY,
        draft: JSON.stringify({
          version: 1,
          savedAt: Date.now(),
          values: { from_name: 'Earlier visitor', message: 'Old draft' },
        }),
      },
    );
    const release = await holdScripts(page);
    await open(page, t, 'commit');
    const f = form(page, t);
    await f.name.fill('Ana');
    release();
    await expect(f.submit).toBeEnabled();
    await expect(f.name).toHaveValue('Ana');
    await expect(f.message).toHaveValue('');
    // What was typed becomes the draft.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_STORAGE_KEY)).toContain('"Ana"');
  });

  test('is written once the typing pauses, not on every key', async ({ page }) => {
    await page.addInitScript((key) => {
      const writes = { count: 0 };
      (window as { draftWrites?: typeof writes }).draftWrites = writes;
      // eslint-disable-next-line @typescript-eslint/unbound-method -- the original, called below with each storage as `this`
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function countedSetItem(this: Storage, name: string, value: string) {
        if (name === key) writes.count += 1;
        setItem.call(this, name, value);
      };
    }, DRAFT_STORAGE_KEY);
    await open(page, t);
    const f = form(page, t);
    await expect(f.submit).toBeEnabled();
    // The page's clock stands still while she types, however slowly the keys arrive on a busy
    // machine: only the clock run below can make the pause after the last key long enough.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const writes = () => page.evaluate(() => (window as { draftWrites?: { count: number } }).draftWrites!.count);
    const draft = () => page.evaluate((key) => localStorage.getItem(key), DRAFT_STORAGE_KEY);
    await f.message.pressSequentially('Forty characters typed one key at a time');
    await page.clock.runFor(DRAFT_SAVE_DELAY_MS - 1);
    expect(await writes()).toBe(0);
    await page.clock.runFor(1);
    expect(await writes()).toBe(1);
    expect(await draft()).toContain('one key at a time');
  });
});

test.describe('contact form: every failure keeps what was typed', () => {
  const t = text.en;
  // Every failed send takes the form's one failure path (an answer that is not ok): a 500 is the
  // failure of the mail-app tests below, which also try again from it and find every value kept;
  // 429 and a network failure open the same dialog there too.
  test('451 shows OOPS!, Escape closes the failure dialog and every value is kept', async ({ page }) => {
    await open(page, t);
    await interceptEmailJs(page, { status: 451, body: 'Unavailable For Headless Browser' });
    await fillEverything(page, t);
    await form(page, t).submit.click();
    const dialog = page.getByRole('dialog', { name: t.oops });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectEverythingKept(page, t);
  });
});

test.describe('contact form: sending', () => {
  const t = text.en;

  test('shows the loader, disables submit, and a second click sends nothing', async ({ page }) => {
    await open(page, t);
    let answer: () => void = () => {};
    const answerAfter = new Promise<void>((resolve) => (answer = resolve));
    const requests = await interceptEmailJs(page, { status: 200, body: 'OK', answerAfter });
    await fillRequired(page, t);
    const f = form(page, t);
    await f.submit.click();
    await expect(page.getByRole('status').filter({ hasText: t.sending })).toBeVisible();
    await expect(f.submit).toBeDisabled();
    await f.submit.click({ force: true }).catch(() => {});
    await f.submit.dispatchEvent('click');
    await page.keyboard.press('Enter');
    answer();
    await expect(page.getByRole('dialog', { name: t.thanks })).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  test('restores the draft after a reload', async ({ page }) => {
    await open(page, t);
    await fillEverything(page, t);
    await page.reload();
    await expectEverythingKept(page, t);
  });

  test('a filled-in honeypot shows the thank-you dialog and sends nothing', async ({ page }) => {
    await open(page, t);
    const requests = await interceptEmailJs(page);
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('textbox', { name: /leave this field empty/i })).toHaveCount(0);
    await fillRequired(page, t);
    await trap.fill('https://spam.example', { force: true });
    await form(page, t).submit.click();
    await expect(page.getByRole('dialog', { name: t.thanks })).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  test('sends hostile input intact and never renders it as HTML', async ({ page }) => {
    await open(page, t);
    const requests = await interceptEmailJs(page, { status: 500 });
    let scriptRan = false;
    page.on('dialog', async (dialog) => {
      scriptRan = true;
      await dialog.dismiss();
    });
    const name = '<img src=x onerror="window.__pwned=1">Ana';
    const message = `<script>window.__pwned=1</script> 💍👰🏽‍♀️ مرحبا بكم — שלום\nsecond line ${'a'.repeat(4_000)}`;
    await fillRequired(page, t, { name, email: 'ana@example.pt', date: '2027‏-06‏-12', message });
    await form(page, t).submit.click();
    await expect(page.getByRole('dialog', { name: t.oops })).toBeVisible();

    const params = sentParams(requests[0]!);
    expect(params.from_name).toBe(name);
    expect(params.message).toBe(message);
    expect(params.message).toHaveLength(message.length);
    expect(params.desired_date).toBe('2027‏-06‏-12');

    await page.getByRole('button', { name: t.retry }).click();
    await expect(form(page, t).name).toHaveValue(name);
    await expect(form(page, t).message).toHaveValue(message);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(scriptRan).toBe(false);
  });
});

/** A mailto: link as the visitor's mail app reads it. */
async function mailOf(link: Locator) {
  const url = new URL((await link.getAttribute('href'))!);
  return {
    protocol: url.protocol,
    to: url.pathname,
    subject: url.searchParams.get('subject') ?? '',
    body: url.searchParams.get('body') ?? '',
    length: url.href.length,
  };
}

for (const lang of ['en', 'pt'] as const) {
  const t = text[lang];
  const m = messagesOf[lang];
  const labels = m.enquiry.labels;
  /** What fillEverything typed and chose, as the e-mail writes it in the page's language. */
  const everythingWritten = [
    `${labels.from_name}: Ana Silva`,
    `${labels.partners_name}: Rui Costa`,
    `${labels.email}: ana@example.pt`,
    `${labels.phone_number}: +351912345678`,
    `${labels.service}: ${m.services.Wedding}, ${m.services.Family}`,
    `${labels.desired_date}: June 2027`,
    `${labels.wedding_venue}: Quinta do Mar, Lagos`,
    `${labels.guest_photos}: ${m.guestPhotos['Not decided yet']}`,
    `${labels.about_me}: ${m.heardAbout.Instagram}, ${m.heardAbout.Friend}`,
  ];

  test.describe(`contact form: the enquiry written into the visitor's mail app (${lang})`, () => {
    // The e-mail is written the same whatever the failure: 429 and a network failure are the
    // failures of the two tests after this one, and of the tests above.
    test(`after 500, the OOPS! dialog's address opens an e-mail with the whole enquiry, and "Try again" sends it again with everything kept`, async ({
      page,
    }) => {
      await open(page, t);
      const requests = await interceptEmailJs(page, [
        { status: 500, body: 'Internal Server Error' },
        { status: 200, body: 'OK' },
      ]);
      await fillEverything(page, t);
      await form(page, t).submit.click();
      const dialog = page.getByRole('dialog', { name: t.oops });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t.oopsText);
      expect(await page.evaluate(() => window.scrollY), 'the dialog shows at the top of the page').toBe(0);
      await expect(dialog.getByRole('link', { name: t.home })).toHaveAttribute('href', t.homeHref);

      const mail = await mailOf(dialog.getByRole('link', { name: PHOTOGRAPHER_EMAIL }));
      expect(mail.protocol).toBe('mailto:');
      expect(mail.to).toBe(PHOTOGRAPHER_EMAIL);
      expect(mail.subject).toBe(
        `${m.enquiry.subject.replace('{services}', `${m.services.Wedding}, ${m.services.Family}`)} — June 2027 — Ana Silva`,
      );
      expect(mail.body).toBe([...everythingWritten, '', `${labels.message}:`, 'Hello!'].join('\r\n'));
      await expect(dialog.getByRole('button', { name: m.enquiry.copy })).toHaveCount(0);

      // 'Try again' closes the dialog with nothing lost, and sends again.
      await dialog.getByRole('button', { name: t.retry }).click();
      await expect(dialog).toBeHidden();
      await expectEverythingKept(page, t);
      await form(page, t).submit.click();
      await expect(page.getByRole('dialog', { name: t.thanks })).toBeVisible();
      expect(requests).toHaveLength(2);
    });

    test('a 5,000-character message: a link under 2,000 characters ending with the cut line, and the whole enquiry copied', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page, t);
      await interceptEmailJs(page, { status: 429, body: 'Too Many Requests' });
      await fillEverything(page, t);
      const message = `Olá & bem-vindos + ${'a story of two families, '.repeat(200)}`.slice(
        0,
        textFieldMaxLength.message,
      );
      await form(page, t).message.fill(message);
      await form(page, t).submit.click();
      const dialog = page.getByRole('dialog', { name: t.oops });

      const mail = await mailOf(dialog.getByRole('link', { name: PHOTOGRAPHER_EMAIL }));
      expect(mail.length).toBeLessThan(MAILTO_MAX_LENGTH);
      for (const line of everythingWritten) expect(mail.body).toContain(`${line}\r\n`);
      expect(mail.body).toContain(`${labels.message}:\r\nOlá & bem-vindos + a story`);
      expect(mail.body.endsWith(`…\r\n\r\n${m.enquiry.cut}`)).toBe(true);

      await dialog.getByRole('button', { name: m.enquiry.copy }).click();
      await expect(dialog.getByRole('status')).toHaveText(m.enquiry.copied);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe([...everythingWritten, '', `${labels.message}:`, message.trim()].join('\n'));
    });

    test('hostile text arrives intact in the e-mail and is never run', async ({ page }) => {
      await open(page, t);
      await interceptEmailJs(page, 'abort');
      let scriptRan = false;
      page.on('dialog', async (dialog) => {
        scriptRan = true;
        await dialog.dismiss();
      });
      const name = '<script>alert(1)</script> Ana & Rui #1 + 💍';
      const date = '2027‏-06‏-12 ?';
      const message = 'שלום مرحبا بكم — 👰🏽‍♀️ ção\nLine two & ?x=1#top + 100%';
      await fillRequired(page, t, { name, email: 'ana@example.pt', date, message });
      await form(page, t).submit.click();
      const mail = await mailOf(
        page.getByRole('dialog', { name: t.oops }).getByRole('link', { name: PHOTOGRAPHER_EMAIL }),
      );
      expect(mail.subject).toBe(`${m.enquiry.subject.replace('{services}', m.services.Family)} — ${date} — ${name}`);
      expect(mail.body).toContain(`${labels.from_name}: ${name}\r\n`);
      expect(mail.body).toContain(`${labels.desired_date}: ${date}\r\n`);
      expect(mail.body.endsWith(`${labels.message}:\r\n${message.replace('\n', '\r\n')}`)).toBe(true);
      expect(scriptRan).toBe(false);
    });

    test('the address under the form is written from what the visitor has typed when tapped', async ({ page }) => {
      const link = page.getByRole('link', { name: PHOTOGRAPHER_EMAIL });
      // Without the page's script, a plain mailto: link.
      expect(exportedHtml(t.path)).toContain(`href="mailto:${PHOTOGRAPHER_EMAIL}"`);
      await open(page, t);
      await expect(link).toHaveAttribute('href', `mailto:${PHOTOGRAPHER_EMAIL}`);
      await fillEverything(page, t);
      await link.click();
      const mail = await mailOf(link);
      expect(mail.subject).toContain('Ana Silva');
      expect(mail.body).toBe([...everythingWritten, '', `${labels.message}:`, 'Hello!'].join('\r\n'));
      // The page stays: the mail app opens beside it.
      await expect(page).toHaveURL(new RegExp(`${t.path}$`));
    });
  });
}

test.describe('local inbox', () => {
  test('a real enquiry travels over HTTP from the browser to the inbox file', async ({ page, baseURL }) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-inbox-'));
    // A build pointed at the local inbox (NEXT_PUBLIC_EMAILJS_ORIGIN) reaches it directly;
    // otherwise the browser's request is forwarded to it unchanged.
    const localOrigin = process.env.NEXT_PUBLIC_EMAILJS_ORIGIN;
    const port = localOrigin ? Number(new URL(localOrigin).port) : 0;
    // The inbox answers only the site it belongs to: here, the pages under test.
    const inbox = await startLocalInbox({
      port,
      inboxFile: path.join(dir, 'enquiries.jsonl'),
      allowedOrigins: [new URL(baseURL!).origin],
      log: () => {},
    });
    try {
      if (!localOrigin) {
        await page.route(SEND_URL, async (route) => {
          const response = await route.fetch({ url: inbox.url + SEND_PATH });
          await route.fulfill({ response, headers: { ...response.headers(), ...CORS } });
        });
      }
      const t = text.en;
      await open(page, t);
      await fillEverything(page, t);
      await form(page, t).submit.click();
      await expect(page.getByRole('dialog', { name: t.thanks })).toBeVisible();

      const lines = (await readFile(inbox.inboxFile, 'utf8')).trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({
        lib_version: '4.4.1',
        user_id: EMAILJS.publicKey,
        service_id: EMAILJS.serviceId,
        template_id: EMAILJS.templateId,
        template_params: expectedParams,
      });
    } finally {
      await inbox.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
