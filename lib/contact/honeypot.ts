/**
 * The spam trap: a field people never see and never fill in, with a name form-filling bots
 * like. It is none of the enquiry's field names and is never sent.
 */
export const HONEYPOT_FIELD = 'website';

/** A filled-in trap means a bot: the form shows its thank-you and sends nothing. */
export function isBotSubmission(honeypotValue: string): boolean {
  return honeypotValue.trim() !== '';
}
