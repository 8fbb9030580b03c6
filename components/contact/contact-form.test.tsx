import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactMessages } from '@/content/dictionaries/contact';
import { site } from '@/content/site';
import { DRAFT_STORAGE_KEY, saveDraft } from '@/lib/contact/draft';
import { emptyValues } from '@/lib/contact/fields';
import { ContactForm } from './contact-form';

/*
 * The form with the real EmailJS SDK; only `fetch`, its transport, is replaced.
 * jsdom has no showModal(), so a minimal one is added to exercise the modal path browsers take.
 */

type FakeResponse = { ok: boolean; status: number; text: () => Promise<string> };
const answer = (status: number, text = status === 200 ? 'OK' : 'Error'): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  text: async () => text,
});

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();
const scrollTo = jest.fn();
let consoleError: jest.SpyInstance;

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
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
});

function renderForm(locale: 'en' | 'pt' = 'en') {
  const user = userEvent.setup();
  render(
    <ContactForm
      messages={contactMessages[locale]}
      homeHref={locale === 'en' ? '/' : '/pt-pt'}
      email={site.email}
      instagram={site.instagram}
    />,
  );
  return user;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const nameInput = () => field(/^Your name/);
const emailInput = () => field(/^Email/);
const phoneInput = () => field(/^Phone number/);
const dateInput = () => field(/^Desired date/);
const venueInput = () => field(/^Wedding venue/);
const messageInput = () => field(/^Your message/);
const submitButton = () => screen.getByRole('button', { name: 'Send message' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(nameInput(), 'Ana Silva');
  await user.type(emailInput(), 'ana@example.pt');
  await user.click(screen.getByRole('checkbox', { name: 'Family' }));
  await user.type(dateInput(), 'June 2027');
  await user.type(messageInput(), 'Hello!');
}

/** A fetch answer the test releases when it wants, to look at the sending state. */
function deferredAnswer() {
  let release: (response: FakeResponse) => void = () => {};
  fetchMock.mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
  return (response: FakeResponse) => act(async () => release(response));
}

describe('ContactForm: fields', () => {
  it('gives every control a visible label, and groups the choices under a legend', () => {
    renderForm();
    for (const name of [/^Your name/, /^Your partner's name/, /^Email/, /^Phone number/, /^Desired date/, /^Wedding venue/, /^Your message/]) {
      expect(field(name)).toBeVisible();
    }
    const services = screen.getByRole('group', { name: /What would you like to book\?/ });
    expect(within(services).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'Wedding',
      'Engagements',
      'Proposal',
      'Couple',
      'Family',
      'Other work',
    ]);
    const guests = screen.getByRole('group', { name: /Would you like photos of your guests\?/ });
    expect(within(guests).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'Yes',
      'No',
      'Not decided yet',
    ]);
    const heard = screen.getByRole('group', { name: /How did you hear about me\?/ });
    expect(within(heard).getAllByRole('checkbox')).toHaveLength(5);
  });

  it('uses the spec field names and English option values in Portuguese too', () => {
    renderForm('pt');
    expect(screen.getByRole('textbox', { name: /^O teu nome/ })).toHaveAttribute('name', 'from_name');
    expect(screen.getByRole('textbox', { name: /^Telemóvel/ })).toHaveAttribute('name', 'phone_number');
    expect(screen.getByRole('checkbox', { name: 'Outro trabalho' })).toHaveAttribute('value', 'Other work');
    expect(screen.getByRole('checkbox', { name: 'Pesquisa no Google' })).toHaveAttribute('value', 'Google search');
    expect(screen.getByRole('radio', { name: 'Ainda não decidi' })).toHaveAttribute('value', 'Not decided yet');
  });
});

describe('ContactForm: validation', () => {
  it('shows no error before the first submit', async () => {
    const user = renderForm();
    await user.type(emailInput(), 'not-an-email');
    await user.clear(emailInput());
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(emailInput()).not.toHaveAttribute('aria-invalid');
  });

  it('on an empty submit shows the general error, ties each error to its field and focuses the first', async () => {
    const user = renderForm();
    await user.click(submitButton());

    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in the required fields');
    expect(screen.getAllByText('This field is required')).toHaveLength(5);
    for (const input of [nameInput(), emailInput(), dateInput(), messageInput()]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining('This field is required'));
    }
    expect(screen.getByRole('checkbox', { name: 'Wedding' })).toHaveAttribute('aria-invalid', 'true');
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
    expect(screen.getByRole('checkbox', { name: 'Wedding' })).toHaveFocus();
  });

  it('asks for a valid e-mail address', async () => {
    const user = renderForm();
    await fillRequired(user);
    await user.clear(emailInput());
    await user.type(emailInput(), 'ana@example');
    await user.click(submitButton());
    expect(emailInput()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(emailInput()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('makes the venue and the guest photos answer required when Wedding is chosen', async () => {
    const user = renderForm();
    await fillRequired(user);
    expect(venueInput()).not.toHaveAttribute('aria-required');
    await user.click(screen.getByRole('checkbox', { name: 'Wedding' }));
    expect(venueInput()).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('group', { name: /photos of your guests\? \(required\)/ })).toBeInTheDocument();

    await user.click(submitButton());
    expect(venueInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(venueInput()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(venueInput(), 'Quinta do Mar');
    await user.click(screen.getByRole('radio', { name: 'Not decided yet' }));
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });

  it('clears the general error as soon as a field is edited, keeping the field errors', async () => {
    const user = renderForm();
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.type(nameInput(), 'A');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
  });

  it('shows the messages in Portuguese', async () => {
    const user = renderForm('pt');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, preencha os campos obrigatórios');
    expect(screen.getAllByText('Campo obrigatório')).toHaveLength(4);
    expect(screen.getByText('Por favor insira um email válido')).toBeInTheDocument();
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
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();

    const release = deferredAnswer();
    await user.click(submitButton());
    expect(screen.getByRole('status')).toHaveTextContent('Sending your message…');
    expect(submitButton()).toBeDisabled();

    await release(answer(200));
    const dialog = await screen.findByRole('dialog', { name: 'THANK YOU!' });
    expect(dialog).toHaveAccessibleDescription("Your message has been received. I'll get back to you as soon as I can");
    expect(within(dialog).getByRole('link', { name: site.instagram.handle })).toHaveAttribute('href', site.instagram.url);
    expect(within(dialog).getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    expect(nameInput()).toHaveValue('');
    expect(messageInput()).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Family' })).not.toBeChecked();
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A cleared form after success shows no errors.
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });

  it('sends the form values through EmailJS', async () => {
    const user = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Wedding' }));
    await user.type(venueInput(), 'Quinta do Mar');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Friend' }));
    await user.click(screen.getByRole('checkbox', { name: 'Instagram' }));
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: 'THANK YOU!' });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.emailjs.com/api/v1.0/email/send');
    expect(JSON.parse(String(init.body))).toEqual({
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
    const form = screen.getByRole('form', { name: 'Enquiry form' });
    await user.click(submitButton());
    await user.click(submitButton());
    fireEvent.submit(form);
    fireEvent.submit(form);
    await release(answer(200));
    await screen.findByRole('dialog', { name: 'THANK YOU!' });
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

    const dialog = await screen.findByRole('dialog', { name: 'OOPS!' });
    expect(dialog).toHaveAccessibleDescription(
      `Something went wrong. Please try again, or send your contact directly to ${site.email}`,
    );
    expect(within(dialog).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(within(dialog).getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(nameInput()).toHaveValue('Ana Silva');
    expect(emailInput()).toHaveValue('ana@example.pt');
    expect(phoneInput()).toHaveValue('+351912345678');
    expect(dateInput()).toHaveValue('June 2027');
    expect(messageInput()).toHaveValue('Hello!');
    expect(screen.getByRole('checkbox', { name: 'Family' })).toBeChecked();
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();

    // Trying again at once really sends.
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: 'THANK YOU!' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the failure dialog in Portuguese with a failure heading', async () => {
    fetchMock.mockResolvedValueOnce(answer(500));
    const user = renderForm('pt');
    await user.type(screen.getByRole('textbox', { name: /^O teu nome/ }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@example.pt');
    await user.click(screen.getByRole('checkbox', { name: 'Família' }));
    await user.type(screen.getByRole('textbox', { name: /^Data pretendida/ }), 'junho');
    await user.type(screen.getByRole('textbox', { name: /^A tua mensagem/ }), 'Olá');
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    const dialog = await screen.findByRole('dialog', { name: 'UPS!' });
    expect(within(dialog).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Voltar à página inicial' })).toHaveAttribute('href', '/pt-pt');
  });

  it('closes a dialog with Escape', async () => {
    fetchMock.mockResolvedValueOnce(answer(500));
    const user = renderForm();
    await fillRequired(user);
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: 'OOPS!' });
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
      await screen.findByRole('dialog', { name: 'OOPS!' });
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY = saved;
    }
  });
});

describe('ContactForm: draft', () => {
  it('keeps a draft while typing and restores it on the next visit', async () => {
    const user = renderForm();
    await user.type(nameInput(), 'Ana');
    await user.click(screen.getByRole('checkbox', { name: 'Wedding' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    cleanup(); // leave the page

    renderForm();
    expect(await screen.findByDisplayValue('Ana')).toBe(nameInput());
    expect(screen.getByRole('checkbox', { name: 'Wedding' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('renders hostile draft text as text, never as HTML', async () => {
    const message = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script> 💍 مرحبا ${'x'.repeat(10_000)}`;
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
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).not.toBeInTheDocument();
  });

  it('shows a bot the thank-you dialog and sends nothing', async () => {
    const user = renderForm();
    await fillRequired(user);
    fireEvent.change(document.querySelector('input[name="website"]')!, { target: { value: 'https://spam.example' } });
    await user.click(submitButton());
    expect(await screen.findByRole('dialog', { name: 'THANK YOU!' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
