/**
 * Her confirmation that a test enquiry, sent from the go-live page through the site's own sender,
 * reached her with every field filled in: the one proof that her EmailJS service and template
 * work, which no read-only call can give. The go-live page commits it to the repository with what
 * the test went through (the three EmailJS ids she typed, and her e-mail, where the template sends
 * it), and the site goes live only while the site is built with those very ids and her e-mail is
 * still that one. Pure, and read as demo.ts reads her files.
 */
import { EMAILJS_IDS, type EmailJsIds } from '../contact/emailjs-settings';
import { ENQUIRY_TEST_FILE } from '../../content/collections';
import { settingValues } from './demo';

export { ENQUIRY_TEST_FILE };

export type EnquiryTest = EmailJsIds & {
  /** When she confirmed it (ISO 8601). */
  confirmedAt: string;
  /** Her e-mail when she confirmed it: the template's “To Email” (content/settings/site.yml's email then). */
  email: string;
};

/** Her confirmation as the repository holds it, or nothing while there is none. */
export function enquiryTestOf(texts: ReadonlyMap<string, string>): EnquiryTest | undefined {
  const text = texts.get(ENQUIRY_TEST_FILE);
  if (text === undefined) return undefined;
  const values = new Map(settingValues(text).map(({ key, value }) => [key, value]));
  const confirmedAt = values.get('confirmedAt') ?? '';
  if (Number.isNaN(Date.parse(confirmedAt))) return undefined;
  return {
    confirmedAt,
    email: values.get('email') ?? '',
    ...(Object.fromEntries(EMAILJS_IDS.map((id) => [id, values.get(`emailjs.${id}`) ?? ''])) as EmailJsIds),
  };
}

/** The file's text for a confirmation, as the go-live page commits it. */
export function enquiryTestText(test: EnquiryTest): string {
  const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`;
  return [
    `confirmedAt: ${quoted(test.confirmedAt)}`,
    `email: ${quoted(test.email)}`,
    'emailjs:',
    ...EMAILJS_IDS.map((id) => `  ${id}: ${quoted(test[id])}`),
    '',
  ].join('\n');
}

/**
 * What stops her test enquiry from standing for the site as built, in her words; none when it does.
 * `emailjs` are the ids the site is built with; without them (a terminal that does not know the
 * repository's variables) only the confirmation and her e-mail are compared.
 */
export function enquiryTestProblem(
  test: EnquiryTest | undefined,
  herEmail: string,
  emailjs: EmailJsIds | undefined,
): string | undefined {
  if (!test) return 'No test enquiry is confirmed yet';
  if (test.email.trim().toLowerCase() !== herEmail.trim().toLowerCase())
    return `Your e-mail is ${herEmail} now, and your test enquiry went to ${test.email || 'another address'}`;
  if (emailjs && EMAILJS_IDS.some((id) => emailjs[id] !== test[id].trim()))
    return 'The contact form’s EmailJS ids are not the ones your test enquiry went through';
  return undefined;
}
