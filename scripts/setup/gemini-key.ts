/**
 * Her Gemini key, checked before she pastes it in the editor: that it is a key Gemini takes (an
 * auth key, `AQ.…`: standard `AIza…` keys are refused by Gemini since September 2026), that it is
 * of her project (AI Studio makes keys in a project of its own unless hers is imported there), and
 * that her project has billing (without it Gemini runs on its free tier, where Google may use what
 * is sent, her photos, to improve its products). Its project is asked of API Keys' keys:lookupKey
 * first; whether lookupKey takes an auth key is not documented, so when it names no project the key
 * is looked for among her project's own keys (keys.list, then each key's keyString). The key is
 * only compared: it is never kept.
 */
import { projectOf, read } from './google-call';
import { hasBilling } from './google-billing';
import { projectNumberOfKey } from './google-same-project';
import { billingPage } from './google-refusal';
import type { HerProject } from './google-project';
import type { SetupContext } from './step';

const API_KEYS = 'https://apikeys.googleapis.com/v2';

/** How she makes the key in her project: AI Studio shows a project only once it is imported. */
export const aiStudioSteps = (project: HerProject) =>
  `In Google AI Studio (https://aistudio.google.com): Dashboard → Projects → Import projects, search for “${project.name}” (${project.id}) and press Import; then Dashboard → API Keys → Create API key, choose that project, and copy the key (it starts with AQ.).`;

/** The paid tier: billing on the project, then AI Studio's prepayment. */
const paidTier = (project: HerProject) =>
  `link a billing account at ${billingPage(project.id)}, then in AI Studio’s API Keys page press Set up billing beside ${project.name} and prepay ($10 at least)`;

/** Whether a key is one of the project's own: by lookupKey's project number, else compared with each key's string. */
async function isProjectKey(
  context: Pick<SetupContext, 'found' | 'google'>,
  project: HerProject,
  key: string,
): Promise<boolean> {
  const number = await projectNumberOfKey(context, key);
  // A project listed without its number cannot be compared by number: its keys are asked instead.
  if (number !== undefined && project.number !== '') return number === project.number;
  const parent = `${API_KEYS}/projects/${projectOf(context)}/locations/global`;
  const listed = await read<{ keys?: { name?: string }[] }>(context, `${parent}/keys?pageSize=300`);
  for (const { name } of listed?.keys ?? []) {
    if (!name) continue;
    const shown = await read<{ keyString?: string }>(context, `${API_KEYS}/${name}/keyString`);
    if (shown?.keyString === key) return true;
  }
  return false;
}

/** What is wrong with the key she gave for `project`, in her words with what to do; null when it is right. */
export async function geminiKeyProblem(
  context: Pick<SetupContext, 'found' | 'google'>,
  project: HerProject,
  given: string,
): Promise<string | null> {
  const key = given.trim();
  if (/^AIza/.test(key))
    return `This key starts with AIza: Gemini takes only keys that start with AQ. since September 2026. ${aiStudioSteps(project)}`;
  if (!/^AQ\.[\w.-]+$/.test(key)) return `This is not a Gemini key (they start with AQ.). ${aiStudioSteps(project)}`;
  if (!(await isProjectKey(context, project, key)))
    return `This key is not of your project ${project.name} (${project.id}): AI Studio made it in another project, which is not the one your site's settings and billing are in. ${aiStudioSteps(project)}`;
  if (!(await hasBilling(context)))
    return `This key is of ${project.name}, but the project has no billing: Gemini would run on its free tier, where Google may use what is sent (your photos) to improve its products. To use the paid tier, ${paidTier(project)}.`;
  return null;
}
