/** @jest-environment node */
import { HONEYPOT_FIELD, isBotSubmission } from './honeypot';
import { fieldOrder } from './fields';

describe('honeypot', () => {
  it('is not one of the enquiry fields', () => {
    expect(fieldOrder as readonly string[]).not.toContain(HONEYPOT_FIELD);
  });

  it('flags a submission only when the trap was filled in', () => {
    expect(isBotSubmission('')).toBe(false);
    expect(isBotSubmission('  ')).toBe(false);
    expect(isBotSubmission('https://spam.example')).toBe(true);
  });
});
