/**
 * The Google services the site, the editor, the workflows and the set-up call, each with the name
 * she sees for it in Google's console: the set-up turns each on, and names it when Google says it
 * is off.
 */
export const NEEDED_SERVICES = [
  ['firebasehosting.googleapis.com', 'Firebase Hosting'],
  ['identitytoolkit.googleapis.com', 'Identity Toolkit (sign-in)'],
  ['iam.googleapis.com', 'Identity and Access Management'],
  ['iamcredentials.googleapis.com', 'IAM Service Account Credentials'],
  ['sts.googleapis.com', 'Security Token Service'],
  ['firebase.googleapis.com', 'Firebase Management'],
  ['apikeys.googleapis.com', 'API Keys'],
  ['translate.googleapis.com', 'Cloud Translation'],
  ['generativelanguage.googleapis.com', 'Gemini (Generative Language)'],
  ['cloudresourcemanager.googleapis.com', 'Cloud Resource Manager'],
  ['cloudbilling.googleapis.com', 'Cloud Billing'],
  ['analyticsadmin.googleapis.com', 'Google Analytics Admin'],
] as const;

/**
 * The services Google turns on only for a project with billing: Cloud Translation's set-up asks for
 * a billing account, and a batch that holds one such service is refused whole.
 */
export const BILLED_SERVICES: readonly string[] = ['translate.googleapis.com'];

/** The console's name of a service (by its host), or the host itself. */
export const serviceName = (host: string) =>
  NEEDED_SERVICES.find(([id]) => id === host)?.[1] ?? host.replace(/\.googleapis\.com$/, '');
