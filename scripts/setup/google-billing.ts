/**
 * Whether her project has billing (Cloud Billing's projects.getBillingInfo). The site, its hosting
 * (within Firebase's no-cost quota), sign-in and Analytics need none; Cloud Translation and Gemini's
 * paid tier do, so without it the editor's Translate and drafted descriptions do not work, and
 * nothing else changes.
 */
import { billingPage } from './google-refusal';
import { projectOf, read, type Waiting } from './google-call';
import { turnOn } from './google-project';
import { BILLED_SERVICES } from './google-services';
import type { SetupContext, SetupStep } from './step';

const CLOUD_BILLING = 'https://cloudbilling.googleapis.com/v1';

/** Whether a billing account is linked to the project. */
export async function hasBilling(context: Pick<SetupContext, 'found' | 'google'>): Promise<boolean> {
  const project = projectOf(context);
  const info = await read<{ billingEnabled?: boolean }>(context, `${CLOUD_BILLING}/projects/${project}/billingInfo`);
  return info?.billingEnabled === true;
}

export const billingStep = (waiting: Waiting): SetupStep => ({
  title: 'Your project has billing, for translating and drafting',
  async run(context) {
    if (await hasBilling(context)) {
      const said = await turnOn(context, BILLED_SERVICES, waiting);
      return said ? { status: 'made', said: `Your project has billing: ${said}` } : { status: 'already' };
    }
    const project = projectOf(context);
    return {
      status: 'later',
      said: `Your project ${project} has no billing: the site and the editor work without it, but the editor’s Translate and drafted descriptions need it. When you want them, link a billing account at ${billingPage(project)}, then run npm run setup again (translating a wedding costs nothing within 500,000 characters a month).`,
    };
  },
});
