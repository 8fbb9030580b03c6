import { useId, useRef, type FormEventHandler, type HTMLInputTypeAttribute, type Ref } from 'react';
import type { TextFieldName } from '@/lib/contact/fields';
import { CharacterCount } from './character-count';
import { FieldNote, RequiredMarker, describedBy } from './field-parts';
import styles from './contact-form.module.css';

type TextFieldProps = {
  name: TextFieldName;
  label: string;
  hint: string;
  required: boolean;
  requiredText: string;
  /** The sentence to show under the field, once the form has been submitted. */
  error: string | undefined;
  maxLength?: number;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'tel' | 'email' | 'text';
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  onInput?: FormEventHandler<HTMLInputElement>;
  /** A multi-line field (the message), which can count its characters near its maxLength. */
  multiline?: { count?: { showFrom: number; format: (count: number) => string } };
};

/**
 * A labelled text field. Uncontrolled: the browser holds the value, so what was typed before
 * the page's script ran stays, and a keystroke re-renders nothing.
 */
export function TextField({
  name,
  label,
  hint,
  required,
  requiredText,
  error,
  maxLength,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  inputRef,
  onInput,
  multiline,
}: TextFieldProps) {
  const id = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const count = multiline?.count && maxLength !== undefined ? multiline.count : undefined;
  const common = {
    id,
    name,
    maxLength,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint && hintId, error && errorId, count && countId),
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <RequiredMarker text={requiredText} />}
      </label>
      <FieldNote id={hintId} text={hint} kind="hint" />
      {multiline ? (
        <textarea {...common} ref={textareaRef} rows={8} className={`${styles.input} ${styles.textarea}`} />
      ) : (
        <input
          {...common}
          ref={inputRef}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          onInput={onInput}
          className={styles.input}
        />
      )}
      {count && maxLength !== undefined && (
        <CharacterCount
          id={countId}
          controlRef={textareaRef}
          max={maxLength}
          showFrom={count.showFrom}
          format={count.format}
        />
      )}
      <FieldNote id={errorId} text={error} kind="error" />
    </div>
  );
}
