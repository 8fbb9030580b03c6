import {
  WEDDING_SERVICE,
  fieldOrder,
  textFieldMaxLength,
  textFieldNames,
  type ContactValues,
  type FieldName,
} from './fields';

/** What is wrong with a field; the dictionary turns the key into a sentence. */
type FieldErrorKey = 'required' | 'invalidEmail' | 'tooLong';
export type ContactErrors = Partial<Record<FieldName, FieldErrorKey>>;

/**
 * Something@domain.tld with no spaces: letters of any script are accepted (Portuguese
 * addresses can have accents), the domain needs at least one dot and a top-level part of
 * two characters or more. `<` and `>` are refused anywhere: they are never part of an address
 * people type, only of markup pasted or probed into the field.
 */
const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@.<>]+(?:\.[^\s@.<>]+)*\.[^\s@.<>]{2,}$/u;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** Whether a field must be filled in, given whether Wedding is among the chosen services. */
export function isRequiredField(field: FieldName, weddingChosen: boolean): boolean {
  switch (field) {
    case 'from_name':
    case 'email':
    case 'message':
    case 'desired_date':
    case 'service':
      return true;
    case 'wedding_venue':
    case 'guest_photos':
      return weddingChosen;
    default:
      return false;
  }
}

export function isRequired(field: FieldName, values: ContactValues): boolean {
  return isRequiredField(field, values.service.includes(WEDDING_SERVICE));
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
  // The fields' maxlength stops typing at the limit; a draft saved before the limits existed can be longer.
  for (const field of textFieldNames) {
    if (values[field].length > textFieldMaxLength[field]) errors[field] = 'tooLong';
  }
  if (!errors.email && !isValidEmail(values.email)) errors.email = 'invalidEmail';
  return errors;
}

export function hasErrors(errors: ContactErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Whether two validations found the same problems (so nothing on the page needs to change). */
export function sameErrors(a: ContactErrors, b: ContactErrors): boolean {
  const fields = Object.keys(a) as FieldName[];
  return fields.length === Object.keys(b).length && fields.every((field) => a[field] === b[field]);
}

/** The first field on the page that has an error, the one to focus. */
export function firstInvalidField(errors: ContactErrors): FieldName | undefined {
  return fieldOrder.find((field) => errors[field] !== undefined);
}
