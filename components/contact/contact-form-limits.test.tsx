import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactMessages } from '@/content/dictionaries/contact';
import { COUNT_ANNOUNCE_DELAY_MS, fillNumbers } from '@/lib/contact/character-count';
import { saveDraft } from '@/lib/contact/draft';
import { MESSAGE_COUNT_FROM, emptyValues } from '@/lib/contact/fields';
import {
  setUpContactForm,
  en,
  lang,
  fetchMock,
  form,
  renderForm,
  field,
  nameInput,
  phoneInput,
  messageInput,
  submitButton,
  service,
} from '@/test-support/contact-form';

/* How much the message and the phone number take, while typing and pasting. */

setUpContactForm();

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
