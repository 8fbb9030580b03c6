/**
 * A photographer's own details, as she writes them in Settings → Your details and prices
 * (content/settings/site.yml): nothing of the demo left in them.
 */
export const HER_SETTINGS_YAML = [
  'name: Rita Sousa Photography',
  'photographer: Rita Sousa',
  'email: ola@ritasousa.pt',
  'instagram:',
  "  handle: '@ritasousa'",
  '  url: https://www.instagram.com/ritasousa',
  'facebook:',
  '  handle: ritasousa',
  '  url: https://www.facebook.com/ritasousa',
  'region: Algarve, Portugal',
  'since: 2012',
  'terms:',
  '  deposit: 300',
  '  albumsFrom: 250',
  '  sessionDeliveryWorkingDays: 15',
  '  weddingDeliveryDays: 60',
  '  rushDeliveryDays: 5',
  '',
].join('\n');

/** Her contact form's EmailJS ids, as the go-live page saves them once her test enquiry arrived. */
export const HER_EMAILJS = {
  publicKey: 'public_rita',
  serviceId: 'service_rita',
  templateId: 'template_rita',
} as const;

/** The same ids as the build's settings (the repository's variables) carry them. */
export const HER_EMAILJS_SETTINGS = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: HER_EMAILJS.publicKey,
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: HER_EMAILJS.serviceId,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: HER_EMAILJS.templateId,
} as const;

/** Her confirmation that a test enquiry through those ids reached her e-mail above (content/settings/enquiry-test.yml). */
export const HER_ENQUIRY_TEST = { confirmedAt: '2026-12-06T10:15:00.000Z', email: 'ola@ritasousa.pt', ...HER_EMAILJS };
