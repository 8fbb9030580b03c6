/**
 * The enquiry form's fields and options, shared by the form, the validation, the draft and
 * the e-mail template. The names are the EmailJS template variables, so they must not change
 * without changing the template in the EmailJS dashboard too.
 */
import { PHONE_MAX_LENGTH, sanitizePhone } from './phone';

/** Option values are the English names in both languages: the photographer reads them. */
export const serviceOptions = ['Wedding', 'Engagements', 'Proposal', 'Couple', 'Family', 'Other work'] as const;
export type ServiceOption = (typeof serviceOptions)[number];

export const aboutMeOptions = ['Instagram', 'Google search', 'Facebook', 'Friend', 'Other'] as const;
type AboutMeOption = (typeof aboutMeOptions)[number];

export const guestPhotosOptions = ['Yes', 'No', 'Not decided yet'] as const;
type GuestPhotosOption = (typeof guestPhotosOptions)[number];

/** Choosing this service makes the wedding venue and the guest photos answer required. */
export const WEDDING_SERVICE = 'Wedding' satisfies ServiceOption;

export const textFieldNames = [
  'from_name',
  'partners_name',
  'phone_number',
  'email',
  'desired_date',
  'wedding_venue',
  'message',
] as const;
export type TextFieldName = (typeof textFieldNames)[number];

/**
 * The longest text each field takes. EmailJS refuses requests over 50 KB on its free plan: with
 * these limits the whole request stays far below that even when every character is one JSON
 * writes as six bytes (send-enquiry.test.ts measures it), so no enquiry fails for its size.
 * The phone number is cut to its limit as it is typed (phone.ts).
 */
export const textFieldMaxLength = {
  from_name: 100,
  partners_name: 100,
  phone_number: PHONE_MAX_LENGTH,
  email: 254, // the longest address the e-mail standards allow
  desired_date: 100,
  wedding_venue: 200,
  message: 5000,
} as const satisfies Record<TextFieldName, number>;

/** From this many characters on, the message shows how many it has of its limit. */
export const MESSAGE_COUNT_FROM = 4500;

export type ContactValues = Record<TextFieldName, string> & {
  service: ServiceOption[];
  about_me: AboutMeOption[];
  /** Empty until one of the radios is chosen. */
  guest_photos: GuestPhotosOption | '';
};

export type FieldName = keyof ContactValues;

/** The order in which the fields appear on the page; the first invalid one gets the focus. */
export const fieldOrder = [
  'from_name',
  'partners_name',
  'email',
  'phone_number',
  'service',
  'desired_date',
  'wedding_venue',
  'guest_photos',
  'about_me',
  'message',
] as const satisfies readonly FieldName[];

export function emptyValues(): ContactValues {
  return {
    from_name: '',
    partners_name: '',
    phone_number: '',
    email: '',
    desired_date: '',
    wedding_venue: '',
    message: '',
    service: [],
    about_me: [],
    guest_photos: '',
  };
}

/** How chosen services and sources are joined in the e-mail ('Wedding, Family'). */
export const LIST_SEPARATOR = ', ';

/** Keeps the options' own order, whatever order they were ticked in. */
export function sortByOptions<T extends string>(chosen: readonly T[], options: readonly T[]): T[] {
  return options.filter((option) => chosen.includes(option));
}

/** The EmailJS template variables: every field as text, lists joined by LIST_SEPARATOR. */
export function toTemplateParams(values: ContactValues): Record<FieldName, string> {
  return {
    from_name: values.from_name,
    partners_name: values.partners_name,
    phone_number: values.phone_number,
    email: values.email.trim(),
    desired_date: values.desired_date,
    wedding_venue: values.wedding_venue,
    message: values.message,
    service: sortByOptions(values.service, serviceOptions).join(LIST_SEPARATOR),
    about_me: sortByOptions(values.about_me, aboutMeOptions).join(LIST_SEPARATOR),
    guest_photos: values.guest_photos,
  };
}

function isServiceOption(value: unknown): value is ServiceOption {
  return typeof value === 'string' && (serviceOptions as readonly string[]).includes(value);
}

function isAboutMeOption(value: unknown): value is AboutMeOption {
  return typeof value === 'string' && (aboutMeOptions as readonly string[]).includes(value);
}

function isGuestPhotosOption(value: unknown): value is GuestPhotosOption {
  return typeof value === 'string' && (guestPhotosOptions as readonly string[]).includes(value);
}

/**
 * Form values rebuilt from untrusted data (a stored draft, the form's own FormData): only text
 * for text fields, only known options, each once, the phone number sanitised.
 */
export function toContactValues(raw: Record<string, unknown>): ContactValues {
  const values = emptyValues();
  for (const field of textFieldNames) {
    const value = raw[field];
    if (typeof value === 'string') values[field] = value;
  }
  values.phone_number = sanitizePhone(values.phone_number);
  if (Array.isArray(raw.service)) values.service = [...new Set(raw.service.filter(isServiceOption))];
  if (Array.isArray(raw.about_me)) values.about_me = [...new Set(raw.about_me.filter(isAboutMeOption))];
  if (isGuestPhotosOption(raw.guest_photos)) values.guest_photos = raw.guest_photos;
  return values;
}

/** The values of the form as the browser holds them (typed before or after its script ran). */
export function valuesFromFormData(data: FormData): ContactValues {
  const raw: Record<string, unknown> = {
    service: data.getAll('service'),
    about_me: data.getAll('about_me'),
    guest_photos: data.get('guest_photos'),
  };
  for (const field of textFieldNames) raw[field] = data.get(field);
  return toContactValues(raw);
}

/** The query parameter that asks the contact page to tick a service (a story's call to enquire: ?service=Wedding). */
export const SERVICE_PARAM = 'service';

/** The service a contact page address asks for (`location.search`), or null. */
export function requestedService(search: string): ServiceOption | null {
  const value = new URLSearchParams(search).get(SERVICE_PARAM);
  return isServiceOption(value) ? value : null;
}
