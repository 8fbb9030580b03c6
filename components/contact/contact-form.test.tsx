import { Profiler } from 'react';
import { renderToString } from 'react-dom/server';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactMessages } from '@/content/dictionaries/contact';
import { site } from '@/content/site';
import { COUNT_ANNOUNCE_DELAY_MS, fillNumbers } from '@/lib/contact/character-count';
import { DRAFT_STORAGE_KEY, saveDraft } from '@/lib/contact/draft';
import { MESSAGE_COUNT_FROM, emptyValues, textFieldMaxLength } from '@/lib/contact/fields';
import { PHONE_TYPED_MAX_LENGTH } from '@/lib/contact/phone';
import { ContactForm } from './contact-form';
import { ContactScreen } from './contact-screen';

/*
 * The form with the real EmailJS SDK; only `fetch`, its transport, is replaced. The words come
 * from the dictionary, as the visitor reads them.
 */

const en = contactMessages.en;
const pt = contactMessages.pt;
const lang = { en: 'en', pt: 'pt-PT' } as const;

type FakeResponse = { ok: boolean; status: number; text: () => Promise<string> };
const answer = (status: number, text = status === 200 ? 'OK' : 'Error'): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  text: () => Promise.resolve(text),
});

/** The subject and body of a `mailto:` link, decoded as a mail app reads them. */
function mailOf(link: HTMLElement) {
  const url = new URL(link.getAttribute('href')!);
  return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
}

/** The SDK posts its payload as JSON text. */
function bodyText(init: RequestInit): string {
  if (typeof init.body !== 'string') throw new Error('the request body is not text');
  return init.body;
}

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();
const scrollTo = jest.fn();
let consoleError: jest.SpyInstance;

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

function form(locale: 'en' | 'pt' = 'en') {
  return (
    <ContactForm
      messages={contactMessages[locale]}
      lang={lang[locale]}
      homeHref={locale === 'en' ? '/' : '/pt-pt'}
      email={site.email}
      instagram={site.instagram}
    />
  );
}

function renderForm(locale: 'en' | 'pt' = 'en') {
  const user = userEvent.setup();
  render(form(locale));
  return user;
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const nameInput = () => field(en.fields.from_name.label);
const emailInput = () => field(en.fields.email.label);
const phoneInput = () => field(en.fields.phone_number.label);
const dateInput = () => field(en.fields.desired_date.label);
const venueInput = () => field(en.fields.wedding_venue.label);
const messageInput = () => field(en.fields.message.label);
const submitButton = () => screen.getByRole('button', { name: en.form.submit });
const service = (option: keyof typeof en.services) => screen.getByRole('checkbox', { name: en.services[option] });
const guests = (option: keyof typeof en.guestPhotos) => screen.getByRole('radio', { name: en.guestPhotos[option] });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(nameInput(), 'Ana Silva');
  await user.type(emailInput(), 'ana@example.pt');
  await user.click(service('Family'));
  await user.type(dateInput(), 'June 2027');
  await user.type(messageInput(), 'Hello!');
}

/** A fetch answer the test releases when it wants, to look at the sending state. */
function deferredAnswer() {
  let release: (response: FakeResponse) => void = () => {};
  fetchMock.mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
  return (response: FakeResponse) =>
    act(() => {
      release(response);
      return Promise.resolve();
    });
}

function sentParams(call = 0): Record<string, string> {
  const [, init] = fetchMock.mock.calls[call]!;
  return (JSON.parse(bodyText(init)) as { template_params: Record<string, string> }).template_params;
}

