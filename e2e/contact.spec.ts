import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CONSENT_STORAGE_KEY } from '@/lib/consent/storage';
import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { SEND_PATH, startLocalInbox } from '../scripts/server/local-inbox';

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
const PHOTOGRAPHER_EMAIL = 'hello@luzdosul.example'; // content/site.ts
const CORS = { 'Access-Control-Allow-Origin': '*' };

const text = {
  en: {
    path: '/contact',
    name: 'Your name',
    partner: "Your partner's name",
    email: 'Email',
    phone: 'Phone number',
    date: 'Desired date',
    venue: 'Wedding venue',
    message: 'Your message',
    services: { Wedding: 'Wedding', Family: 'Family', Couple: 'Couple' },
    heard: { Instagram: 'Instagram', Friend: 'Friend' },
    guests: { Yes: 'Yes', 'Not decided yet': 'Not decided yet' },
    submit: 'Send message',
    sending: 'Sending your message…',
    required: 'This field is required',
    invalidEmail: 'Please enter a valid email address',
    general: 'Please fill in the required fields',
    thanks: 'THANK YOU!',
    thanksText: "Your message has been received. I'll get back to you as soon as I can",
    ok: 'OK',
    oops: 'OOPS!',
    oopsText: 'Something went wrong. Please try again, or send your contact directly to',
    retry: 'Try again',
    home: 'Back to homepage',
    homeHref: '/',
  },
  pt: {
    path: '/contact/pt-pt',
    name: 'O teu nome',
    partner: 'Nome do teu par',
    email: 'Email',
    phone: 'Telemóvel',
    date: 'Data pretendida',
    venue: 'Local do casamento',
    message: 'A tua mensagem',
    services: { Wedding: 'Casamento', Family: 'Família', Couple: 'Casal' },
    heard: { Instagram: 'Instagram', Friend: 'Um amigo ou amiga' },
    guests: { Yes: 'Sim', 'Not decided yet': 'Ainda não decidi' },
    submit: 'Enviar mensagem',
    sending: 'A enviar a tua mensagem…',
    required: 'Campo obrigatório',
    invalidEmail: 'Por favor insira um email válido',
    general: 'Por favor, preencha os campos obrigatórios',
    thanks: 'OBRIGADA!',
    thanksText: 'Recebi a tua mensagem. Respondo-te assim que puder',
    ok: 'OK',
    oops: 'UPS!',
    oopsText: 'Algo correu mal. Tenta novamente ou envia o teu contacto diretamente para',
    retry: 'Tentar novamente',
    home: 'Voltar à página inicial',
    homeHref: '/pt-pt',
  },
} as const;
type Lang = keyof typeof text;
type Texts = (typeof text)[Lang];

type Reply = { status: number; body?: string; delayMs?: number } | 'abort';

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
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    await route.fulfill({ status: reply.status, body: reply.body ?? 'Error', contentType: 'text/plain', headers: CORS });
  });
  return requests;
}

/** Opens the page as a visitor who has already declined analytics, so no cookie banner shows up mid-test. */
async function open(page: Page, t: Texts) {
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ analytics: false }));
  }, CONSENT_STORAGE_KEY);
  await page.goto(t.path);
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

