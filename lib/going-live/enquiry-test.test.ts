/** @jest-environment node */
import { HER_EMAILJS, HER_ENQUIRY_TEST } from '@/test-support/her-settings';
import { enquiryTestProblem } from './enquiry-test';

describe('enquiryTestProblem', () => {
  it('finds none while her e-mail and the ids are those her test went through', () => {
    expect(enquiryTestProblem(HER_ENQUIRY_TEST, HER_ENQUIRY_TEST.email, HER_EMAILJS)).toBeUndefined();
  });

  it('takes her e-mail written with other capitals or spaces for the same', () => {
    expect(
      enquiryTestProblem(HER_ENQUIRY_TEST, ` ${HER_ENQUIRY_TEST.email.toUpperCase()} `, HER_EMAILJS),
    ).toBeUndefined();
    expect(
      enquiryTestProblem(
        { ...HER_ENQUIRY_TEST, email: ` ${HER_ENQUIRY_TEST.email.toUpperCase()}` },
        HER_ENQUIRY_TEST.email,
        HER_EMAILJS,
      ),
    ).toBeUndefined();
  });

  it('says where her test went when her e-mail changed, or that it went elsewhere when it names none', () => {
    expect(enquiryTestProblem(HER_ENQUIRY_TEST, 'new@sousa.pt', HER_EMAILJS)).toBe(
      `Your e-mail is new@sousa.pt now, and your test enquiry went to ${HER_ENQUIRY_TEST.email}`,
    );
    expect(enquiryTestProblem({ ...HER_ENQUIRY_TEST, email: '' }, 'new@sousa.pt', HER_EMAILJS)).toBe(
      'Your e-mail is new@sousa.pt now, and your test enquiry went to another address',
    );
  });

  it.each(['publicKey', 'serviceId', 'templateId'] as const)('finds the site built with another %s', (id) => {
    expect(enquiryTestProblem(HER_ENQUIRY_TEST, HER_ENQUIRY_TEST.email, { ...HER_EMAILJS, [id]: 'other' })).toBe(
      'The contact form’s EmailJS ids are not the ones your test enquiry went through',
    );
  });

  it('takes an id her test recorded with spaces around it for the same', () => {
    const spaced = { ...HER_ENQUIRY_TEST, serviceId: ` ${HER_ENQUIRY_TEST.serviceId} ` };
    expect(enquiryTestProblem(spaced, HER_ENQUIRY_TEST.email, HER_EMAILJS)).toBeUndefined();
  });

  it('compares only her e-mail when the ids the site is built with are not known', () => {
    expect(enquiryTestProblem(HER_ENQUIRY_TEST, HER_ENQUIRY_TEST.email, undefined)).toBeUndefined();
  });
});
