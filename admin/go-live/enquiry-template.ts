/**
 * Her EmailJS template, field by field in the order EmailJS's template editor shows them (Subject
 * and Content, then in its Settings To Email, From Name and Reply To), each to copy into its own
 * field: a subject naming the visitor, the body with every variable the contact form sends
 * (lib/contact/fields.ts's toTemplateParams, in the form's order), the enquiry sent to her address,
 * and replies going to the visitor's, `{{email}}`. A template that misses a variable, sends to
 * someone else or replies to herself would still show the visitor "Sent": the test enquiry and her
 * confirmation that every field arrived prove it. Pure.
 */
import { fieldOrder, type FieldName } from '@/lib/contact/fields';

/** Each variable's line in her e-mail, as she reads it. */
const LABELS: Record<FieldName, string> = {
  from_name: 'Name',
  partners_name: 'Partner’s name',
  email: 'E-mail',
  phone_number: 'Phone',
  service: 'Services',
  desired_date: 'Date',
  wedding_venue: 'Venue',
  guest_photos: 'Guest photos',
  about_me: 'Heard about me from',
  message: 'Message',
};

const variable = (name: FieldName) => `{{${name}}}`;

/** One field of her template: its label as EmailJS shows it, and what she copies into it. */
export type TemplateField = { label: 'Subject' | 'Content' | 'To Email' | 'From Name' | 'Reply To'; value: string };

/** The page's id of a field's box ("To Email" → template-to-email). */
export const templateFieldId = (label: TemplateField['label']) =>
  `template-${label.toLowerCase().replace(/\s+/g, '-')}`;

/** Her template's fields, in EmailJS's order, for the enquiries to reach `herEmail`. */
export function enquiryTemplateFields(herEmail: string): TemplateField[] {
  const body = fieldOrder.filter((name) => name !== 'message').map((name) => `${LABELS[name]}: ${variable(name)}`);
  return [
    { label: 'Subject', value: `New enquiry from ${variable('from_name')} (${variable('service')})` },
    { label: 'Content', value: [...body, '', `${LABELS.message}:`, variable('message')].join('\n') },
    { label: 'To Email', value: herEmail },
    { label: 'From Name', value: variable('from_name') },
    { label: 'Reply To', value: variable('email') },
  ];
}

/** What to check in EmailJS when the test enquiry arrived with something missing, or not at all. */
export function whatToCheckInTheTemplate(herEmail: string): string[] {
  return [
    'A field that arrived empty, or showing {{…}}: its variable is missing or misspelt in the template’s Content. In EmailJS, open Email Templates → your template, copy Content above into its Content again, save, then send the test again.',
    `Nothing arrived: check the template’s To Email is ${herEmail}, and look in your spam folder and in EmailJS’s Email History.`,
    'A reply went to you instead of the visitor: the template’s Reply To must be {{email}}.',
  ];
}
