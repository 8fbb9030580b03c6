/**
 * GA4's enhanced measurement counts a page view each time a page changes the browser's history,
 * and the site sends its own page views: left on (Analytics' default), every move within the site
 * would be counted twice. The setting is the web stream's “Page changes based on browser history
 * events”, which the Analytics Admin API (v1alpha) reads and changes; the stream is the one Firebase
 * linked to the site's Web app (Firebase's analyticsDetails). The Admin API takes only Analytics'
 * own scopes, which Cloud Shell's sign-in does not carry (and gcloud's own sign-in may not ask for):
 * then she switches it off herself, at a link to that very stream, and says so, which is kept: a –
 * line, noted and not checked, since that sign-in may not read it back either.
 */
import { GoogleRefusal, projectOf, read, send } from './google-call';
import type { SetupContext, SetupStep, StepOutcome } from './step';

const FIREBASE = 'https://firebase.googleapis.com/v1beta1';
const ANALYTICS_ADMIN = 'https://analyticsadmin.googleapis.com/v1alpha';

type AnalyticsDetails = {
  analyticsProperty?: { id?: string; analyticsAccountId?: string };
  streamMappings?: { app?: string; streamId?: string }[];
};

/** The web stream of the site's Web app: its account, property and stream, as Analytics numbers them. */
type WebStream = { account: string; property: string; stream: string };

/** The stream's key in her saved answers: what she switched off by hand is kept by it. */
const streamKey = ({ property, stream }: WebStream) => `${property}/${stream}`;

/** Where she switches it off herself: her stream's page in Analytics' admin. */
const streamPage = ({ account, property, stream }: WebStream) =>
  `https://analytics.google.com/analytics/web/#/a${account}p${property}/admin/streams/table/${stream}`;

/** The clicks, from the stream's page. */
const switchOffByHand = (stream: WebStream) =>
  `Open ${streamPage(stream)} (your site's web stream in Google Analytics), press the gear (⚙) beside Enhanced measurement, under Page views press Show advanced settings, switch off “Page changes based on browser history events”, and press Save.`;

/** Her answer when asked whether she did it: the runner asks, the scenarios answer. */
export type Confirm = (instructions: string) => Promise<boolean>;

async function webStream(context: Pick<SetupContext, 'found' | 'google'>): Promise<WebStream | null> {
  const project = projectOf(context);
  const details = await read<AnalyticsDetails>(context, `${FIREBASE}/projects/${project}/analyticsDetails`);
  const appId = context.found.NEXT_PUBLIC_FIREBASE_APP_ID;
  const mapping = details?.streamMappings?.find((each) => appId && each.app?.endsWith(`/webApps/${appId}`));
  const property = details?.analyticsProperty?.id?.replace(/^properties\//, '');
  const account = details?.analyticsProperty?.analyticsAccountId;
  if (!mapping?.streamId || !property || !account) return null;
  return { account, property, stream: mapping.streamId };
}

const TITLE = 'Google Analytics counts each page view once (history page views off)';

export const analyticsStep = (confirm?: Confirm): SetupStep => ({
  title: TITLE,
  async run(context): Promise<StepOutcome> {
    const stream = await webStream(context);
    // Not linked: the Web app's step says what to do, once.
    if (!stream)
      return { status: 'later', said: 'Google Analytics’ page views are set once Analytics is linked (above).' };
    const found = { ANALYTICS_STREAM: streamKey(stream) };
    const settings = `${ANALYTICS_ADMIN}/properties/${stream.property}/dataStreams/${stream.stream}/enhancedMeasurementSettings`;
    try {
      const now = await read<{ pageChangesEnabled?: boolean }>(context, settings);
      // Proto JSON leaves a false value out.
      if (now?.pageChangesEnabled !== true) return { status: 'already', found };
      await send(context, 'PATCH', `${settings}?updateMask=pageChangesEnabled`, { pageChangesEnabled: false });
      return {
        status: 'made',
        said: 'Switched off Google Analytics’ page views on browser history changes: the site sends its own, so each visit’s pages are counted once.',
        found,
      };
    } catch (error) {
      // Any refusal of the Admin API (its scopes, a role in Analytics she lacks) leaves her the click.
      if (!(error instanceof GoogleRefusal) || error.status !== 403) throw error;
    }
    if (context.found.ANALYTICS_OFF_BY_HAND === streamKey(stream))
      return {
        status: 'noted',
        said: 'You said you switched off Google Analytics’ page views on browser history changes: noted, not checked (this sign-in may not read Analytics).',
        found,
      };
    const instructions = `Google does not let this sign-in change Google Analytics. ${switchOffByHand(stream)}`;
    if (confirm && (await confirm(instructions)))
      return {
        status: 'noted',
        said: 'You switched off Google Analytics’ page views on browser history changes: noted, not checked (this sign-in may not read Analytics), and not asked again.',
        found: { ...found, ANALYTICS_OFF_BY_HAND: streamKey(stream) },
      };
    return {
      status: 'todo',
      todo: `${instructions} Until then each move within your site is counted twice. Then run npm run setup again.`,
      found,
    };
  },
});
