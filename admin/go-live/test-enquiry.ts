/**
 * The test enquiry of the go-live page: one enquiry through the very path a visitor's takes (the
 * contact form's sender, lib/contact/send-enquiry.ts, with the real EmailJS SDK and the form's
 * template parameters), with the EmailJS ids she typed on the page, so it checks what no read-only
 * call can: her ids, her service's connection and her template, end to end, to her inbox. Every
 * field is filled with a value that says which field it is, so she sees each one arrive, or which is
 * missing; it is written as an enquiry from her to herself, marked as a test in its name and its
 * message, so that she never mistakes it for a client's. Pure: what is sent, and what she is told of
 * the answer.
 */
import { emptyValues, type ContactValues } from '@/lib/contact/fields';
import type { SendResult } from '@/lib/contact/send-enquiry';
import { ok, problem, type CheckLine } from '../site-check/service-checks';

/** The name the test enquiry is from: the first words she sees in her inbox. */
export const TEST_SENDER = 'TEST from your go-live page';

/** The enquiry sent, every field the template has filled in with a value naming its field. */
export function testEnquiryValues(herEmail: string, sentAt: Date): ContactValues {
  return {
    ...emptyValues(),
    from_name: TEST_SENDER,
    partners_name: 'TEST partner’s name',
    email: herEmail,
    phone_number: '+351912345678',
    desired_date: 'TEST date',
    wedding_venue: 'TEST venue',
    service: ['Other work'],
    about_me: ['Other'],
    guest_photos: 'Not decided yet',
    message: `This is a TEST enquiry, sent by you from the go-live page beside your editor (/admin/go-live) at ${sentAt.toISOString().slice(0, 16).replace('T', ' ')} UTC. No client wrote it: nothing to answer. Check that every field of your template shows a value.`,
  };
}

/** Where she looks in EmailJS (dashboard.emailjs.com) for what its refusal names. */
function whatToDo(status: number, text: string): string {
  const copy = (what: string, where: string) =>
    `In EmailJS, open ${where}: copy your ${what} into its field above, then send the test again.`;
  if (/public key/i.test(text)) return copy('public key', 'Account → API keys');
  if (/service/i.test(text) && /id/i.test(text)) return copy('service id', 'Email Services');
  if (/template/i.test(text) && /id/i.test(text)) return copy('template id', 'Email Templates');
  if (/recipients?|to email|address is empty/i.test(text) || status === 422)
    return 'In EmailJS, open Email Templates → your template → Settings, and check “To Email” (your address).';
  if (status === 412)
    return 'EmailJS could not send through your e-mail account: in EmailJS, open Email Services → your service and reconnect your e-mail account.';
  if (status === 429) return 'EmailJS refuses sends so close together: wait a minute, then send the test again.';
  if (status === 402 || status === 426)
    return 'Your EmailJS plan’s limit is reached: in EmailJS, open Account → Subscription.';
  if (status === 403)
    return 'EmailJS refused this address: in EmailJS, open Account → Security and check that your site’s domain is allowed.';
  if (status >= 500) return 'EmailJS itself had a problem: wait a few minutes, then send the test again.';
  return 'In EmailJS, open Email History to see what it says about this send, and check the ids in Account → API keys, Email Services and Email Templates.';
}

/** What she is told of the test enquiry's answer. */
export function testEnquiryOutcome(result: SendResult, herEmail: string): CheckLine {
  if (result.ok) return ok(`Sent: check your inbox (${herEmail}).`);
  if (result.status === 0 && result.text === 'Network Error')
    return problem(
      'The test enquiry could not reach EmailJS: this computer seems to be offline, or something in this browser blocked it. Check the internet connection, then send the test again.',
    );
  // The SDK's own check of its settings, before any request: an id is missing.
  if (result.status === 0)
    return problem(
      `The test enquiry was not sent: an id is missing (EmailJS said: “${result.text}”). Fill in your public key, service id and template id above, then send the test again.`,
    );
  return problem(
    `EmailJS did not send the test enquiry (EmailJS said: “${result.text || 'nothing'}”, status ${result.status}). ${whatToDo(result.status, result.text)}`,
  );
}
