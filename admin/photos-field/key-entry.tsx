/**
 * Where she enters a Google key in the photos field itself, while there is none: the editor's
 * Settings are out of reach while an album is open. A key that cannot be one is told in the
 * field's status and not kept; once kept, the field offers what the key is for.
 */
/** @jsxRuntime classic */
/** @jsx h */
import type { ReactElement } from 'react';
import type { Side } from './field-state';

export type KeyEntry = {
  /** Tells this key's input apart from the other keys' in the same field. */
  name: string;
  words: { label: string; save: string; hint: string };
  problem: (text: string) => string | undefined;
  store: (key: string) => void;
};

export function keyEntry({ h, field }: Side, { name, words, problem, store }: KeyEntry): ReactElement {
  const id = `${field.props.forID}-${name}`;
  const save = () => {
    const text = (document.getElementById(id) as HTMLInputElement | null)?.value ?? '';
    const wrong = problem(text);
    if (wrong) {
      field.setState({ notice: { text: wrong } });
      return;
    }
    store(text);
    field.setState({ notice: { text: '' } });
    field.visit.preferencesStored.tell();
  };
  return (
    // The editor's own words, in English on either side.
    <div className="photos-field__key" lang="en">
      <label htmlFor={id}>{words.label}</label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        onKeyDown={(event: { key: string; preventDefault: () => void }) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          save();
        }}
      />
      <button type="button" className="photos-field__suggest" onClick={save}>
        {words.save}
      </button>
      <p className="photos-field__hint">{words.hint}</p>
    </div>
  );
}

/** The button that forgets a key kept in the field, so that the field asks for one again. */
export function forgetKeyButton({ h, field }: Side, label: string, forget: () => void): ReactElement {
  return (
    <button
      type="button"
      className="photos-field__suggest"
      onClick={() => {
        forget();
        field.visit.preferencesStored.tell();
      }}
    >
      {label}
    </button>
  );
}
