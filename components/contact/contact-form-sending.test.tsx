import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactMessages } from '@/content/dictionaries/contact';
import { getSite } from '@/content/read';
import { DRAFT_STORAGE_KEY } from '@/lib/contact/draft';
import {
  setUpContactForm,
  en,
  pt,
  answer,
  mailOf,
  fetchMock,
  scrollTo,
  renderForm,
  field,
  nameInput,
  emailInput,
  phoneInput,
  dateInput,
  venueInput,
  messageInput,
  submitButton,
  service,
  guests,
  fillRequired,
  deferredAnswer,
  bodyText,
} from '@/test-support/contact-form';
import { ContactScreen } from './contact-screen';

/* Sending the enquiry through EmailJS, its dialogs, and the e-mail link beside the form. */

setUpContactForm();

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
    expect(within(dialog).getByRole('link', { name: getSite().instagram.handle })).toHaveAttribute(
      'href',
      getSite().instagram.url,
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
    expect(dialog).toHaveAccessibleDescription(`${en.failure.text} ${getSite().email}`);
    // The address opens the visitor's mail app with the enquiry written in.
    const mail = mailOf(within(dialog).getByRole('link', { name: getSite().email }));
    expect(mail.to).toBe(getSite().email);
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
    const mail = mailOf(within(dialog).getByRole('link', { name: getSite().email }));
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

    const link = within(dialog).getByRole('link', { name: getSite().email });
    expect(link.getAttribute('href')!.length).toBeLessThan(2000);
    expect(mailOf(link).body!.endsWith(en.enquiry.cut)).toBe(true);

    await user.click(await within(dialog).findByRole('button', { name: en.enquiry.copy }));
    expect(writeText).toHaveBeenCalledTimes(1);
    const copied = writeText.mock.calls[0]![0];
    expect(copied).toContain(`${en.enquiry.labels.from_name}: Ana Silva`);
    expect(copied).toContain(message.trim());
    // The clipboard answers in a promise: what the status says follows it.
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(en.enquiry.copied));
  });

  it('shows the enquiry selected for copying by hand where the browser allows no copying', async () => {
    const user = renderForm();
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
    const dialog = await failWithLongMessage(user, 'x'.repeat(5000));
    await user.click(await within(dialog).findByRole('button', { name: en.enquiry.copy }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(en.enquiry.copyByHand));
    const manual = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: en.enquiry.textLabel });
    expect(manual.value).toContain('x'.repeat(5000));
    await waitFor(() => expect(manual.selectionEnd - manual.selectionStart).toBe(manual.value.length));
  });
});

describe('ContactScreen: the address under the form', () => {
  const directLink = () => screen.getByRole('link', { name: getSite().email });

  it('is a plain mailto: link in the pre-rendered page', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactScreen locale="en" />);
    expect(within(container).getByRole('link', { name: getSite().email })).toHaveAttribute(
      'href',
      `mailto:${getSite().email}`,
    );
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
