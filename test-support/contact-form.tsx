/**
 * The contact form under test (components/contact/contact-form-*.test.tsx), with the real EmailJS
 * SDK: only `fetch`, its transport, is replaced. The words come from the dictionary, as the
 * visitor reads them. Each test file calls setUpContactForm() once.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/contact/contact-form';
import { contactMessages } from '@/content/dictionaries/contact';
import { getSite } from '@/content/read';

export const en = contactMessages.en;
export const pt = contactMessages.pt;
export const lang = { en: 'en', pt: 'pt-PT' } as const;

export type FakeResponse = { ok: boolean; status: number; text: () => Promise<string> };
export const answer = (status: number, text = status === 200 ? 'OK' : 'Error'): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  text: () => Promise.resolve(text),
});

/** The subject and body of a `mailto:` link, decoded as a mail app reads them. */
export function mailOf(link: HTMLElement) {
  const url = new URL(link.getAttribute('href')!);
  return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
}

/** The SDK posts its payload as JSON text. */
export function bodyText(init: RequestInit): string {
  if (typeof init.body !== 'string') throw new Error('the request body is not text');
  return init.body;
}

export const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();
export const scrollTo = jest.fn();
let consoleError: jest.SpyInstance;

/** The spy on console.error in the running test: React reports a hydration mismatch there. */
export const consoleErrorSpy = () => consoleError;

/** Each test of the form starts with no draft, EmailJS configured and answering 200, fresh spies. */
export function setUpContactForm(): void {
  beforeAll(() => {
    window.scrollTo = scrollTo;
    process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY = 'test-public-key';
    process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID = 'test-service';
    process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID = 'test-template';
  });

  beforeEach(() => {
    window.localStorage.clear();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(answer(200));
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    scrollTo.mockClear();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    consoleError.mockRestore();
    jest.useRealTimers();
  });
}

export function form(locale: 'en' | 'pt' = 'en') {
  return (
    <ContactForm
      messages={contactMessages[locale]}
      lang={lang[locale]}
      homeHref={locale === 'en' ? '/' : '/pt-pt'}
      email={getSite().email}
      instagram={getSite().instagram}
    />
  );
}

export function renderForm(locale: 'en' | 'pt' = 'en') {
  const user = userEvent.setup({ delay: null });
  render(form(locale));
  return user;
}

export const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
export const nameInput = () => field(en.fields.from_name.label);
export const emailInput = () => field(en.fields.email.label);
export const phoneInput = () => field(en.fields.phone_number.label);
export const dateInput = () => field(en.fields.desired_date.label);
export const venueInput = () => field(en.fields.wedding_venue.label);
export const messageInput = () => field(en.fields.message.label);
export const submitButton = () => screen.getByRole('button', { name: en.form.submit });
export const service = (option: keyof typeof en.services) =>
  screen.getByRole('checkbox', { name: en.services[option] });
export const guests = (option: keyof typeof en.guestPhotos) =>
  screen.getByRole('radio', { name: en.guestPhotos[option] });

export async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(nameInput(), 'Ana Silva');
  await user.type(emailInput(), 'ana@example.pt');
  await user.click(service('Family'));
  await user.type(dateInput(), 'June 2027');
  await user.type(messageInput(), 'Hello!');
}

/** A fetch answer the test releases when it wants, to look at the sending state. */
export function deferredAnswer() {
  let release: (response: FakeResponse) => void = () => {};
  fetchMock.mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
  return (response: FakeResponse) =>
    act(() => {
      release(response);
      return Promise.resolve();
    });
}

export function sentParams(call = 0): Record<string, string> {
  const [, init] = fetchMock.mock.calls[call]!;
  return (JSON.parse(bodyText(init)) as { template_params: Record<string, string> }).template_params;
}
