/**
 * Whether her project has billing (Cloud Billing's projects.getBillingInfo). The site, its hosting
 * (within Firebase's no-cost quota), sign-in and Analytics need none; Cloud Translation and Gemini's
 * paid tier do, so without it the editor's Translate (google-key.ts) and drafted descriptions
 * (gemini-key.ts) wait for it, and nothing else changes.
 */
import { projectOf, read } from './google-call';
import type { SetupContext } from './step';

const CLOUD_BILLING = 'https://cloudbilling.googleapis.com/v1';

/** Whether a billing account is linked to the project. */
export async function hasBilling(context: Pick<SetupContext, 'found' | 'google'>): Promise<boolean> {
  const project = projectOf(context);
  const info = await read<{ billingEnabled?: boolean }>(context, `${CLOUD_BILLING}/projects/${project}/billingInfo`);
  return info?.billingEnabled === true;
}
