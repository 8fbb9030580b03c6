import { emptyValues, toTemplateParams } from '@/lib/contact/fields';
import { enquiryTemplateBlock } from './enquiry-template';

const HER = 'ola@ritasousa.pt';

describe('her EmailJS template, as one block', () => {
  const block = enquiryTemplateBlock(HER);
  /** The text under one of the block's headings, up to the next empty line. */
  const under = (heading: string) => block.split(`${heading}:\n`)[1]?.split('\n\n')[0];

  it('has every variable the contact form sends in its body, and no other', () => {
    const sent = Object.keys(toTemplateParams(emptyValues())).sort();
    const body = block.slice(block.indexOf('Content:'));
    expect([...new Set([...body.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name))].sort()).toEqual(sent);
  });

  it('sends to her address, and replies go to the visitor', () => {
    expect(under('To Email')).toBe(HER);
    expect(under('Reply To')).toBe('{{email}}');
  });

  it('names the visitor in its subject', () => {
    expect(under('Subject')).toContain('{{from_name}}');
  });
});
