import { emptyValues, toTemplateParams } from '@/lib/contact/fields';
import { enquiryTemplateFields, templateFieldId, whatToCheckInTheTemplate } from './enquiry-template';

const HER = 'ola@ritasousa.pt';

describe('her EmailJS template, field by field', () => {
  const fields = enquiryTemplateFields(HER);
  const valueOf = (label: string) => fields.find((field) => field.label === label)?.value;

  it('gives EmailJS’s fields in the order its template editor shows them', () => {
    expect(fields.map(({ label }) => label)).toEqual(['Subject', 'Content', 'To Email', 'From Name', 'Reply To']);
  });

  it('has every variable the contact form sends in its Content, and no other', () => {
    const sent = Object.keys(toTemplateParams(emptyValues())).sort();
    expect([...new Set([...valueOf('Content')!.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name))].sort()).toEqual(
      sent,
    );
  });

  it('sends to her address, and replies go to the visitor', () => {
    expect(valueOf('To Email')).toBe(HER);
    expect(valueOf('Reply To')).toBe('{{email}}');
  });

  it('names the visitor in its subject', () => {
    expect(valueOf('Subject')).toContain('{{from_name}}');
  });
});

describe('her EmailJS template, as she reads and copies it', () => {
  it('gives the Content one line per field, each named as she reads it, the message last after a blank line', () => {
    expect(
      enquiryTemplateFields(HER)
        .find((field) => field.label === 'Content')
        ?.value.split('\n'),
    ).toEqual([
      'Name: {{from_name}}',
      'Partner’s name: {{partners_name}}',
      'E-mail: {{email}}',
      'Phone: {{phone_number}}',
      'Services: {{service}}',
      'Date: {{desired_date}}',
      'Venue: {{wedding_venue}}',
      'Guest photos: {{guest_photos}}',
      'Heard about me from: {{about_me}}',
      '',
      'Message:',
      '{{message}}',
    ]);
  });

  it('names the visitor and the service in the subject, and the visitor as the sender', () => {
    const fields = enquiryTemplateFields(HER);
    expect(fields.find((field) => field.label === 'Subject')?.value).toBe(
      'New enquiry from {{from_name}} ({{service}})',
    );
    expect(fields.find((field) => field.label === 'From Name')?.value).toBe('{{from_name}}');
  });

  it('gives each field’s box an id of its own from its label', () => {
    expect(enquiryTemplateFields(HER).map(({ label }) => templateFieldId(label))).toEqual([
      'template-subject',
      'template-content',
      'template-to-email',
      'template-from-name',
      'template-reply-to',
    ]);
  });

  it('says what to check when the test enquiry arrived incomplete, did not arrive, or replies went to her', () => {
    const [empty, nothing, reply] = whatToCheckInTheTemplate(HER);
    expect(whatToCheckInTheTemplate(HER)).toHaveLength(3);
    expect(empty).toMatch(/^A field that arrived empty, or showing \{\{…\}\}: .*Email Templates → your template/);
    expect(nothing).toBe(
      `Nothing arrived: check the template’s To Email is ${HER}, and look in your spam folder and in EmailJS’s Email History.`,
    );
    expect(reply).toBe('A reply went to you instead of the visitor: the template’s Reply To must be {{email}}.');
  });
});
