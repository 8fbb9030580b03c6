import { WEDDING_SERVICE, fieldOrder, type ContactValues, type FieldName } from './fields';

/** What is wrong with a field; the dictionary turns the key into a sentence. */
export type FieldErrorKey = 'required' | 'invalidEmail';
export type ContactErrors = Partial<Record<FieldName, FieldErrorKey>>;

/**
 * Something@domain.tld with no spaces: letters of any script are accepted (Portuguese
 * addresses can have accents), the domain needs at least one dot and a top-level part of
 * two characters or more.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/u;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** Whether a field must be filled in, given the other answers (spec §5). */
export function isRequired(field: FieldName, values: ContactValues): boolean {
  switch (field) {
    case 'from_name':
    case 'email':
    case 'message':
    case 'desired_date':
    case 'service':
      return true;
    case 'wedding_venue':
    case 'guest_photos':
      return values.service.includes(WEDDING_SERVICE);
    default:
      return false;
  }
}

function isEmpty(field: FieldName, values: ContactValues): boolean {
  const value = values[field];
  return Array.isArray(value) ? value.length === 0 : isBlank(value);
}

/** Every problem of the form, one key per field; an empty object means it can be sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of fieldOrder) {
    if (isRequired(field, values) && isEmpty(field, values)) errors[field] = 'required';
  }
  if (!errors.email && !isValidEmail(values.email)) errors.email = 'invalidEmail';
  return errors;
}

export function hasErrors(errors: ContactErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The first field on the page that has an error, the one to focus. */
export function firstInvalidField(errors: ContactErrors): FieldName | undefined {
  return fieldOrder.find((field) => errors[field] !== undefined);
}
