/**
 * "Send me a test enquiry": one enquiry through the very path a visitor's takes (the contact form's
 * sender, lib/contact/send-enquiry.ts, with the real EmailJS SDK and the form's template
 * parameters), so it checks what no read-only call can: her EmailJS ids, her service's connection
 * and her template, end to end, to her inbox. It is written as an enquiry from her to herself,
 * marked as a test in its name and its message, so that she never mistakes it for a client's. Pure:
 * what is sent, and what she is told of the answer.
 */
import { emptyValues, type ContactValues } from '@/lib/contact/fields';
import type { SendResult } from '@/lib/contact/send-enquiry';
import { ok, problem, type CheckLine } from './service-checks';

/** The name the test enquiry is from: the first words she sees in her inbox. */
export const TEST_SENDER = 'TEST from your site check';

/** The enquiry sent, every field the template has filled in, so that she sees each one arrive. */
export function testEnquiryValues(herEmail: string, sentAt: Date): ContactValues {
  return {
    ...emptyValues(),
    from_name: TEST_SENDER,
    partners_name: '(test: no partner)',
    email: herEmail,
    phone_number: '',
    desired_date: '(test: no date)',
    wedding_venue: '(test: no venue)',
    service: ['Other work'],
    about_me: ['Other'],
    guest_photos: 'Not decided yet',
    message: `This is a TEST enquiry, sent by you from the site check beside your editor (/admin/check) at ${sentAt.toISOString().slice(0, 16).replace('T', ' ')} UTC. No client wrote it: nothing to answer. If every field of your template shows here, your contact form reaches you.`,
  };
}

/** Where she looks in EmailJS (dashboard.emailjs.com) for what its refusal names. */
function whatToDo(status: number, text: string): string {
  const variable = (name: string) =>
    `copy it into the GitHub variable ${name} (Settings → Secrets and variables → Actions → Variables), then publish again so the site is built with it`;
  if (/public key/i.test(text))
    return `In EmailJS, open Account → API keys: ${variable('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY')}.`;
  if (/service/i.test(text) && /id/i.test(text))
    return `In EmailJS, open Email Services: ${variable('NEXT_PUBLIC_EMAILJS_SERVICE_ID')}.`;
  if (/template/i.test(text) && /id/i.test(text))
    return `In EmailJS, open Email Templates: ${variable('NEXT_PUBLIC_EMAILJS_TEMPLATE_ID')}.`;
  if (/recipient|to email|address is empty/i.test(text) || status === 422)
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
  // The SDK's own check of its settings, before any request: the site was built without them.
  if (result.status === 0)
    return problem(
      `The test enquiry was not sent: the site was built without its EmailJS settings (EmailJS said: “${result.text}”). Set NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, NEXT_PUBLIC_EMAILJS_SERVICE_ID and NEXT_PUBLIC_EMAILJS_TEMPLATE_ID as GitHub variables, then publish again.`,
    );
  return problem(
    `EmailJS did not send the test enquiry (EmailJS said: “${result.text || 'nothing'}”, status ${result.status}). ${whatToDo(result.status, result.text)}`,
  );
}
