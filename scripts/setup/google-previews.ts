/**
 * Drafts' previews on a Google project of their own. Any run of her repository may sign in as the
 * preview identity (a draft's branch included), and a Firebase Hosting role reaches every site of
 * the project it is granted on, the live site's channel included. IAM conditions cannot narrow it
 * to one site: IAM's "Resource attributes for IAM Conditions" lists the services whose resources a
 * condition can name, and Firebase Hosting is not among them. So the previews live on a project
 * where the preview identity holds its role, and it holds none on her site's project
 * (google-identities.ts): the live site is out of its reach by construction.
 */
import { finished, GoogleRefusal, needFound, projectOf, read, send, type Operation, type Waiting } from './google-call';
import type { SetupStep } from './step';

const RESOURCE_MANAGER = 'https://cloudresourcemanager.googleapis.com/v1';
const FIREBASE = 'https://firebase.googleapis.com/v1beta1';
const HOSTING = 'https://firebasehosting.googleapis.com/v1beta1';

/**
 * Resource Manager's rule for a project ID: 6 to 30 lowercase letters, digits or hyphens, starting
 * with a letter and not ending with a hyphen.
 */
export const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/**
 * The IDs the previews' project may take, in order: `<project>-previews`, her project's ID
 * shortened to fit 30 characters; then the same with the last four digits of her project's
 * number, for when another account holds the first (an ID is unique across Google and never given
 * again, even after its project is deleted).
 */
export function previewsProjectIds(project: string, number: string): string[] {
  const stem = (length: number) => project.slice(0, length).replace(/-+$/, '');
  return [`${stem(21)}-previews`, `${stem(16)}-previews-${number.slice(-4)}`];
}

/** The name she sees in the consoles' project lists: 4 to 30 letters, digits, hyphens or spaces. */
const displayNameOf = (project: string) => `${project.slice(0, 21).replace(/-+$/, '')} previews`;

type CloudProject = { projectId?: string; lifecycleState?: string; parent?: { type?: string; id?: string } };

/** Her account's allowance of projects is used up: Google's quota, in her words with what to do. */
const quotaWords = (project: string) =>
  `Google lets your account make only so many projects, and the set-up needs one more: the previews of your drafts are kept on a project apart from your site (${project}), so that no draft can ever change the live site. Delete a project you no longer use at https://console.cloud.google.com/cloud-resource-manager (a deleted project still counts for 30 days), or ask Google for more at https://support.google.com/code/contact/project_quota_increase, then run npm run setup again.`;

const isQuota = (status: number | undefined, message: string | undefined) =>
  status === 8 || status === 429 || /quota/i.test(message ?? '');

export const previewsProjectStep = (waiting: Waiting): SetupStep => ({
  title: 'Drafts’ previews have a Google project of their own, apart from your site',
  async run(context) {
    const project = projectOf(context);
    const ids = previewsProjectIds(project, needFound(context, 'GOOGLE_PROJECT_NUMBER'));
    const made: string[] = [];
    let previews: string | undefined;
    // Google answers 403 alike for a project that does not exist and one of another account's.
    for (const id of ids) {
      const found = await read<CloudProject>(context, `${RESOURCE_MANAGER}/projects/${id}`, [403, 404]);
      if (!found) continue;
      if (found.lifecycleState !== 'ACTIVE')
        return {
          status: 'todo',
          todo: `The project ${id}, where your drafts' previews are shown, is being deleted. Open https://console.cloud.google.com/cloud-resource-manager?pendingDeletion=true, choose it and press Restore, then run npm run setup again.`,
        };
      previews = id;
      break;
    }
    if (!previews) {
      // Made where her site's project is: in her organisation or folder when it is in one, else
      // her account's own, as a project made in Firebase's console is.
      const parent = (await read<CloudProject>(context, `${RESOURCE_MANAGER}/projects/${project}`))?.parent;
      for (const id of ids) {
        let operation: Operation;
        try {
          operation = await send<Operation>(context, 'POST', `${RESOURCE_MANAGER}/projects`, {
            projectId: id,
            name: displayNameOf(project),
            ...(parent?.type && parent.id ? { parent: { type: parent.type, id: parent.id } } : {}),
          });
        } catch (error) {
          if (!(error instanceof GoogleRefusal)) throw error;
          // Another account holds this ID: the next one is tried.
          if (error.status === 409) continue;
          if (isQuota(error.status, error.message) || /RESOURCE_EXHAUSTED/.test(error.reasons))
            return { status: 'todo', todo: quotaWords(project) };
          throw error;
        }
        // Google may take the quota's refusal only to end the operation with it.
        const quota = await finished(context, RESOURCE_MANAGER, operation, waiting, (error) =>
          isQuota(error.code, error.message) ? quotaWords(project) : undefined,
        ).then(
          () => false,
          (error: unknown) => {
            if (error instanceof Error && error.message === quotaWords(project)) return true;
            throw error;
          },
        );
        if (quota) return { status: 'todo', todo: quotaWords(project) };
        previews = id;
        made.push(`Made the Google project ${id}, where each draft's preview is shown, apart from your site.`);
        break;
      }
      if (!previews)
        return {
          status: 'todo',
          todo: `Google has given every name the set-up tries for the previews' project (${ids.join(', ')}) to other accounts: ask your developer.`,
        };
    }
    if (!(await read(context, `${FIREBASE}/projects/${previews}`, [403, 404]))) {
      const operation = await send<Operation>(context, 'POST', `${FIREBASE}/projects/${previews}:addFirebase`, {});
      await finished(context, FIREBASE, operation, waiting);
      made.push(`Added Firebase to ${previews}.`);
    }
    const site = await previewsSite(context, previews);
    if ('todo' in site)
      return { status: 'todo', todo: site.todo, ...(made.length > 0 ? { made: made.join(' ') } : {}) };
    if (site.made) made.push(`Made its site ${site.name}.web.app.`);
    const found = { FIREBASE_PREVIEW_PROJECT: previews, FIREBASE_PREVIEW_SITE: site.name };
    return made.length > 0 ? { status: 'made', said: made.join(' '), found } : { status: 'already', found };
  },
});

/**
 * The previews project's default Hosting site, which Firebase names when it is added (the
 * project's ID, or the ID and five more characters when that name is taken); made, named as the
 * project, when Firebase did not make one.
 */
async function previewsSite(
  context: Parameters<SetupStep['run']>[0],
  previews: string,
): Promise<{ name: string; made: boolean } | { todo: string }> {
  const firebase = await read<{ resources?: { hostingSite?: string } }>(context, `${FIREBASE}/projects/${previews}`);
  if (firebase?.resources?.hostingSite) return { name: firebase.resources.hostingSite, made: false };
  const sites =
    (await read<{ sites?: { name?: string; type?: string }[] }>(context, `${HOSTING}/projects/${previews}/sites`))
      ?.sites ?? [];
  const listed = sites
    .find((site) => site.type === 'DEFAULT_SITE')
    ?.name?.split('/')
    .at(-1);
  if (listed) return { name: listed, made: false };
  try {
    await send(context, 'POST', `${HOSTING}/projects/${previews}/sites?siteId=${previews}`, {});
  } catch (error) {
    if (!(error instanceof GoogleRefusal) || error.status !== 409) throw error;
    return {
      todo: `Open https://console.firebase.google.com/project/${previews}/hosting, press "Get started" and follow it to the end (nothing needs to be installed), then run npm run setup again.`,
    };
  }
  return { name: previews, made: true };
}
