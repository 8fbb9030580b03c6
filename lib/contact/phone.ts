/**
 * The phone number field: optional, at most 15 characters, a leading + allowed,
 * any other character that is not a digit removed as it is typed or pasted.
 */
export const PHONE_MAX_LENGTH = 15;

/**
 * The field's own limit before the page's script runs, when the HTML cannot strip what is not a
 * digit: the 15 characters and room for the separators a number is written with (a full number
 * in pairs, '+35 19 12 34 56 78 90', has six; a bracket or dash more still fits), so no digit of
 * a number typed that early is refused; the script cleans it and cuts it to 15 on arrival.
 */
export const PHONE_TYPED_MAX_LENGTH = PHONE_MAX_LENGTH + 7;

/** Removes everything but digits, keeping one + when no digit comes before it. No length limit. */
export function stripPhone(raw: string): string {
  let result = '';
  for (const char of raw) {
    if (char >= '0' && char <= '9') result += char;
    else if (char === '+' && result === '') result = '+';
  }
  return result;
}

/** The sanitised form of any text: stripped, then cut to the 15-character limit. */
export function sanitizePhone(raw: string): string {
  return stripPhone(raw).slice(0, PHONE_MAX_LENGTH);
}

/**
 * How the new text reached the field. Key-by-key typing is blocked at the limit; a paste, a
 * drop or an autofill is sanitised and cut to fit; deleting (Backspace, Delete, cut) is always allowed.
 */
export type PhoneEditKind = 'type' | 'paste' | 'delete';

export type PhoneEdit = {
  /** The field's value before the edit (already sanitised). */
  previous: string;
  /** The raw text the browser proposes after the edit. */
  proposed: string;
  /** The caret position in `proposed`, when known. */
  caret?: number | null;
  kind: PhoneEditKind;
};

export type PhoneEditResult = { value: string; caret: number };

/** Maps an input event's `inputType` to the kind of edit (unknown types count as a paste). */
export function phoneEditKind(inputType: string | undefined): PhoneEditKind {
  if (inputType?.startsWith('delete')) return 'delete';
  if (inputType === 'insertText' || inputType === 'insertCompositionText') return 'type';
  return 'paste';
}

/**
 * The value the field shows after an edit, and where the caret goes. Used by the input's
 * change handler for typing, pasting, dropping and autofill alike.
 */
export function applyPhoneEdit({ previous, proposed, caret, kind }: PhoneEdit): PhoneEditResult {
  const caretInProposed = caret ?? proposed.length;
  const stripped = stripPhone(proposed);

  if (stripped.length > PHONE_MAX_LENGTH && kind === 'type') {
    // Typing past the limit is blocked: keep the value and put the caret back before the key.
    const inserted = Math.max(0, proposed.length - previous.length);
    return { value: previous, caret: Math.min(previous.length, Math.max(0, caretInProposed - inserted)) };
  }

  const value = stripped.slice(0, PHONE_MAX_LENGTH);
  const caretAfter = stripPhone(proposed.slice(0, caretInProposed)).length;
  return { value, caret: Math.min(value.length, caretAfter) };
}
