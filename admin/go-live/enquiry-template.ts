/**
 * Her EmailJS template as one block to paste, field by field as EmailJS's template editor names
 * them: a subject naming the visitor, the body with every variable the contact form sends
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

/** The template's settings and body, as one text to copy, for the enquiries to reach `herEmail`. */
export function enquiryTemplateBlock(herEmail: string): string {
  const body = fieldOrder.filter((name) => name !== 'message').map((name) => `${LABELS[name]}: ${variable(name)}`);
  return [
    'Subject:',
    `New enquiry from ${variable('from_name')} (${variable('service')})`,
    '',
    'To Email:',
    herEmail,
    '',
    'From Name:',
    variable('from_name'),
    '',
    'Reply To:',
    variable('email'),
    '',
    'Content:',
    ...body,
    '',
    `${LABELS.message}:`,
    variable('message'),
  ].join('\n');
}

/** What to check in EmailJS when the test enquiry arrived with something missing, or not at all. */
export function whatToCheckInTheTemplate(herEmail: string): string[] {
  return [
    'A field that arrived empty, or showing {{…}}: its variable is missing or misspelt in the template’s Content. In EmailJS, open Email Templates → your template, paste the block above again, save, then send the test again.',
    `Nothing arrived: check the template’s To Email is ${herEmail}, and look in your spam folder and in EmailJS’s Email History.`,
    'A reply went to you instead of the visitor: the template’s Reply To must be {{email}}.',
  ];
}
