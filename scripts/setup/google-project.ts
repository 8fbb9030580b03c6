/**
 * The Google project itself: the services the site, the editor and the workflows call turned on,
 * and the project's number, which the identities' names are made of.
 */
import { finished, projectOf, read, send, type Operation, type Waiting } from './google-call';
import type { SetupStep } from './step';

const SERVICE_USAGE = 'https://serviceusage.googleapis.com/v1';

/** Each service the site needs, with the name she sees for it in Google's console. */
const NEEDED_SERVICES = [
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
] as const;

export const servicesStep = (waiting: Waiting): SetupStep => ({
  title: 'The Google services the site uses are turned on',
  async run(context) {
    const project = projectOf(context);
    const off: (typeof NEEDED_SERVICES)[number][] = [];
    for (const service of NEEDED_SERVICES) {
      const found = await read<{ state?: string }>(
        context,
        `${SERVICE_USAGE}/projects/${project}/services/${service[0]}`,
      );
      if (found?.state !== 'ENABLED') off.push(service);
    }
    if (off.length === 0) return { status: 'already' };
    const operation = await send<Operation>(
      context,
      'POST',
      `${SERVICE_USAGE}/projects/${project}/services:batchEnable`,
      {
        serviceIds: off.map(([id]) => id),
      },
    );
    await finished(context, SERVICE_USAGE, operation, waiting);
    return { status: 'made', said: `Turned on ${off.map(([, name]) => name).join(', ')}.` };
  },
});

export const projectNumberStep: SetupStep = {
  title: 'Your Google project is found',
  async run(context) {
    const project = projectOf(context);
    const found = await read<{ projectNumber?: string; lifecycleState?: string }>(
      context,
      `https://cloudresourcemanager.googleapis.com/v1/projects/${project}`,
      // Google answers 403, not 404, for a project that does not exist, lest it tell whose it is.
      [403, 404],
    );
    if (!found?.projectNumber || found.lifecycleState !== 'ACTIVE')
      return {
        status: 'todo',
        todo: `Google has no active project "${project}" that your account can open. Open https://console.firebase.google.com, choose "Create a project" (or check the project's ID under Project settings), then run npm run setup again.`,
      };
    return { status: 'already', found: { GOOGLE_PROJECT_NUMBER: found.projectNumber } };
  },
};
