import { useId } from 'react';
import { FieldNote, RequiredMarker, describedBy } from './field-parts';
import styles from './contact-form.module.css';

type ChoiceGroupProps<T extends string> = {
  name: 'service' | 'about_me' | 'guest_photos';
  /** Checkboxes for several answers, radios for one. */
  type: 'checkbox' | 'radio';
  legend: string;
  hint: string;
  required: boolean;
  requiredText: string;
  error: string | undefined;
  /** The values sent (English in both languages) and, beside each, the words the visitor reads. */
  options: readonly T[];
  labels: Record<T, string>;
};

/** A fieldset of checkboxes or radios under a legend. Uncontrolled, like the text fields. */
export function ChoiceGroup<T extends string>({
  name,
  type,
  legend,
  hint,
  required,
  requiredText,
  error,
  options,
  labels,
}: ChoiceGroupProps<T>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.group} aria-describedby={describedBy(hint && hintId, error && errorId)}>
      <legend className={styles.label}>
        {legend}
        {required && <RequiredMarker text={requiredText} />}
      </legend>
      <FieldNote id={hintId} text={hint} kind="hint" />
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type={type}
              name={name}
              value={option}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <span>{labels[option]}</span>
          </label>
        ))}
      </div>
      <FieldNote id={errorId} text={error} kind="error" />
    </fieldset>
  );
}