describe('ContactForm: fields', () => {
  it('gives every control a visible label, and groups the choices under a legend', () => {
    renderForm();
    for (const name of Object.values(en.fields)) expect(field(name.label)).toBeVisible();
    const services = screen.getByRole('group', { name: new RegExp(en.groups.service.legend.replace('?', '\\?')) });
    expect(
      within(services)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['Wedding', 'Engagements', 'Proposal', 'Couple', 'Family', 'Other work']);
    const guestGroup = screen.getByRole('group', {
      name: new RegExp(en.groups.guest_photos.legend.replace('?', '\\?')),
    });
    expect(
      within(guestGroup)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Yes', 'No', 'Not decided yet']);
    const heard = screen.getByRole('group', { name: new RegExp(en.groups.about_me.legend.replace('?', '\\?')) });
    expect(within(heard).getAllByRole('checkbox')).toHaveLength(5);
  });

  it('uses the EmailJS template’s field names and English option values in Portuguese too', () => {
    renderForm('pt');
    expect(field(pt.fields.from_name.label)).toHaveAttribute('name', 'from_name');
    expect(field(pt.fields.phone_number.label)).toHaveAttribute('name', 'phone_number');
    expect(screen.getByRole('checkbox', { name: pt.services['Other work'] })).toHaveAttribute('value', 'Other work');
    expect(screen.getByRole('checkbox', { name: pt.heardAbout['Google search'] })).toHaveAttribute(
      'value',
      'Google search',
    );
    expect(screen.getByRole('radio', { name: pt.guestPhotos['Not decided yet'] })).toHaveAttribute(
      'value',
      'Not decided yet',
    );
  });

  it('limits every text field to a length that keeps the request small, the message to 5,000 characters', () => {
    renderForm();
    expect(messageInput()).toHaveAttribute('maxlength', '5000');
    for (const name of ['from_name', 'partners_name', 'email', 'desired_date', 'wedding_venue'] as const) {
      expect(field(en.fields[name].label)).toHaveAttribute('maxlength', String(textFieldMaxLength[name]));
    }
    // Once the script runs, the phone number cuts itself to 15 after removing spaces, so a
    // maxlength would stop '+351 912 345 678'.
    expect(phoneInput()).not.toHaveAttribute('maxlength');
  });
});

describe('ContactForm: validation', () => {
  it('shows no error before the first submit', async () => {
    const user = renderForm();
    await user.type(emailInput(), 'not-an-email');
    await user.clear(emailInput());
    expect(screen.queryByText(en.errors.required)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(emailInput()).not.toHaveAttribute('aria-invalid');
  });

  it('on an empty submit shows the general error, ties each error to its field and focuses the first', async () => {
    const user = renderForm();
    await user.click(submitButton());

    expect(screen.getByRole('alert')).toHaveTextContent(en.errors.general);
    expect(screen.getAllByText(en.errors.required)).toHaveLength(5);
    for (const input of [nameInput(), emailInput(), dateInput(), messageInput()]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(en.errors.required));
    }
    expect(service('Wedding')).toHaveAttribute('aria-invalid', 'true');
    expect(phoneInput()).not.toHaveAttribute('aria-invalid');
    expect(venueInput()).not.toHaveAttribute('aria-invalid');
    expect(nameInput()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves the focus to the first invalid field in page order', async () => {
    const user = renderForm();
    await user.type(nameInput(), 'Ana');
    await user.type(emailInput(), 'ana@example.pt');
    await user.click(submitButton());
    expect(service('Wedding')).toHaveFocus();
  });

  it('asks for a valid e-mail address', async () => {
    const user = renderForm();
    await fillRequired(user);
    await user.clear(emailInput());
    await user.type(emailInput(), 'ana@example');
    await user.click(submitButton());
    expect(emailInput()).toHaveAccessibleDescription(en.errors.invalidEmail);
    expect(emailInput()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'probe.<b>x</b>@example.com'],
    ['pt', 'ana@<script>.example.pt'],
  ] as const)('refuses an address with < or > (%s)', async (locale, address) => {
    const user = renderForm(locale);
    const words = contactMessages[locale];
    const emailField = field(words.fields.email.label);
    await user.type(emailField, address);
    await user.click(screen.getByRole('button', { name: words.form.submit }));
    expect(emailField).toHaveAccessibleDescription(words.errors.invalidEmail);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('makes the venue and the guest photos answer required when Wedding is chosen', async () => {
    const user = renderForm();
    await fillRequired(user);
    expect(venueInput()).not.toHaveAttribute('aria-required');
    await user.click(service('Wedding'));
    expect(venueInput()).toHaveAttribute('aria-required', 'true');
    const requiredGuests = `${en.groups.guest_photos.legend} (${en.form.requiredMarker})`;
    expect(screen.getByRole('group', { name: (name) => name.includes(requiredGuests) })).toBeInTheDocument();

    await user.click(submitButton());
    expect(venueInput()).toHaveAttribute('aria-invalid', 'true');
    expect(guests('Yes')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(en.errors.required)).toHaveLength(2);
    expect(venueInput()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(venueInput(), 'Quinta do Mar');
    await user.click(guests('Not decided yet'));
    expect(screen.queryByText(en.errors.required)).not.toBeInTheDocument();
  });

  it('clears the general error as soon as a field is edited, keeping the field errors', async () => {
    const user = renderForm();
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.type(nameInput(), 'A');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByText(en.errors.required)).toHaveLength(4);
  });

  it('shows the messages in Portuguese', async () => {
    const user = renderForm('pt');
    await user.type(field(pt.fields.email.label), 'ana@');
    await user.click(screen.getByRole('button', { name: pt.form.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(pt.errors.general);
    expect(screen.getAllByText(pt.errors.required)).toHaveLength(4);
    expect(screen.getByText(pt.errors.invalidEmail)).toBeInTheDocument();
  });
});

describe('ContactForm: message length', () => {
  const countText = (locale: 'en' | 'pt', count: number) =>
    fillNumbers(contactMessages[locale].limits.count, { count, max: 5000 }, lang[locale]);

  it.each(['en', 'pt'] as const)('shows the count from %s 4,500 characters on, tied to the field', async (locale) => {
    const user = renderForm(locale);
    const message = field(contactMessages[locale].fields.message.label);
    await user.click(message);
    await user.paste('a'.repeat(MESSAGE_COUNT_FROM - 1));
    expect(screen.queryByText(countText(locale, MESSAGE_COUNT_FROM - 1))).not.toBeInTheDocument();
    await user.type(message, 'b');
    expect(screen.getByText(countText(locale, MESSAGE_COUNT_FROM))).toBeVisible();
    expect(message).toHaveAccessibleDescription(countText(locale, MESSAGE_COUNT_FROM));
    await user.type(message, '{Backspace}');
    expect(screen.queryByText(countText(locale, MESSAGE_COUNT_FROM))).not.toBeInTheDocument();
  });

  it('writes the numbers the way each language does', () => {
    const filled = (locale: 'en' | 'pt', count: string, max: string) =>
      contactMessages[locale].limits.count.replace('{count}', count).replace('{max}', max);
    expect(countText('en', 4501)).toBe(filled('en', '4,501', '5,000'));
    expect(countText('pt', 4501)).toBe(filled('pt', '4501', '5000'));
  });

  it('stops the message at 5,000 characters', async () => {
    const user = renderForm();
    await user.click(messageInput());
    await user.paste('a'.repeat(5100));
    expect(messageInput()).toHaveValue('a'.repeat(5000));
    expect(screen.getByText(countText('en', 5000))).toBeVisible();
  });

  it('tells screen readers the count once the visitor pauses, not on every key', async () => {
    jest.useFakeTimers();
    // Keys a quarter of the announcement delay apart: a visitor typing steadily.
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: COUNT_ANNOUNCE_DELAY_MS / 4 });
    render(form());
    const live = document.querySelector('[aria-live="polite"]')!;
    await user.click(messageInput());
    await user.paste('a'.repeat(MESSAGE_COUNT_FROM));
    act(() => jest.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS));
    expect(live).toHaveTextContent(countText('en', MESSAGE_COUNT_FROM));

    await user.type(messageInput(), 'bcd', { skipClick: true });
    expect(screen.getByText(countText('en', MESSAGE_COUNT_FROM + 3))).toBeVisible();
    expect(live).toHaveTextContent(countText('en', MESSAGE_COUNT_FROM)); // nothing new while typing
    act(() => jest.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS));
    expect(live).toHaveTextContent(countText('en', MESSAGE_COUNT_FROM + 3));
  });

  it('asks to shorten a longer message restored from an old draft instead of failing to send it', async () => {
    saveDraft({
      ...emptyValues(),
      from_name: 'Ana',
      email: 'ana@example.pt',
      desired_date: 'May',
      service: ['Family'],
      message: 'a'.repeat(6000),
    });
    const user = renderForm();
    expect(await screen.findByText(countText('en', 6000))).toBeVisible();
    await user.click(submitButton());
    const tooLong = fillNumbers(en.limits.tooLong, { max: 5000 }, 'en');
    expect(messageInput()).toHaveAccessibleDescription(expect.stringContaining(tooLong));
    expect(messageInput()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('typing re-renders nothing of the form while nothing on it changes', async () => {
    const onRender = jest.fn();
    const user = userEvent.setup();
    render(
      <Profiler id="form" onRender={onRender}>
        {form()}
      </Profiler>,
    );
    onRender.mockClear();
    await user.type(nameInput(), 'Ana Silva');
    await user.type(messageInput(), 'A long message, typed key by key.');
    expect(onRender).not.toHaveBeenCalled();
    await user.click(service('Wedding')); // the venue becomes required: one render
    expect(onRender).toHaveBeenCalledTimes(1);
  });
});

describe('ContactForm: phone number', () => {
  it('strips what is not a digit while typing, keeping a leading +', async () => {
    const user = renderForm();
    await user.type(phoneInput(), '+351 912-345 (678)');
    expect(phoneInput()).toHaveValue('+351912345678');
  });

  it('blocks typing past 15 characters and lets Backspace delete', async () => {
    const user = renderForm();
    await user.type(phoneInput(), '+35191234567890');
    await user.type(phoneInput(), '123');
    expect(phoneInput()).toHaveValue('+35191234567890');
    await user.type(phoneInput(), '{Backspace}{Backspace}');
    expect(phoneInput()).toHaveValue('+351912345678');
    await user.type(phoneInput(), '1');
    expect(phoneInput()).toHaveValue('+3519123456781');
  });

  it('sanitises pasted text and cuts it to 15 characters', async () => {
    const user = renderForm();
    await user.click(phoneInput());
    await user.paste('+351 (912) 345 678 — mobile 000 999');
    expect(phoneInput()).toHaveValue('+35191234567800');
  });
});

describe('ContactForm: sending', () => {
  it('shows the loader while sending, then the thank-you dialog, and clears the form and the draft', async () => {
    const user = renderForm();
    await fillRequired(user);
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull());

    const release = deferredAnswer();
    await user.click(submitButton());
    expect(screen.getByRole('status')).toHaveTextContent(en.sending);
    expect(submitButton()).toBeDisabled();

    await release(answer(200));
    const dialog = await screen.findByRole('dialog', { name: en.success.heading });
    expect(dialog).toHaveAccessibleDescription(en.success.text);
    expect(within(dialog).getByRole('link', { name: site.instagram.handle })).toHaveAttribute(
      'href',
      site.instagram.url,
    );
    expect(within(dialog).getByRole('link', { name: en.success.home })).toHaveAttribute('href', '/');
    expect(within(dialog).getByRole('button', { name: en.success.ok })).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    expect(nameInput()).toHaveValue('');
    expect(messageInput()).toHaveValue('');
    expect(service('Family')).not.toBeChecked();
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: en.success.ok }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(nameInput()).toHaveFocus();
    // A cleared form after success shows no errors.
    expect(screen.queryByText(en.errors.required)).not.toBeInTheDocument();
  });

  it('sends the form values through EmailJS', async () => {
    const user = renderForm();
    await fillRequired(user);
    await user.click(service('Wedding'));
    await user.type(venueInput(), 'Quinta do Mar');
    await user.click(guests('Yes'));
    await user.click(screen.getByRole('checkbox', { name: en.heardAbout.Friend }));
    await user.click(screen.getByRole('checkbox', { name: en.heardAbout.Instagram }));
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: en.success.heading });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.emailjs.com/api/v1.0/email/send');
    expect(JSON.parse(bodyText(init))).toEqual({
      lib_version: '4.4.1',
      user_id: 'test-public-key',
      service_id: 'test-service',
      template_id: 'test-template',
      template_params: {
        from_name: 'Ana Silva',
        partners_name: '',
        phone_number: '',
        email: 'ana@example.pt',
        desired_date: 'June 2027',
        wedding_venue: 'Quinta do Mar',
        message: 'Hello!',
        service: 'Wedding, Family',
        about_me: 'Instagram, Friend',
        guest_photos: 'Yes',
      },
    });
  });

  it('sends nothing more when submit is pressed again while sending', async () => {
    const user = renderForm();
    await fillRequired(user);
    const release = deferredAnswer();
    const formElement = screen.getByRole('form', { name: en.form.label });
    await user.click(submitButton());
    await user.click(submitButton());
    fireEvent.submit(formElement);
    fireEvent.submit(formElement);
    await release(answer(200));
    await screen.findByRole('dialog', { name: en.success.heading });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a server error', () => fetchMock.mockResolvedValueOnce(answer(500))],
    ['a throttled send', () => fetchMock.mockResolvedValueOnce(answer(429, 'Too Many Requests'))],
    ['a headless block', () => fetchMock.mockResolvedValueOnce(answer(451, 'Unavailable For Headless Browser'))],
    ['a network failure', () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))],
  ])('after %s shows the OOPS! dialog and keeps every value', async (_kind, fail) => {
    fail();
    const user = renderForm();
    await fillRequired(user);
    await user.type(phoneInput(), '+351912345678');
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: en.failure.heading });
    expect(dialog).toHaveAccessibleDescription(`${en.failure.text} ${site.email}`);
    // The address opens the visitor's mail app with the enquiry written in.
    const mail = mailOf(within(dialog).getByRole('link', { name: site.email }));
    expect(mail.to).toBe(site.email);
    expect(mail.subject).toBe(
      `${en.enquiry.subject.replace('{services}', en.services.Family)} — June 2027 — Ana Silva`,
    );
    for (const line of [
      `${en.enquiry.labels.from_name}: Ana Silva`,
      `${en.enquiry.labels.email}: ana@example.pt`,
      `${en.enquiry.labels.phone_number}: +351912345678`,
      `${en.enquiry.labels.service}: ${en.services.Family}`,
      `${en.enquiry.labels.desired_date}: June 2027`,
      `${en.enquiry.labels.message}:\r\nHello!`,
    ]) {
      expect(mail.body).toContain(line);
    }
    expect(within(dialog).queryByRole('button', { name: en.enquiry.copy })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: en.failure.home })).toHaveAttribute('href', '/');
    expect(within(dialog).getByRole('button', { name: en.failure.retry })).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await user.click(within(dialog).getByRole('button', { name: en.failure.retry }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(nameInput()).toHaveValue('Ana Silva');
    expect(emailInput()).toHaveValue('ana@example.pt');
    expect(phoneInput()).toHaveValue('+351912345678');
    expect(dateInput()).toHaveValue('June 2027');
    expect(messageInput()).toHaveValue('Hello!');
    expect(service('Family')).toBeChecked();
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull());

    // Trying again at once really sends.
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: en.success.heading });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the failure dialog in Portuguese with a failure heading', async () => {
    fetchMock.mockResolvedValueOnce(answer(500));
    const user = renderForm('pt');
    await user.type(field(pt.fields.from_name.label), 'Ana');
    await user.type(field(pt.fields.email.label), 'ana@example.pt');
    await user.click(screen.getByRole('checkbox', { name: pt.services.Family }));
    await user.type(field(pt.fields.desired_date.label), 'junho');
    await user.type(field(pt.fields.message.label), 'Olá');
    await user.click(screen.getByRole('button', { name: pt.form.submit }));
    const dialog = await screen.findByRole('dialog', { name: pt.failure.heading });
    expect(within(dialog).getByRole('button', { name: pt.failure.retry })).toBeInTheDocument();
    const mail = mailOf(within(dialog).getByRole('link', { name: site.email }));
    expect(mail.subject).toBe(`${pt.enquiry.subject.replace('{services}', pt.services.Family)} — junho — Ana`);
    expect(mail.body).toContain(`${pt.enquiry.labels.from_name}: Ana\r\n`);
    expect(mail.body).toContain(`${pt.enquiry.labels.message}:\r\nOlá`);
    expect(within(dialog).getByRole('link', { name: pt.failure.home })).toHaveAttribute('href', '/pt-pt');
  });

  it('closes a dialog with Escape', async () => {
    fetchMock.mockResolvedValueOnce(answer(500));
    const user = renderForm();
    await fillRequired(user);
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: en.failure.heading });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(nameInput()).toHaveFocus();
  });

  it('fails gracefully when EmailJS is not configured', async () => {
    const saved = process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY;
    delete process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY;
    try {
      const user = renderForm();
      await fillRequired(user);
      await user.click(submitButton());
      await screen.findByRole('dialog', { name: en.failure.heading });
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY = saved;
    }
  });
});

