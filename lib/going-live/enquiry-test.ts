/**
 * Her confirmation that a test enquiry, sent from the go-live page through the site's own sender,
 * reached her with every field filled in: the one proof that her EmailJS service and template
 * work, which no read-only call can give. The go-live page commits it to the repository; the site
 * does not go live without it. Pure, and free of packages, as demo.ts is.
 */
import { settingLines } from './demo';

export const ENQUIRY_TEST_FILE = 'content/settings/enquiry-test.yml';

export type EnquiryTest = {
  /** When she confirmed it (ISO 8601). */
  confirmedAt: string;
  /** The EmailJS service and template the test went through, as the site was built with them. */
  service: string;
  template: string;
};

/** Her confirmation as the repository holds it, or nothing while there is none. */
export function enquiryTestOf(texts: ReadonlyMap<string, string>): EnquiryTest | undefined {
  const text = texts.get(ENQUIRY_TEST_FILE);
  if (text === undefined) return undefined;
  const values = new Map(settingLines(text).map(({ key, value }) => [key, value]));
  const confirmedAt = values.get('confirmedAt') ?? '';
  if (Number.isNaN(Date.parse(confirmedAt))) return undefined;
  return { confirmedAt, service: values.get('emailjs.service') ?? '', template: values.get('emailjs.template') ?? '' };
}

/** The file's text for a confirmation, as the go-live page commits it. */
export function enquiryTestText({ confirmedAt, service, template }: EnquiryTest): string {
  const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`;
  return `confirmedAt: ${quoted(confirmedAt)}\nemailjs:\n  service: ${quoted(service)}\n  template: ${quoted(template)}\n`;
}
