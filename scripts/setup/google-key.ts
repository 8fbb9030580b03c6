/**
 * The editor's Translate: Cloud Translation turned on and her translation key, a standard Google
 * key, made here and allowed only from her site (its Hosting address and her domain) and her local
 * editor, and only for Cloud Translation: it is kept in her browser, never in GitHub. Translation
 * needs billing on her project (Google refuses to turn it on without), which her first day has not:
 * until she links it, one line says Translate waits for it, and no key is made that would not
 * work. The Gemini API refuses standard keys since September 2026 and takes only auth keys bound
 * to a service account, made in Google AI Studio (gemini-key.ts checks hers), so the translation
 * key is not allowed Gemini, where it would only widen what a copied key could reach.
 */
import { hasBilling } from './google-billing';
import { finished, projectOf, read, send, type Operation, type Waiting } from './google-call';
import { turnOn } from './google-project';
import { billingPage } from './google-refusal';
import { BILLED_SERVICES } from './google-services';
import { domainHosts, hostingAddress } from './site-address';
import type { SetupContext, SetupStep } from './step';

const API_KEYS = 'https://apikeys.googleapis.com/v2';
/** The translation key's id in the project: found again by it on every run. */
export const TRANSLATION_KEY_ID = 'editor-translation';
/** Where `npm run admin` serves her editor on her computer (scripts/admin.ts). */
const LOCAL_EDITOR = 'http://localhost:3040/*';

type Restrictions = {
  browserKeyRestrictions?: { allowedReferrers?: string[] };
  apiTargets?: { service?: string }[];
};
type Key = { name?: string; restrictions?: Restrictions };

/** Where the editor runs: the site's Hosting address, her domain (the host that shows the site), and her computer. */
const referrersOf = (context: SetupContext) => [
  ...(context.found.FIREBASE_SITE ? [`${hostingAddress(context.found.FIREBASE_SITE)}/*`] : []),
  ...(context.domain ? [`https://${domainHosts(context.domain)[0]}/*`] : []),
  LOCAL_EDITOR,
];

const restrictionsFor = (context: SetupContext): Restrictions => ({
  browserKeyRestrictions: { allowedReferrers: referrersOf(context) },
  apiTargets: [{ service: 'translate.googleapis.com' }],
});

const sameRestrictions = (a: Restrictions | undefined, b: Restrictions) =>
  JSON.stringify((a?.browserKeyRestrictions?.allowedReferrers ?? []).toSorted()) ===
    JSON.stringify((b.browserKeyRestrictions?.allowedReferrers ?? []).toSorted()) &&
  JSON.stringify((a?.apiTargets ?? []).map((target) => target.service).toSorted()) ===
    JSON.stringify((b.apiTargets ?? []).map((target) => target.service).toSorted());

export const translationKeyStep = (waiting: Waiting): SetupStep => ({
  title: 'The editor’s Translate is ready: your translation key works from your site and your editor only',
  async run(context) {
    const project = projectOf(context);
    if (!(await hasBilling(context)))
      return {
        status: 'later',
        said: `The editor’s Translate waits for billing on your project: when you want it, link a billing account at ${billingPage(project)}, then run npm run setup again (translating a wedding costs nothing within 500,000 characters a month). Your site and everything else work without it.`,
      };
    const turnedOn = (await turnOn(context, BILLED_SERVICES, waiting)).map((name) => `Turned on ${name}. `).join('');
    const parent = `${API_KEYS}/projects/${project}/locations/global`;
    const name = `projects/${project}/locations/global/keys/${TRANSLATION_KEY_ID}`;
    const restrictions = restrictionsFor(context);
    const listed = await read<{ keys?: Key[] }>(context, `${parent}/keys`);
    const key = listed?.keys?.find((candidate) => candidate.name === name);
    if (key && sameRestrictions(key.restrictions, restrictions))
      return turnedOn ? { status: 'made', said: `${turnedOn}The editor’s Translate is ready.` } : { status: 'already' };
    if (key) {
      const operation = await send<Operation>(context, 'PATCH', `${API_KEYS}/${name}?updateMask=restrictions`, {
        restrictions,
      });
      await finished(context, API_KEYS, operation, waiting);
      return {
        status: 'made',
        said: `${turnedOn}Your translation key now works only from your site and your editor on your computer, for translating only.`,
      };
    }
    const operation = await send<Operation>(context, 'POST', `${parent}/keys?keyId=${TRANSLATION_KEY_ID}`, {
      displayName: 'Editor: translation',
      restrictions,
    });
    await finished(context, API_KEYS, operation, waiting);
    const shown = await read<{ keyString?: string }>(context, `${API_KEYS}/${name}/keyString`);
    if (!shown?.keyString) throw new Error('Google made the translation key but did not show it.');
    return {
      status: 'made',
      said: `${turnedOn}Made your translation key:\n\n  ${shown.keyString}\n\nWhen the editor asks for your Google Cloud Translation key (it starts with AIza), paste this. It is kept in your browser only; you can see it again in Google Cloud's console under APIs & Services → Credentials → "Editor: translation".`,
    };
  },
});