describe('ContactForm: an enquiry too long for its e-mail link', () => {
  async function failWithLongMessage(user: ReturnType<typeof userEvent.setup>, message: string) {
    fetchMock.mockResolvedValueOnce(answer(500));
    await fillRequired(user);
    await user.clear(messageInput());
    await user.click(messageInput());
    await user.paste(message);
    await user.click(submitButton());
    return screen.findByRole('dialog', { name: en.failure.heading });
  }

  it('ends the e-mail with the cut line and copies the whole enquiry, saying so', async () => {
    const user = renderForm();
    // After user-event's setup, which puts in a clipboard of its own.
    const writeText = jest.fn<Promise<void>, [string]>(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const message = 'A long story. '.repeat(400).slice(0, 5000);
    const dialog = await failWithLongMessage(user, message);

    const link = within(dialog).getByRole('link', { name: site.email });
    expect(link.getAttribute('href')!.length).toBeLessThan(2000);
    expect(mailOf(link).body!.endsWith(en.enquiry.cut)).toBe(true);

    await user.click(await within(dialog).findByRole('button', { name: en.enquiry.copy }));
    expect(writeText).toHaveBeenCalledTimes(1);
    const copied = writeText.mock.calls[0]![0];
    expect(copied).toContain(`${en.enquiry.labels.from_name}: Ana Silva`);
    expect(copied).toContain(message.trim());
    expect(within(dialog).getByRole('status')).toHaveTextContent(en.enquiry.copied);
  });

  it('shows the enquiry selected for copying by hand where the browser allows no copying', async () => {
    const user = renderForm();
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
    const dialog = await failWithLongMessage(user, 'x'.repeat(5000));
    await user.click(await within(dialog).findByRole('button', { name: en.enquiry.copy }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(en.enquiry.copyByHand);
    const manual = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: en.enquiry.textLabel });
    expect(manual.value).toContain('x'.repeat(5000));
    await waitFor(() => expect(manual.selectionEnd - manual.selectionStart).toBe(manual.value.length));
  });
});

describe('ContactScreen: the address under the form', () => {
  const directLink = () => screen.getByRole('link', { name: site.email });

  it('is a plain mailto: link in the pre-rendered page', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactScreen locale="en" />);
    expect(within(container).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  });

  it.each(['en', 'pt'] as const)('is written from what the form holds when it is tapped (%s)', async (locale) => {
    const m = contactMessages[locale];
    const user = userEvent.setup();
    render(<ContactScreen locale={locale} />);
    await user.type(field(m.fields.from_name.label), 'Ana Silva');
    await user.type(field(m.fields.message.label), 'Can we talk?');
    // Its code arrives once the form has been used.
    await waitFor(() => {
      fireEvent.click(directLink());
      expect(directLink().getAttribute('href')).toContain('?subject=');
    });
    await user.type(field(m.fields.desired_date.label), 'May');
    fireEvent.click(directLink());
    const mail = mailOf(directLink());
    expect(mail.subject).toBe(`${m.enquiry.subjectWithoutServices} — May — Ana Silva`);
    expect(mail.body).toBe(
      `${m.enquiry.labels.from_name}: Ana Silva\r\n${m.enquiry.labels.desired_date}: May\r\n\r\n${m.enquiry.labels.message}:\r\nCan we talk?`,
    );
  });
});

