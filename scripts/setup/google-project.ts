/**
 * The Google project itself: her projects to choose from, the services the site, the editor and the
 * workflows call turned on, and the project's number, which the identities' names are made of.
 */
import { finished, projectOf, read, send, type Operation, type Waiting } from './google-call';
import { previewsProjectIds } from './google-previews';
import { BILLED_SERVICES, NEEDED_SERVICES } from './google-services';
import { Unanswered } from './run-setup';
import type { SetupContext, SetupStep } from './step';

const SERVICE_USAGE = 'https://serviceusage.googleapis.com/v1';

/** A project of hers, as she named it and as Google names it. */
export type HerProject = { id: string; name: string; number: string };

/** Her projects without those the set-up made for another's previews: none is ever a site's own. */
const withoutPreviews = (projects: HerProject[]) =>
  projects.filter(
    (each) => !projects.some((other) => other !== each && previewsProjectIds(other.id, other.number).includes(each.id)),
  );

/**
 * Her projects, Firebase's first: Firebase's list has only the projects Firebase is added to (which
 * the site needs), by the names she gave them there. Both lists are read before any project is
 * chosen, so nothing is billed to one: when Firebase's refuses the sign-in's own (its service may be
 * off there), Cloud Resource Manager's lists every project instead.
 */
export async function herProjects(google: SetupContext['google']): Promise<HerProject[]> {
  const get = async (url: string) => {
    const answer = await google(url, { headers: { accept: 'application/json' } });
    const body = (await answer.json().catch(() => null)) as unknown;
    return { answer, body };
  };
  const firebase = await get('https://firebase.googleapis.com/v1beta1/projects?pageSize=100');
  // Busy or down: the other list would show every project, Firebase's or not, so neither is shown.
  if (firebase.answer.status >= 500)
    throw new Unanswered('Google', `${firebase.answer.status}, when asked for your Firebase projects`);
  if (firebase.answer.ok) {
    const { results = [] } = firebase.body as {
      results?: { projectId?: string; displayName?: string; projectNumber?: string; state?: string }[];
    };
    return withoutPreviews(
      results
        .filter((each) => each.projectId && each.state !== 'DELETED')
        .map((each) => ({
          id: each.projectId!,
          name: each.displayName || each.projectId!,
          number: each.projectNumber ?? '',
        })),
    );
  }
  const url = 'https://cloudresourcemanager.googleapis.com/v1/projects?filter=lifecycleState%3AACTIVE&pageSize=100';
  const cloud = await get(url);
  if (cloud.answer.status >= 500)
    throw new Unanswered('Google', `${cloud.answer.status}, when asked for your projects`);
  if (!cloud.answer.ok)
    throw new Error(
      cloud.answer.status === 401
        ? 'Google did not accept your sign-in (it may have expired): run gcloud auth login, then npm run setup again.'
        : `Google did not list your projects (it answered ${cloud.answer.status}): check that this terminal is signed in as the Google account that made your Firebase project (gcloud auth list shows it), then run npm run setup again.`,
    );
  const { projects = [] } = cloud.body as {
    projects?: { projectId?: string; name?: string; projectNumber?: string }[];
  };
  return withoutPreviews(
    projects
      .filter((each) => each.projectId)
      .map((each) => ({ id: each.projectId!, name: each.name || each.projectId!, number: each.projectNumber ?? '' })),
  );
}

/** The services of `ids` that are off in the project, with their names. */
async function servicesOff(context: SetupContext, ids: readonly string[]) {
  const project = projectOf(context);
  const off: (typeof NEEDED_SERVICES)[number][] = [];
  for (const service of NEEDED_SERVICES.filter(([id]) => ids.includes(id))) {
    const found = await read<{ state?: string }>(
      context,
      `${SERVICE_USAGE}/projects/${project}/services/${service[0]}`,
    );
    if (found?.state !== 'ENABLED') off.push(service);
  }
  return off;
}

/** Turns on the services of `ids` that are off; the console's names of those it turned on (none when all were on). */
export async function turnOn(context: SetupContext, ids: readonly string[], waiting: Waiting): Promise<string[]> {
  const off = await servicesOff(context, ids);
  if (off.length === 0) return [];
  const operation = await send<Operation>(
    context,
    'POST',
    `${SERVICE_USAGE}/projects/${projectOf(context)}/services:batchEnable`,
    { serviceIds: off.map(([id]) => id) },
  );
  await finished(context, SERVICE_USAGE, operation, waiting);
  return off.map(([, name]) => name);
}

export const servicesStep = (waiting: Waiting): SetupStep => ({
  title: 'The Google services the site uses are turned on',
  async run(context) {
    // Those that need billing are turned on by the Translate step, once it has found billing.
    const names = await turnOn(
      context,
      NEEDED_SERVICES.map(([id]) => id).filter((id) => !BILLED_SERVICES.includes(id)),
      waiting,
    );
    return names.length > 0
      ? { status: 'made', said: `Turned on the Google services your site uses (${names.join(', ')}).` }
      : { status: 'already' };
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
