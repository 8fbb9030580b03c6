import { renderToString } from 'react-dom/server';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAFT_STORAGE_KEY, saveDraft } from '@/lib/contact/draft';
import { emptyValues } from '@/lib/contact/fields';
import { PHONE_TYPED_MAX_LENGTH } from '@/lib/contact/phone';
import {
  setUpContactForm,
  en,
  consoleErrorSpy,
  form,
  renderForm,
  nameInput,
  phoneInput,
  venueInput,
  messageInput,
  submitButton,
  service,
  guests,
  sentParams,
} from '@/test-support/contact-form';

/* What was typed is kept: before the form's script takes over, and as a draft between visits. */

setUpContactForm();

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
    expect(consoleErrorSpy()).not.toHaveBeenCalled(); // no hydration mismatch
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
    expect(consoleErrorSpy()).not.toHaveBeenCalled();
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