describe('ContactForm: before its script takes over', () => {
  /** The pre-rendered page, typed into as a visitor would before hydration, then hydrated. */
  function serverRendered(locale: 'en' | 'pt' = 'en') {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form(locale));
    document.body.append(container);
    return container;
  }

  function typeInto(container: HTMLElement, name: string, value: string) {
    const control = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
    control.value = value;
  }

  function tick(container: HTMLElement, name: string, value: string) {
    container.querySelector<HTMLInputElement>(`[name="${name}"][value="${value}"]`)!.click();
  }

  it('cannot be submitted yet (its button waits for the script)', () => {
    const container = serverRendered();
    expect(within(container).getByRole('button', { name: en.form.submit })).toBeDisabled();
    container.remove();
  });

  it('keeps what was typed, ticked and chosen, and sends it', async () => {
    const container = serverRendered();
    typeInto(container, 'from_name', 'Ana Silva');
    typeInto(container, 'email', 'ana@example.pt');
    typeInto(container, 'phone_number', '+351 912 345 678');
    typeInto(container, 'desired_date', 'June 2027');
    typeInto(container, 'wedding_venue', 'Quinta do Mar');
    typeInto(container, 'message', 'Typed before the page was ready');
    tick(container, 'service', 'Wedding');
    tick(container, 'guest_photos', 'No');

    const user = userEvent.setup();
    render(form(), { container, hydrate: true });
    expect(consoleError).not.toHaveBeenCalled(); // no hydration mismatch
    expect(submitButton()).toBeEnabled();
    expect(nameInput()).toHaveValue('Ana Silva');
    expect(phoneInput()).toHaveValue('+351912345678');
    expect(service('Wedding')).toBeChecked();
    expect(venueInput()).toHaveAttribute('aria-required', 'true');

    await user.click(submitButton());
    await screen.findByRole('dialog', { name: en.success.heading });
    expect(sentParams()).toMatchObject({
      from_name: 'Ana Silva',
      email: 'ana@example.pt',
      phone_number: '+351912345678',
      desired_date: 'June 2027',
      wedding_venue: 'Quinta do Mar',
      message: 'Typed before the page was ready',
      service: 'Wedding',
      guest_photos: 'No',
    });
    container.remove();
  });

  it('limits the phone number by itself, with room for the spaces a number is written with, and asks for the phone keyboard', () => {
    const container = serverRendered();
    const phone = container.querySelector('input[name="phone_number"]');
    expect(phone).toHaveAttribute('maxlength', String(PHONE_TYPED_MAX_LENGTH));
    expect(PHONE_TYPED_MAX_LENGTH).toBeGreaterThanOrEqual('+351 91 234 56 78'.length);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    container.remove();
  });

  it('cleans a phone number typed before at once, keeping every digit and the caret between the same digits', () => {
    const container = serverRendered();
    typeInto(container, 'phone_number', '+351 91a2-345-6');
    const phone = container.querySelector<HTMLInputElement>('input[name="phone_number"]')!;
    phone.focus();
    phone.setSelectionRange(5, 5); // after '+351 '
    render(form(), { container, hydrate: true });
    expect(consoleError).not.toHaveBeenCalled();
    expect(phoneInput()).toHaveValue('+3519123456');
    expect([phone.selectionStart, phone.selectionEnd]).toEqual([4, 4]);
    expect(phoneInput()).not.toHaveAttribute('maxlength');
    container.remove();
  });

  it('keeps what was typed rather than a draft from an earlier visit', async () => {
    saveDraft({ ...emptyValues(), from_name: 'Earlier visitor', message: 'Old draft' });
    const container = serverRendered();
    typeInto(container, 'from_name', 'Ana');
    render(form(), { container, hydrate: true });
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toContain('"Ana"'));
    expect(nameInput()).toHaveValue('Ana');
    expect(messageInput()).toHaveValue('');
    container.remove();
  });
});

