/** @jest-environment node */
import { PHONE_MAX_LENGTH, applyPhoneEdit, phoneEditKind, sanitizePhone, stripPhone } from './phone';

/** Types `keys` one at a time at the end of the field, as a visitor would. */
function typeKeys(keys: string, start = ''): string {
  let value = start;
  for (const key of keys) {
    value = applyPhoneEdit({ previous: value, proposed: value + key, caret: value.length + 1, kind: 'type' }).value;
  }
  return value;
}

describe('stripPhone / sanitizePhone', () => {
  it('keeps digits and removes spaces, dashes, brackets, dots and letters', () => {
    expect(stripPhone('(912) 345-678 ext.9')).toBe('9123456789');
  });

  it('keeps a leading +', () => {
    expect(stripPhone('+351 912 345 678')).toBe('+351912345678');
  });

  it('keeps a + that only spaces or brackets come before', () => {
    expect(stripPhone(' (+351) 912')).toBe('+351912');
  });

  it('removes a + that comes after a digit, and any second +', () => {
    expect(stripPhone('351+912')).toBe('351912');
    expect(stripPhone('++351')).toBe('+351');
  });

  it('removes non-Latin digits, emoji and right-to-left characters', () => {
    expect(stripPhone('٣٥١ 912 📞 שלום')).toBe('912');
  });

  it('cuts the result to 15 characters', () => {
    expect(sanitizePhone('+351 912 345 678 901 234')).toBe('+35191234567890');
    expect(sanitizePhone('+351 912 345 678 901 234')).toHaveLength(PHONE_MAX_LENGTH);
  });
});

describe('typing a phone number', () => {
  it('accepts digits and a leading + key by key', () => {
    expect(typeKeys('+351912345678')).toBe('+351912345678');
  });

  it('ignores keys that are not digits as they are typed', () => {
    expect(typeKeys('+351 912-345.678a')).toBe('+351912345678');
  });

  it('blocks typing past 15 characters', () => {
    const full = typeKeys('123456789012345');
    expect(full).toBe('123456789012345');
    expect(typeKeys('6789', full)).toBe('123456789012345');
  });

  it('blocks a digit typed in the middle of a full number instead of pushing the last one out', () => {
    const full = '+35191234567890';
    const result = applyPhoneEdit({ previous: full, proposed: '+3519' + '7' + '1234567890', caret: 6, kind: 'type' });
    expect(result).toEqual({ value: full, caret: 5 });
  });

  it('lets Backspace delete at the 15-character limit', () => {
    const full = '+35191234567890';
    const result = applyPhoneEdit({ previous: full, proposed: full.slice(0, -1), caret: 14, kind: 'delete' });
    expect(result).toEqual({ value: '+3519123456789', caret: 14 });
  });

  it('lets Backspace delete in the middle and keeps the caret there', () => {
    const result = applyPhoneEdit({ previous: '912345678', proposed: '91245678', caret: 3, kind: 'delete' });
    expect(result).toEqual({ value: '91245678', caret: 3 });
  });

  it('keeps the caret in place when a stripped character is typed in the middle', () => {
    const result = applyPhoneEdit({ previous: '912345', proposed: '912 345', caret: 4, kind: 'type' });
    expect(result).toEqual({ value: '912345', caret: 3 });
  });
});

describe('pasting a phone number', () => {
  it('sanitises pasted text the same way as typing', () => {
    const result = applyPhoneEdit({ previous: '', proposed: '+351 (912) 345-678', caret: 18, kind: 'paste' });
    expect(result).toEqual({ value: '+351912345678', caret: 13 });
  });

  it('cuts a long paste to 15 characters', () => {
    const result = applyPhoneEdit({ previous: '', proposed: '00351 912 345 678 999', caret: 21, kind: 'paste' });
    expect(result.value).toBe('003519123456789');
  });

  it('cuts a paste into a nearly full field to the limit', () => {
    const result = applyPhoneEdit({
      previous: '1234567890123',
      proposed: '1234567890123999',
      caret: 16,
      kind: 'paste',
    });
    expect(result).toEqual({ value: '123456789012399', caret: 15 });
  });
});

describe('a phone number typed before the page’s script ran', () => {
  // The script replays it as an edit of unknown kind (no inputType), from an empty field.
  const cleanUp = (proposed: string, caret: number) =>
    applyPhoneEdit({ previous: '', proposed, caret, kind: phoneEditKind(undefined) });

  it('is cleaned with every digit kept, the caret staying between the same digits', () => {
    expect(cleanUp('+351 91a2-345-6', 5)).toEqual({ value: '+3519123456', caret: 4 });
    expect(cleanUp('+351 91a2-345-6', 15)).toEqual({ value: '+3519123456', caret: 11 });
    expect(cleanUp('+351 91a2-345-6', 0)).toEqual({ value: '+3519123456', caret: 0 });
  });

  it('keeps the caret after a digit when it stood after a removed character that followed it', () => {
    expect(cleanUp('912 345', 4)).toEqual({ value: '912345', caret: 3 });
  });
});

describe('phoneEditKind', () => {
  it('maps input types to typing, deleting and pasting', () => {
    expect(phoneEditKind('insertText')).toBe('type');
    expect(phoneEditKind('deleteContentBackward')).toBe('delete');
    expect(phoneEditKind('deleteContentForward')).toBe('delete');
    expect(phoneEditKind('insertFromPaste')).toBe('paste');
    expect(phoneEditKind('insertFromDrop')).toBe('paste');
    expect(phoneEditKind(undefined)).toBe('paste');
  });
});
