/** @jest-environment node */
import { contactMessages } from './contact';

describe('contact dictionary', () => {
  // The validation and result messages are the product's fixed wording, not copy to edit.
  it('uses the fixed wording for the messages in both languages', () => {
    expect(contactMessages.en.errors).toEqual({
      required: 'This field is required',
      invalidEmail: 'Please enter a valid email address',
      general: 'Please fill in the required fields',
    });
    expect(contactMessages.pt.errors).toEqual({
      required: 'Campo obrigatório',
      invalidEmail: 'Por favor insira um email válido',
      general: 'Por favor, preencha os campos obrigatórios',
    });
    expect(contactMessages.en.success.heading).toBe('THANK YOU!');
    expect(contactMessages.en.failure.heading).toBe('OOPS!');
  });

  it('does not thank the visitor when sending failed in Portuguese', () => {
    expect(contactMessages.pt.failure.heading).not.toMatch(/obrigad/i);
  });

  it('writes the character count and the length limit in both languages, with the numbers left to fill in', () => {
    for (const locale of ['en', 'pt'] as const) {
      const { count, tooLong } = contactMessages[locale].limits;
      expect(count).toMatch(/\{count\}.+\{max\}/);
      expect(tooLong).toContain('{max}');
    }
  });

  it("names the services in the enquiry's subject and the copy button in the cut line, in both languages", () => {
    for (const locale of ['en', 'pt'] as const) {
      const { subject, cut, copy } = contactMessages[locale].enquiry;
      expect(subject).toContain('{services}');
      expect(cut).toContain(copy);
      expect(cut).not.toMatch(/\n/); // one line
    }
  });
});