describe('ContactForm: draft', () => {
  it('keeps a draft while typing and restores it on the next visit', async () => {
    const user = renderForm();
    await user.type(nameInput(), 'Ana');
    await user.click(service('Wedding'));
    await user.click(guests('No'));
    cleanup(); // leave the page

    renderForm();
    expect(await screen.findByDisplayValue('Ana')).toBe(nameInput());
    expect(service('Wedding')).toBeChecked();
    expect(guests('No')).toBeChecked();
    expect(venueInput()).toHaveAttribute('aria-required', 'true');
  });

  it('writes the draft once the visitor pauses, not on every key', async () => {
    jest.useFakeTimers();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(form());
    await user.type(messageInput(), 'Twenty-six characters long');
    const draftWrites = () => setItem.mock.calls.filter(([key]) => key === DRAFT_STORAGE_KEY).length;
    expect(draftWrites()).toBe(0);
    act(() => jest.advanceTimersByTime(1000));
    expect(draftWrites()).toBe(1);
    setItem.mockRestore();
  });

  it('renders hostile draft text as text, never as HTML', async () => {
    const message = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script> 💍 مرحبا ${'x'.repeat(4_000)}`;
    saveDraft({ ...emptyValues(), from_name: '<b>Ana</b>', message });
    renderForm();
    expect(await screen.findByDisplayValue('<b>Ana</b>')).toBe(nameInput());
    expect(messageInput()).toHaveValue(message);
    expect(document.querySelector('img, script, b')).toBeNull();
  });
});

describe('ContactForm: honeypot', () => {
  it('is hidden from assistive technology and out of the Tab order', () => {
    renderForm();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: en.form.honeypotLabel })).not.toBeInTheDocument();
  });

  it('shows a bot the thank-you dialog and sends nothing', async () => {
    const user = renderForm();
    await fillRequired(user);
    fireEvent.input(document.querySelector('input[name="website"]')!, { target: { value: 'https://spam.example' } });
    await user.click(submitButton());
    expect(await screen.findByRole('dialog', { name: en.success.heading })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });
});
