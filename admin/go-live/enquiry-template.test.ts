import { emptyValues, toTemplateParams } from '@/lib/contact/fields';
import { enquiryTemplateFields } from './enquiry-template';

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
