/** @jest-environment node */
import { ALL_SERVICES, googleContext, standInWithServicesOn, NO_WAIT } from '@/test-support/setup/google-stand-in';
import { translationKeyStep } from './google-key';

const keyName = 'projects/rita-photo/locations/global/keys/editor-translation';
// Her site at its Hosting address and at her domain, and the editor `npm run admin` serves on her
// computer; Cloud Translation only.
const wanted = {
  browserKeyRestrictions: {
    allowedReferrers: ['https://rita-photo.web.app/*', 'https://www.ritaphoto.pt/*', 'http://localhost:3040/*'],
  },
  apiTargets: [{ service: 'translate.googleapis.com' }],
};
const live = { FIREBASE_SITE: 'rita-photo' };
const TRANSLATE = 'translate.googleapis.com';
const allButTranslation = () => new Set(ALL_SERVICES.filter((id) => id !== TRANSLATE));

describe('the Translate step', () => {
  it('without billing, says in one line that Translate waits for it, and makes no key nor turns anything on', async () => {
    const standIn = standInWithServicesOn({ enabled: allButTranslation(), billingEnabled: false });
    expect(await translationKeyStep(NO_WAIT).run(googleContext(standIn, live))).toEqual({
      status: 'later',
      said: 'The editor’s Translate waits for billing on your project: when you want it, link a billing account at https://console.cloud.google.com/billing/linkedaccount?project=rita-photo, then run npm run setup again (translating a wedding costs nothing within 500,000 characters a month). Your site and everything else work without it.',
    });
    expect(standIn.writes()).toEqual([]);
    expect(standIn.world.keys.size).toBe(0);
  });

  it('once the project has billing, turns Translation on and makes the key', async () => {
    const standIn = standInWithServicesOn({ enabled: allButTranslation() });
    const outcome = await translationKeyStep(NO_WAIT).run(googleContext(standIn, live));
    expect(outcome).toMatchObject({
      status: 'made',
      said: expect.stringMatching(/^Turned on Cloud Translation\. Made your translation key:/) as unknown,
    });
    expect(standIn.world.enabled.has(TRANSLATE)).toBe(true);
    expect(standIn.world.keys.get(keyName)?.restrictions).toEqual(wanted);
    expect(standIn.violations).toEqual([]);
  });

  it('makes a key for her site and her editor, for translating only, and shows it to her once', async () => {
    const standIn = standInWithServicesOn({ operationPolls: 1 });
    const outcome = await translationKeyStep(NO_WAIT).run(googleContext(standIn, live));
    expect(outcome).toMatchObject({ status: 'made', said: expect.stringContaining('\n  AIzaTranslate0\n') as unknown });
    expect(standIn.world.keys.get(keyName)?.restrictions).toEqual(wanted);
    expect(standIn.violations).toEqual([]);
  });

  it('changes nothing, and shows no key, when the key is restricted as it must be', async () => {
    const standIn = standInWithServicesOn({
      keys: new Map([[keyName, { displayName: 'Editor: translation', restrictions: wanted, keyString: 'AIzaOld' }]]),
    });
    expect(await translationKeyStep(NO_WAIT).run(googleContext(standIn, live))).toEqual({ status: 'already' });
    expect(standIn.writes()).toEqual([]);
    expect(standIn.calls.map((call) => call.id)).not.toContain('projects.locations.keys.getKeyString');
  });

  it('narrows a key that another address or service may use, keeping the key', async () => {
    const open = {
      browserKeyRestrictions: { allowedReferrers: ['*'] },
      apiTargets: [{ service: 'translate.googleapis.com' }],
    };
    const standIn = standInWithServicesOn({
      keys: new Map([[keyName, { displayName: 'Editor: translation', restrictions: open, keyString: 'AIzaOld' }]]),
    });
    const outcome = await translationKeyStep(NO_WAIT).run(googleContext(standIn, live));
    expect(outcome).toMatchObject({
      status: 'made',
      said: expect.stringContaining('only from your site and your editor') as unknown,
    });
    expect(outcome).not.toMatchObject({ said: expect.stringContaining('AIzaOld') as unknown });
    expect(standIn.world.keys.get(keyName)).toMatchObject({ restrictions: wanted, keyString: 'AIzaOld' });
    expect(standIn.violations).toEqual([]);
  });

  it('tells her in her words when her account may not make the key', async () => {
    const standIn = standInWithServicesOn({
      failing: new Map([
        [
          'projects.locations.keys.create',
          { status: 403, code: 'PERMISSION_DENIED', message: 'Permission denied on apikeys.' },
        ],
      ]),
    });
    await expect(translationKeyStep(NO_WAIT).run(googleContext(standIn, live))).rejects.toThrow(
      'Your Google account may not do this in the project rita-photo (API Keys). Run npm run setup signed in as the project’s owner',
    );
  });
});
