/**
 * Every Google value the site and the editor are given belongs to her one project: the Web app's
 * settings (its project id and sign-in domain name it; its browser key is looked up, API Keys'
 * keys:lookupKey, which answers the key's project number), the live site (found among the
 * project's own sites) and her translation key (looked up the same way). A value of another
 * project would pass every other check and fail only on the site, without a word.
 */
import { needFound, projectOf, read } from './google-call';
import { TRANSLATION_KEY_ID } from './google-key';
import type { SetupContext, SetupStep } from './step';

const API_KEYS = 'https://apikeys.googleapis.com/v2';

/** The number of the project a key belongs to; undefined when Google does not know it, or does not say. */
export async function projectNumberOfKey(
  context: Pick<SetupContext, 'found' | 'google'>,
  key: string,
): Promise<string | undefined> {
  const found = await read<{ parent?: string }>(
    context,
    `${API_KEYS}/keys:lookupKey?keyString=${encodeURIComponent(key)}`,
    // An unknown key, or a string lookupKey does not take, tells no project.
    [400, 404],
  );
  return /^projects\/(\d+)\//.exec(found?.parent ?? '')?.[1];
}

export const sameProjectStep: SetupStep = {
  title: 'Every Google value of the site is of your one project',
  async run(context) {
    const project = projectOf(context);
    const number = needFound(context, 'GOOGLE_PROJECT_NUMBER');
    const others: string[] = [];
    const { NEXT_PUBLIC_FIREBASE_PROJECT_ID: projectId, NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: authDomain } = context.found;
    if (projectId && projectId !== project) others.push(`the Web app’s project id (${projectId})`);
    if (authDomain && !new Set([`${project}.firebaseapp.com`, `${project}.web.app`]).has(authDomain))
      others.push(`the Web app’s sign-in domain (${authDomain})`);
    const apiKey = context.found.NEXT_PUBLIC_FIREBASE_API_KEY;
    if (apiKey && (await projectNumberOfKey(context, apiKey)) !== number) others.push('the Web app’s browser key');
    const translation = await read<{ keyString?: string }>(
      context,
      `${API_KEYS}/projects/${project}/locations/global/keys/${TRANSLATION_KEY_ID}/keyString`,
    );
    if (translation?.keyString && (await projectNumberOfKey(context, translation.keyString)) !== number)
      others.push('your translation key');
    if (others.length === 0) return { status: 'already' };
    return {
      status: 'todo',
      todo: `Not of your project ${project}: ${others.join(', ')}. In the Firebase console, check that the project's Web app "Website" is in ${project} (Project settings → Your apps), then run npm run setup again; if it says the same, ask your developer.`,
    };
  },
};
