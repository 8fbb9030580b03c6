import styles from './contact-form.module.css';

/** The ids of the hint, error and count that describe a control, or undefined when there are none. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/** A visible asterisk, and the word for screen readers (the asterisk alone is read as "star"). */
export function RequiredMarker({ text }: { text: string }) {
  return (
    <>
      <span aria-hidden="true" className={styles.marker}>
        {' *'}
      </span>
      <span className="visually-hidden"> ({text})</span>
    </>
  );
}

/** The hint under a label and the error under a field, each with the id its control points to. */
export function FieldNote({ id, text, kind }: { id: string; text: string | undefined; kind: 'hint' | 'error' }) {
  if (!text) return null;
  return (
    <p id={id} className={kind === 'hint' ? styles.hint : styles.error}>
      {text}
    </p>
  );
}
