'use client';

import { useEffect, useId, useReducer, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { ContactMessages } from '@/content/dictionaries/contact';
import { fillNumbers } from '@/lib/contact/character-count';
import {
  MESSAGE_COUNT_FROM,
  aboutMeOptions,
  guestPhotosOptions,
  requestedService,
  serviceOptions,
  textFieldMaxLength,
  type ContactValues,
  type FieldName,
  type TextFieldName,
} from '@/lib/contact/fields';
import { contactFormReducer, initialContactFormState, type ContactFormEvent } from '@/lib/contact/form-state';
import { HONEYPOT_FIELD } from '@/lib/contact/honeypot';
import type { MailtoEnquiry } from '@/lib/contact/mailto';
import { applyPhoneEdit, phoneEditKind, PHONE_TYPED_MAX_LENGTH } from '@/lib/contact/phone';
import { firstInvalidField, isRequiredField } from '@/lib/contact/validation';
import { useHydrated } from '@/components/ui/use-hydrated';
import { ChoiceGroup } from './choice-group';
import type { DraftKeeper } from './draft-keeper';
import { readContactForm, replayChanges } from './form-dom';
import { ResultDialog } from './result-dialog';
import { TextField } from './text-field';
import styles from './contact-form.module.css';

// The sender (and, from it, the EmailJS SDK), the enquiry written as an e-mail and the draft
// keeper are fetched once the form runs, not with the page; a sender that cannot be fetched
// (offline) is a failed send like any other, and the addresses then stay plain.
let onDemand: typeof import('./on-demand') | undefined;
const loadOnDemand = () => import('./on-demand').then((module) => (onDemand = module));

export type ContactFormProps = {
  messages: ContactMessages;
  /** The page's language tag, for writing numbers ('en': 5,000; 'pt-PT': 5000). */
  lang: string;
  /** The home page in the page's language. */
  homeHref: string;
  /** The photographer's address, under the form and when sending fails. */
  email: string;
  instagram: { handle: string; url: string };
  /** Under the submit button: the photographer's address as a mailto: link (written in when it is tapped). */
  children?: ReactNode;
};

/**
 * The enquiry form, sent through EmailJS. The fields are uncontrolled: the browser holds what is
 * typed, from before this script runs (kept when it takes over) to the submit, which reads them.
 * The state machine in lib/contact/form-state.ts decides what shows: field errors after the
 * first submit, the general error, the full-screen loader while sending, then a thank-you or an
 * error dialog. What the visitor types is kept as a draft in this browser until it has been sent.
 * The photographer's address opens the visitor's mail app with the enquiry already written in.
 */
export function ContactForm({ messages, lang, homeHref, email, instagram, children }: ContactFormProps) {
  const [state, dispatch] = useReducer(contactFormReducer, initialContactFormState);
  // False in the pre-rendered page and while it hydrates: the submit button waits for this script.
  const interactive = useHydrated();
  const honeypotId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  // The phone number as it was before the edit being handled (typing past 15 characters is undone).
  const phoneBefore = useRef('');
  const drafts = useRef<DraftKeeper>(null);
  // The e-mail the failure dialog offers, written from the enquiry that could not be sent.
  const [unsent, setUnsent] = useState<MailtoEnquiry | null>(null);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    let left = false;
    // A story's call to enquire ticks its service, keeping whatever else the visitor chose.
    const service = requestedService(window.location.search);
    const box = service ? form.querySelector<HTMLInputElement>(`input[name="service"][value="${service}"]`) : null;
    if (box) box.checked = true;
    // What was typed before this script ran goes through the same handlers as later typing:
    // phone clean-up, required markers, character count.
    replayChanges(form);
    // Holds on to the form itself: when the page is left, the ref is already gone.
    loadOnDemand()
      .then(({ keepDrafts }) => {
        if (!left) drafts.current = keepDrafts(form);
      })
      .catch(() => undefined);

    const flush = () => drafts.current?.flush();
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      left = true;
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      flush();
    };
  }, []);

  function onInput(event: FormEvent<HTMLFormElement>) {
    drafts.current?.schedule();
    const edited: ContactFormEvent = { type: 'edited', values: readContactForm(event.currentTarget).values };
    // Most keystrokes change nothing on the page: no dispatch, no render.
    if (contactFormReducer(state, edited) !== state) dispatch(edited);
  }

  function onPhoneInput(event: FormEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const { value, caret } = applyPhoneEdit({
      previous: phoneBefore.current,
      proposed: input.value,
      caret: input.selectionStart,
      kind: phoneEditKind((event.nativeEvent as Partial<InputEvent>).inputType),
    });
    phoneBefore.current = value;
    if (input.value === value) return;
    input.value = value;
    if (document.activeElement === input) input.setSelectionRange(caret, caret);
  }

  /** After a send (or a bot's pretend one) the form starts over, empty, and the draft is gone. */
  function startOver() {
    drafts.current?.clear();
    formRef.current?.reset();
    phoneBefore.current = '';
  }

  async function send(values: ContactValues) {
    const result = await loadOnDemand()
      .then(({ sendEnquiry }) => sendEnquiry(values))
      .catch(() => ({ ok: false }));
    if (!result.ok) setUnsent(onDemand?.enquiryMailto(email, values, messages) ?? null);
    window.scrollTo(0, 0);
    if (result.ok) startOver();
    dispatch({ type: result.ok ? 'sendSucceeded' : 'sendFailed' });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { values, bot } = readContactForm(event.currentTarget);
    const submitted: ContactFormEvent = { type: 'submitted', values, bot };
    const next = contactFormReducer(state, submitted);
    if (next === state) return; // already sending
    if (next.status === 'invalid') {
      // Render the messages first so the focused field is announced with its error.
      flushSync(() => dispatch(submitted));
      const field = firstInvalidField(next.errors);
      if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      return;
    }
    dispatch(submitted);
    if (next.status === 'sending') {
      void send(values);
    } else {
      // A bot filled the hidden trap: it sees the thank-you, nothing is sent.
      window.scrollTo(0, 0);
      startOver();
    }
  }

  /** A mailto: link in the form, written from what the form holds as it is tapped. */
  function writeLink(event: MouseEvent<HTMLFormElement>) {
    const link = event.target;
    if (link instanceof HTMLAnchorElement && onDemand) {
      link.href = onDemand.enquiryMailto(email, readContactForm(event.currentTarget).values, messages).href;
    }
  }

  const dismiss = () => dispatch({ type: 'dismissed' });
  const sending = state.status === 'sending';

  function errorText(field: FieldName): string | undefined {
    const error = state.errors[field];
    if (error !== 'tooLong') return error && messages.errors[error];
    // Only text fields can be too long.
    return fillNumbers(messages.limits.tooLong, { max: textFieldMaxLength[field as TextFieldName] }, lang);
  }

  const common = (name: FieldName) => ({
    required: isRequiredField(name, state.weddingChosen),
    requiredText: messages.form.requiredMarker,
    error: errorText(name),
  });
  const text = (name: TextFieldName) => ({
    ...common(name),
    name,
    label: messages.fields[name].label,
    hint: messages.fields[name].hint,
    // Until this script runs, the phone field's own maxlength holds it (with room for the spaces of
    // '+351 912 345 678'); from then on its clean-up does, to 15 characters.
    maxLength: name === 'phone_number' ? (interactive ? undefined : PHONE_TYPED_MAX_LENGTH) : textFieldMaxLength[name],
  });
  const group = (name: 'service' | 'about_me' | 'guest_photos') => ({
    ...common(name),
    name,
    legend: messages.groups[name].legend,
    hint: messages.groups[name].hint,
  });
  const formatCount = (count: number) =>
    fillNumbers(messages.limits.count, { count, max: textFieldMaxLength.message }, lang);

  return (
    <>
      <form
        ref={formRef}
        className={styles.form}
        aria-label={messages.form.label}
        noValidate
        onSubmit={onSubmit}
        onInput={onInput}
        onClick={writeLink}
        inert={sending}
        aria-busy={sending || undefined}
      >
        <p className={styles.note}>{messages.form.requiredNote}</p>

        <TextField {...text('from_name')} autoComplete="name" inputRef={nameRef} />
        <TextField {...text('partners_name')} />
        <TextField {...text('email')} type="email" autoComplete="email" />
        <TextField {...text('phone_number')} type="tel" inputMode="tel" autoComplete="tel" onInput={onPhoneInput} />
        <ChoiceGroup {...group('service')} type="checkbox" options={serviceOptions} labels={messages.services} />
        <TextField {...text('desired_date')} />
        <TextField {...text('wedding_venue')} />
        <ChoiceGroup
          {...group('guest_photos')}
          type="radio"
          options={guestPhotosOptions}
          labels={messages.guestPhotos}
        />
        <ChoiceGroup {...group('about_me')} type="checkbox" options={aboutMeOptions} labels={messages.heardAbout} />
        <TextField {...text('message')} multiline={{ count: { showFrom: MESSAGE_COUNT_FROM, format: formatCount } }} />

        {/* The spam trap: off-screen, hidden from assistive technology, out of the Tab order. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={honeypotId}>{messages.form.honeypotLabel}</label>
          <input id={honeypotId} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </div>

        {state.status === 'invalid' && (
          <p key={state.attempt} role="alert" className={styles.generalError}>
            {messages.errors.general}
          </p>
        )}

        <button type="submit" className={styles.submit} disabled={!interactive || sending}>
          {messages.form.submit}
        </button>
        {children}
      </form>

      {/* Always in the page so screen readers announce the text when it appears. */}
      <div role="status" className={sending ? styles.loader : undefined}>
        {sending && (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            <span className={styles.loaderText}>{messages.sending}</span>
          </>
        )}
      </div>

      <ResultDialog
        open={state.status === 'sent'}
        onClose={dismiss}
        heading={messages.success.heading}
        text={messages.success.text}
        closeLabel={messages.success.ok}
        homeLabel={messages.success.home}
        homeHref={homeHref}
        returnFocusRef={nameRef}
      >
        <p>
          {messages.success.social}{' '}
          <a href={instagram.url} rel="noopener noreferrer" target="_blank">
            {instagram.handle}
          </a>
        </p>
      </ResultDialog>

      <ResultDialog
        open={state.status === 'failed'}
        onClose={dismiss}
        heading={messages.failure.heading}
        text={
          <>
            {messages.failure.text} <a href={unsent?.href ?? `mailto:${email}`}>{email}</a>
          </>
        }
        closeLabel={messages.failure.retry}
        homeLabel={messages.failure.home}
        homeHref={homeHref}
        returnFocusRef={nameRef}
      >
        {/* `unsent` is only ever written from onDemand, so it is here. */}
        {unsent?.cut && onDemand && <onDemand.CopyEnquiry text={unsent.text} words={messages.enquiry} />}
      </ResultDialog>
    </>
  );
}