async function fillRequired(page: Page, t: Texts, values = { name: 'Ana Silva', email: 'ana@example.pt', date: 'June 2027', message: 'Hello!' }) {
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

    test('shows field errors only after the first submit, then the general error, and focuses the first invalid field', async ({ page }) => {
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
    });

    test('makes the wedding venue and guest photos required when Wedding is chosen', async ({ page }) => {
      const requests = await interceptEmailJs(page);
      const f = form(page, t);
      await fillRequired(page, t);
      await f.service('Wedding').check();
      await f.submit.click();

      await expect(page.getByText(t.required, { exact: true })).toHaveCount(2);
      await expect(f.venue).toHaveAttribute('aria-invalid', 'true');
      await expect(f.guests('Yes')).toHaveAttribute('aria-invalid', 'true');
      await expect(f.venue).toBeFocused();
      expect(requests).toHaveLength(0);

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

    test('keeps everything after a failure and sends again from "Try again"', async ({ page }) => {
      const requests = await interceptEmailJs(page, [{ status: 500, body: 'Internal Server Error' }, { status: 200, body: 'OK' }]);
      await fillEverything(page, t);
      await form(page, t).submit.click();

      const dialog = page.getByRole('dialog', { name: t.oops });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t.oopsText);
      await expect(dialog.getByRole('link', { name: PHOTOGRAPHER_EMAIL })).toHaveAttribute('href', `mailto:${PHOTOGRAPHER_EMAIL}`);
      await expect(dialog.getByRole('link', { name: t.home })).toHaveAttribute('href', t.homeHref);
      await dialog.getByRole('button', { name: t.retry }).click();
      await expect(dialog).toBeHidden();
      await expectEverythingKept(page, t);

      await form(page, t).submit.click();
      await expect(page.getByRole('dialog', { name: t.thanks })).toBeVisible();
      expect(requests).toHaveLength(2);
    });
  });
}

test.describe('contact form: every failure keeps what was typed', () => {
  const t = text.en;
  const failures: [string, Reply][] = [
    ['500', { status: 500, body: 'Internal Server Error' }],
    ['429', { status: 429, body: 'Too Many Requests' }],
    ['451', { status: 451, body: 'Unavailable For Headless Browser' }],
    ['network failure', 'abort'],
  ];
  for (const [kind, reply] of failures) {
    test(`${kind} shows OOPS! and keeps every value`, async ({ page }) => {
      await open(page, t);
      await interceptEmailJs(page, reply);
      await fillEverything(page, t);
      await form(page, t).submit.click();
      const dialog = page.getByRole('dialog', { name: t.oops });
      await expect(dialog).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await dialog.getByRole('button', { name: t.retry }).click();
      await expectEverythingKept(page, t);
    });
  }

  test('Escape closes the failure dialog', async ({ page }) => {
    await open(page, t);
    await interceptEmailJs(page, { status: 500 });
    await fillRequired(page, t);
    await form(page, t).submit.click();
    await expect(page.getByRole('dialog', { name: t.oops })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: t.oops })).toBeHidden();
    await expect(form(page, t).name).toHaveValue('Ana Silva');
  });
});

test.describe('contact form: sending', () => {
  const t = text.en;

  test('shows the loader, disables submit, and a second click sends nothing', async ({ page }) => {
    await open(page, t);
    const requests = await interceptEmailJs(page, { status: 200, body: 'OK', delayMs: 1500 });
    await fillRequired(page, t);
    const f = form(page, t);
    await f.submit.click();
    await expect(page.getByRole('status').filter({ hasText: t.sending })).toBeVisible();
    await expect(f.submit).toBeDisabled();
    await f.submit.click({ force: true }).catch(() => {});
    await f.submit.dispatchEvent('click');
    await page.keyboard.press('Enter');
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
    const message = `<script>window.__pwned=1</script> 💍👰🏽‍♀️ مرحبا بكم — שלום ${'a'.repeat(10_000)}`;
    await fillRequired(page, t, { name, email: 'ana@example.pt', date: '2027‏-06‏-12', message });
    await form(page, t).submit.click();
    await expect(page.getByRole('dialog', { name: t.oops })).toBeVisible();

    const params = requests[0]!.postDataJSON().template_params as Record<string, string>;
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

test.describe('local inbox', () => {
  test('a real enquiry travels over HTTP from the browser to the inbox file', async ({ page, baseURL }) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-inbox-'));
    // A build pointed at the local inbox (NEXT_PUBLIC_EMAILJS_ORIGIN) reaches it directly;
    // otherwise the browser's request is forwarded to it unchanged.
    const localOrigin = process.env.NEXT_PUBLIC_EMAILJS_ORIGIN;
    const port = localOrigin ? Number(new URL(localOrigin).port) : 0;
    // The inbox answers only the site it belongs to: here, the pages under test.
    const inbox = await startLocalInbox({ port, inboxFile: path.join(dir, 'enquiries.jsonl'), allowedOrigins: [new URL(baseURL!).origin], log: () => {} });
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
