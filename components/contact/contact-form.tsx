'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ContactMessages } from '@/content/dictionaries/contact';
import { Modal } from '@/components/ui/modal';
import { clearDraft, isEmptyDraft, loadDraft, saveDraft } from '@/lib/contact/draft';
import {
  aboutMeOptions,
  emptyValues,
  guestPhotosOptions,
  serviceOptions,
  type AboutMeOption,
  type ContactValues,
  type FieldName,
  type GuestPhotosOption,
  type ServiceOption,
  type TextFieldName,
} from '@/lib/contact/fields';
import { HONEYPOT_FIELD, isBotSubmission } from '@/lib/contact/honeypot';
import { applyPhoneEdit, phoneEditKind } from '@/lib/contact/phone';
import { sendEnquiry } from '@/lib/contact/send-enquiry';
import { firstInvalidField, hasErrors, isRequired, validateContact, type ContactErrors } from '@/lib/contact/validation';
import styles from './contact-form.module.css';

export type ContactFormProps = {
  messages: ContactMessages;
  /** The home page in the page's language. */
  homeHref: string;
  /** The photographer's address, offered when sending fails. */
  email: string;
  instagram: { handle: string; url: string };
};

type Status = 'idle' | 'sending' | 'success' | 'failure';

/** Joins the ids of the hint and the error that describe a control. */
function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

function RequiredMarker({ text }: { text: string }) {
  return (
    <>
      <span aria-hidden="true" className={styles.marker}>
        {' *'}
      </span>
      <span className="visually-hidden"> ({text})</span>
    </>
  );
}

function toggle<T extends string>(list: readonly T[], option: T, on: boolean): T[] {
  return on ? [...list.filter((item) => item !== option), option] : list.filter((item) => item !== option);
}

/**
 * The enquiry form (spec §3–§5, §7, §8). Field errors show after the first submit; sending shows
 * a full-screen loader; the result opens a thank-you or an error dialog. What the visitor types is
 * kept as a draft in this browser until the enquiry has been sent.
 */
