/** @jest-environment node */
import { toTemplateParams } from '@/lib/contact/fields';
import { testEnquiryOutcome, testEnquiryValues, TEST_SENDER } from './test-enquiry';

const HER = 'rita@luzdosul.pt';

describe('the test enquiry', () => {
  it('is from her to herself, marked as a test in its name and its message, with every template field filled', () => {
    const params = toTemplateParams(testEnquiryValues(HER, new Date('2026-11-29T10:30:00Z')));
    expect(params.email).toBe(HER);
    expect(params.from_name).toBe(TEST_SENDER);
    expect(params.from_name).toMatch(/^TEST /);
    expect(params.message).toMatch(/^This is a TEST enquiry/);
    expect(params.message).toContain('2026-11-29 10:30 UTC');
    // Every variable the template names shows something, so she sees each one arrive, and no two the same.
    expect(Object.entries(params).filter(([, value]) => value.trim() === '')).toEqual([]);
    expect(new Set(Object.values(params)).size).toBe(Object.keys(params).length);
  });
});

describe('what she is told of the test enquiry', () => {
  it('names her inbox when EmailJS accepted it', () => {
    expect(testEnquiryOutcome({ ok: true, status: 200, text: 'OK' }, HER)).toEqual({
      mark: 'ok',
      text: `Sent: check your inbox (${HER}).`,
    });
  });

  it.each([
    [400, 'The Public Key is invalid', 'In EmailJS, open Account → API keys', 'your public key into its field above'],
    [400, 'The service ID is invalid', 'In EmailJS, open Email Services', 'your service id into its field above'],
    [400, 'The template ID not found', 'In EmailJS, open Email Templates', 'your template id into its field above'],
    [422, 'The recipients address is empty', 'Email Templates → your template → Settings', '“To Email”'],
    [
      412,
      'Gmail_API: Invalid grant. Please reconnect your Gmail account',
      'reconnect your e-mail account',
      'Email Services',
    ],
    [429, 'Too Many Requests', 'wait a minute', 'send the test again'],
    [403, 'Forbidden', 'Account → Security', 'domain'],
  ])('gives EmailJS’s own words for %i “%s”, and where in EmailJS to look', (status, text, where, what) => {
    const line = testEnquiryOutcome({ ok: false, status, text }, HER);
    expect(line.mark).toBe('problem');
    expect(line.text).toContain(`EmailJS said: “${text}”, status ${status}`);
    expect(line.text).toContain(where);
    expect(line.text).toContain(what);
  });

  it('says the computer seems offline when no answer came', () => {
    const line = testEnquiryOutcome({ ok: false, status: 0, text: 'Network Error' }, HER);
    expect(line.text).toMatch(/^The test enquiry could not reach EmailJS: this computer seems to be offline/);
  });

  it('asks for the ids when the SDK refuses to send without one', () => {
    const line = testEnquiryOutcome({ ok: false, status: 0, text: 'The public key is required' }, HER);
    expect(line.text).toBe(
      'The test enquiry was not sent: an id is missing (EmailJS said: “The public key is required”). Fill in your public key, service id and template id above, then send the test again.',
    );
  });
});
