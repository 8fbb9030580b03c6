import type { ContactMessages } from '@/content/dictionaries/contact';
import {
  LIST_SEPARATOR,
  aboutMeOptions,
  fieldOrder,
  serviceOptions,
  sortByOptions,
  type ContactValues,
  type FieldName,
} from './fields';

/**
 * The enquiry as an e-mail the visitor's own mail app opens already written (a `mailto:` link,
 * RFC 6068): what the page offers when the e-mail service fails, and next to the form for those
 * who prefer to write. Nothing is sent from here; the visitor's mail app does the sending.
 */

/** Some mail apps and browsers cut `mailto:` links near 2,000 characters (the whole href). */
export const MAILTO_MAX_LENGTH = 2000;
/** Kept free under that limit, for apps that count a little differently (or add to the link). */
const MAILTO_SAFETY_MARGIN = 100;
/** The longest href this module writes. */
export const MAILTO_HREF_MAX_LENGTH = MAILTO_MAX_LENGTH - MAILTO_SAFETY_MARGIN;
/** The subject's share of the link at most (encoded), so a long name or date leaves room for the enquiry. */
export const MAILTO_SUBJECT_MAX_LENGTH = 400;

const ELLIPSIS = '…';
const SUBJECT_SEPARATOR = ' — ';

export type MailtoEnquiry = {
  href: string;
  /** The body had to be shortened to fit the link: the whole enquiry is `text`, to be copied. */
  cut: boolean;
  /** The whole enquiry as plain text (what the body says when nothing is cut). */
  text: string;
};

/**
 * Text as a `mailto:` header value: UTF-8 percent-encoding as encodeURIComponent writes it (a
 * space is %20, '+' is %2B, so no reader takes it for a space), line breaks as CRLF (%0D%0A), and
 * a lone UTF-16 surrogate (half an emoji cut off by a length limit) as U+FFFD instead of an error.
 */
export function encodeMailtoText(text: string): string {
  return encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD').replace(/\r\n?|\n/g, '\r\n'));
}

/** How long `text` is once encoded. */
const encodedLength = (text: string) => encodeMailtoText(text).length;

/** The longest start of `text` (whole code points) that, with an ellipsis, encodes within `max`. */
function startWithin(text: string, max: number): string {
  let length = encodedLength(ELLIPSIS);
  let start = '';
  for (const char of text) {
    length += encodedLength(char);
    if (length > max) break;
    start += char;
  }
  return start === '' ? '' : start + ELLIPSIS;
}

const trimmed = (text: string) => text.trim();

/** What the visitor chose or typed for each field, in the page's language; empty fields are ''. */
function answers(values: ContactValues, messages: ContactMessages): Record<FieldName, string> {
  return {
    from_name: trimmed(values.from_name),
    partners_name: trimmed(values.partners_name),
    email: trimmed(values.email),
    phone_number: trimmed(values.phone_number),
    service: sortByOptions(values.service, serviceOptions)
      .map((option) => messages.services[option])
      .join(LIST_SEPARATOR),
    desired_date: trimmed(values.desired_date),
    wedding_venue: trimmed(values.wedding_venue),
    guest_photos: values.guest_photos && messages.guestPhotos[values.guest_photos],
    about_me: sortByOptions(values.about_me, aboutMeOptions)
      .map((option) => messages.heardAbout[option])
      .join(LIST_SEPARATOR),
    message: values.message.replace(/\r\n?/g, '\n').trim(),
  };
}

/** 'Wedding enquiry — 14 June 2027 — Ana Silva', in the page's language; empty parts left out. */
export function enquirySubject(values: ContactValues, messages: ContactMessages): string {
  const { service, desired_date, from_name } = answers(values, messages);
  const words = messages.enquiry;
  const kind = service ? words.subject.replace('{services}', service) : words.subjectWithoutServices;
  return [kind, desired_date, from_name].filter(Boolean).join(SUBJECT_SEPARATOR);
}

/** One block of the body per field the visitor filled, labelled, in the form's order. */
function bodyBlocks(values: ContactValues, messages: ContactMessages): string[] {
  const given = answers(values, messages);
  const labels = messages.enquiry.labels;
  return fieldOrder.flatMap((field) => {
    const answer = given[field];
    if (!answer) return [];
    // The message may run over many lines: it comes under its label, after a blank line.
    return field === 'message' ? [`\n${labels[field]}:\n${answer}`] : [`${labels[field]}: ${answer}`];
  });
}

/**
 * The `mailto:` link to `email` with the enquiry written in: a subject naming it and a body with
 * every field filled, labelled in the page's language. When the body does not fit the link
 * (MAILTO_HREF_MAX_LENGTH), it keeps the fields that fit whole, then as much of the first one
 * that does not as still fits, and ends with the line that says the rest was cut. Nothing filled
 * in: the plain address.
 */
export function enquiryMailto(email: string, values: ContactValues, messages: ContactMessages): MailtoEnquiry {
  const plain = `mailto:${email}`;
  const blocks = bodyBlocks(values, messages);
  const text = blocks.join('\n');
  if (blocks.length === 0) return { href: plain, cut: false, text };

  const subject = enquirySubject(values, messages);
  const fittedSubject =
    encodedLength(subject) <= MAILTO_SUBJECT_MAX_LENGTH ? subject : startWithin(subject, MAILTO_SUBJECT_MAX_LENGTH);
  const start = `${plain}?subject=${encodeMailtoText(fittedSubject)}&body=`;
  const whole = start + encodeMailtoText(text);
  if (whole.length <= MAILTO_HREF_MAX_LENGTH) return { href: whole, cut: false, text };

  const cutLine = `\n\n${messages.enquiry.cut}`;
  let room = MAILTO_HREF_MAX_LENGTH - start.length - encodedLength(cutLine);
  const joinerLength = encodedLength('\n');
  // Whole fields first, in order; a field that does not fit is left out.
  const kept = blocks.map((block) => {
    const cost = joinerLength + encodedLength(block);
    if (cost > room) return null;
    room -= cost;
    return block;
  });
  // Then as much of the first field left out as the room that is left takes.
  const firstLeftOut = kept.indexOf(null);
  kept[firstLeftOut] = startWithin(blocks[firstLeftOut]!, room - joinerLength) || null;
  const body = kept.filter((block) => block !== null).join('\n') + cutLine;
  return { href: start + encodeMailtoText(body), cut: true, text };
}