export function ContactForm({ messages, homeHref, email, instagram }: ContactFormProps) {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;

  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [honeypot, setHoneypot] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [generalError, setGeneralError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>('idle');

  const formRef = useRef<HTMLFormElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const phoneCaret = useRef<number | null>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  // Guards against a second send before React has re-rendered the disabled button.
  const sendingRef = useRef(false);

  // Restore a draft left by an earlier visit (only into an untouched form). localStorage can
  // only be read after hydration (the page is pre-rendered empty), hence the state update here.
  useEffect(() => {
    const draft = loadDraft();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one-off read of an external store after mount
    if (draft) setValues((current) => (isEmptyDraft(current) ? draft : current));
  }, []);

  // Put the caret back where the visitor was typing after the phone number was cleaned up.
  useLayoutEffect(() => {
    const input = phoneRef.current;
    const caret = phoneCaret.current;
    if (input && caret !== null && document.activeElement === input) input.setSelectionRange(caret, caret);
    phoneCaret.current = null;
  });

  const errors: ContactErrors = submitted ? validateContact(values) : {};

  function update(patch: Partial<ContactValues>) {
    const next = { ...values, ...patch };
    setValues(next);
    setGeneralError(false);
    saveDraft(next);
  }

  function onTextChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    update({ [event.currentTarget.name as TextFieldName]: event.currentTarget.value });
  }

  function onPhoneChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType;
    const result = applyPhoneEdit({
      previous: values.phone_number,
      proposed: input.value,
      caret: input.selectionStart,
      kind: phoneEditKind(inputType),
    });
    phoneCaret.current = result.caret;
    update({ phone_number: result.value });
  }

  function focusField(field: FieldName | undefined) {
    if (!field) return;
    const control = formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`);
    control?.focus();
  }

  function finishSuccess() {
    clearDraft();
    setValues(emptyValues());
    setHoneypot('');
    setSubmitted(false);
    setStatus('success');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;

    const found = validateContact(values);
    if (hasErrors(found)) {
      // Render the messages first so the focused field is announced with its error.
      flushSync(() => {
        setSubmitted(true);
        setGeneralError(true);
        setAttempt((count) => count + 1);
      });
      focusField(firstInvalidField(found));
      return;
    }

    setSubmitted(true);
    setGeneralError(false);
    if (isBotSubmission(honeypot)) {
      // A bot filled the hidden trap: pretend it worked and send nothing.
      window.scrollTo(0, 0);
      finishSuccess();
      return;
    }

    sendingRef.current = true;
    setStatus('sending');
    try {
      const result = await sendEnquiry(values);
      window.scrollTo(0, 0);
      if (result.ok) finishSuccess();
      else setStatus('failure'); // every value stays in the form and in the draft
    } finally {
      sendingRef.current = false;
    }
  }

  function closeModal() {
    setStatus('idle');
  }

  const sending = status === 'sending';

  function textField(name: TextFieldName, options: { type?: string; autoComplete?: string; multiline?: boolean } = {}) {
    const { label, hint } = messages.fields[name];
    const required = isRequired(name, values);
    const error = errors[name];
    const hintId = hint ? `${fieldId(name)}-hint` : undefined;
    const errorId = error ? `${fieldId(name)}-error` : undefined;
    const common = {
      id: fieldId(name),
      name,
      value: values[name],
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(hintId, errorId),
      className: styles.input,
    };
    return (
      <div className={styles.field}>
        <label htmlFor={fieldId(name)} className={styles.label}>
          {label}
          {required && <RequiredMarker text={messages.form.requiredMarker} />}
        </label>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
        {options.multiline ? (
          <textarea {...common} rows={8} onChange={onTextChange} className={`${styles.input} ${styles.textarea}`} />
        ) : name === 'phone_number' ? (
          <input
            {...common}
            ref={phoneRef}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            onChange={onPhoneChange}
          />
        ) : (
          <input
            {...common}
            ref={name === 'from_name' ? firstFieldRef : undefined}
            type={options.type ?? 'text'}
            autoComplete={options.autoComplete ?? 'off'}
            onChange={onTextChange}
          />
        )}
        {error && (
          <p id={errorId} className={styles.error}>
            {messages.errors[error]}
          </p>
        )}
      </div>
    );
  }

  function choiceGroup<T extends string>(
    name: 'service' | 'about_me' | 'guest_photos',
    options: readonly T[],
    labels: Record<T, string>,
    isChecked: (option: T) => boolean,
    onToggle: (option: T, checked: boolean) => void,
  ) {
    const { legend, hint } = messages.groups[name];
    const required = isRequired(name, values);
    const error = errors[name];
    const hintId = hint ? `${fieldId(name)}-hint` : undefined;
    const errorId = error ? `${fieldId(name)}-error` : undefined;
    const type = name === 'guest_photos' ? 'radio' : 'checkbox';
    return (
      <fieldset className={styles.group} aria-describedby={describedBy(hintId, errorId)}>
        <legend className={styles.label}>
          {legend}
          {required && <RequiredMarker text={messages.form.requiredMarker} />}
        </legend>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
        <div className={styles.options}>
          {options.map((option) => (
            <label key={option} className={styles.option}>
              <input
                type={type}
                name={name}
                value={option}
                checked={isChecked(option)}
                onChange={(event) => onToggle(option, event.currentTarget.checked)}
                aria-invalid={error ? true : undefined}
                aria-describedby={errorId}
              />
              <span>{labels[option]}</span>
            </label>
          ))}
        </div>
        {error && (
          <p id={errorId} className={styles.error}>
            {messages.errors[error]}
          </p>
        )}
      </fieldset>
    );
  }

  const successTitleId = `${id}-success-title`;
  const successTextId = `${id}-success-text`;
  const failureTitleId = `${id}-failure-title`;
  const failureTextId = `${id}-failure-text`;

  return (
    <>
      <form
        ref={formRef}
        className={styles.form}
        aria-label={messages.form.label}
        noValidate
        onSubmit={onSubmit}
        inert={sending}
        aria-busy={sending || undefined}
      >
        <p className={styles.note}>{messages.form.requiredNote}</p>

        {textField('from_name', { autoComplete: 'name' })}
        {textField('partners_name')}
        {textField('email', { type: 'email', autoComplete: 'email' })}
        {textField('phone_number')}
        {choiceGroup<ServiceOption>(
          'service',
          serviceOptions,
          messages.services,
          (option) => values.service.includes(option),
          (option, checked) => update({ service: toggle(values.service, option, checked) }),
        )}
        {textField('desired_date')}
        {textField('wedding_venue')}
        {choiceGroup<GuestPhotosOption>(
          'guest_photos',
          guestPhotosOptions,
          messages.guestPhotos,
          (option) => values.guest_photos === option,
          (option) => update({ guest_photos: option }),
        )}
        {choiceGroup<AboutMeOption>(
          'about_me',
          aboutMeOptions,
          messages.heardAbout,
          (option) => values.about_me.includes(option),
          (option, checked) => update({ about_me: toggle(values.about_me, option, checked) }),
        )}
        {textField('message', { multiline: true })}

        {/* The spam trap: off-screen, hidden from assistive technology, out of the Tab order. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={fieldId(HONEYPOT_FIELD)}>{messages.form.honeypotLabel}</label>
          <input
            id={fieldId(HONEYPOT_FIELD)}
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.currentTarget.value)}
          />
        </div>

        {generalError && (
          <p key={attempt} role="alert" className={styles.generalError}>
            {messages.errors.general}
          </p>
        )}

        <button type="submit" className={styles.submit} disabled={sending}>
          {messages.form.submit}
        </button>
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

      <Modal
        open={status === 'success'}
        onClose={closeModal}
        titleId={successTitleId}
        descriptionId={successTextId}
        initialFocusRef={okRef}
        returnFocusRef={firstFieldRef}
      >
        <h2 id={successTitleId} className={styles.modalTitle}>
          {messages.success.heading}
        </h2>
        <p id={successTextId}>{messages.success.text}</p>
        <p>
          {messages.success.social}{' '}
          <a href={instagram.url} rel="noopener noreferrer" target="_blank">
            {instagram.handle}
          </a>
        </p>
        <div className={styles.modalActions}>
          <button ref={okRef} type="button" className={styles.submit} onClick={closeModal}>
            {messages.success.ok}
          </button>
          <a href={homeHref} className={styles.secondary}>
            {messages.success.home}
          </a>
        </div>
      </Modal>

      <Modal
        open={status === 'failure'}
        onClose={closeModal}
        titleId={failureTitleId}
        descriptionId={failureTextId}
        initialFocusRef={retryRef}
        returnFocusRef={firstFieldRef}
      >
        <h2 id={failureTitleId} className={styles.modalTitle}>
          {messages.failure.heading}
        </h2>
        <p id={failureTextId}>
          {messages.failure.text} <a href={`mailto:${email}`}>{email}</a>
        </p>
        <div className={styles.modalActions}>
          <button ref={retryRef} type="button" className={styles.submit} onClick={closeModal}>
            {messages.failure.retry}
          </button>
          <a href={homeHref} className={styles.secondary}>
            {messages.failure.home}
          </a>
        </div>
      </Modal>
    </>
  );
}
