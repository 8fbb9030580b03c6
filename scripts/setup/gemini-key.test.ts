/** @jest-environment node */
import {
  ALL_SERVICES,
  freshWorld,
  googleContext,
  googleStandIn,
  type GoogleWorld,
} from '@/test-support/setup/google-stand-in';
import { geminiKeyProblem } from './gemini-key';

const project = { id: 'rita-photo', name: 'Rita Photo', number: '123456789012' };
const HER_KEY = 'AQ.Ab8RN6Jher-own-key';
const OTHER_KEY = 'AQ.Ab8RN6Jof-ai-studios-project';

/** Her project with its keys: the translation key, and the Gemini key she made in AI Studio once the project was imported. */
const standIn = (change: Partial<GoogleWorld> = {}) =>
  googleStandIn({
    ...freshWorld(),
    enabled: new Set(ALL_SERVICES),
    billingEnabled: true,
    keys: new Map([
      [
        'projects/rita-photo/locations/global/keys/editor-translation',
        { displayName: 'Editor: translation', restrictions: {}, keyString: 'AIzaTranslate0' },
      ],
      [
        'projects/rita-photo/locations/global/keys/gemini',
        {
          displayName: 'Gemini API Key',
          restrictions: {},
          keyString: HER_KEY,
          serviceAccountEmail: 'gemini@rita-photo.iam.gserviceaccount.com',
        },
      ],
    ]),
    otherKeys: new Map([[OTHER_KEY, '555']]),
    ...change,
  });

describe('her Gemini key', () => {
  it('is right when it is an auth key of her project, and the project has billing', async () => {
    const google = standIn();
    expect(await geminiKeyProblem(googleContext(google), project, ` ${HER_KEY}\n`)).toBeNull();
    // lookupKey refused the auth key (its documentation names standard keys): found among her project's keys.
    expect(google.calls.map((call) => call.id)).toEqual(
      expect.arrayContaining([
        'keys.lookupKey',
        'projects.locations.keys.list',
        'projects.locations.keys.getKeyString',
      ]),
    );
    expect(google.violations).toEqual([]);
  });

  it.each([
    [HER_KEY, null],
    [OTHER_KEY, /^This key is not of your project Rita Photo \(rita-photo\)/],
  ])('is told by lookupKey alone where lookupKey takes an auth key (%s)', async (key, problem) => {
    const google = standIn({ lookupTakesAuthKeys: true });
    const found = await geminiKeyProblem(googleContext(google), project, key);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
    expect(google.calls.map((call) => call.id)).toContain('keys.lookupKey');
    expect(google.calls.map((call) => call.id)).not.toContain('projects.locations.keys.list');
    expect(google.violations).toEqual([]);
  });

  it('is of another project when AI Studio made it in its own, and she is told how to make it in hers', async () => {
    const problem = await geminiKeyProblem(googleContext(standIn()), project, OTHER_KEY);
    expect(problem).toMatch(
      /^This key is not of your project Rita Photo \(rita-photo\): AI Studio made it in another project/,
    );
    expect(problem).toContain(
      'Dashboard → Projects → Import projects, search for “Rita Photo” (rita-photo) and press Import',
    );
  });

  it('is refused for a project without billing, naming what the free tier does with her photos', async () => {
    const problem = await geminiKeyProblem(googleContext(standIn({ billingEnabled: false })), project, HER_KEY);
    expect(problem).toContain(
      'the project has no billing: Gemini would run on its free tier, where Google may use what is sent (your photos)',
    );
    expect(problem).toContain('https://console.cloud.google.com/billing/linkedaccount?project=rita-photo');
    expect(problem).toContain('prepay ($10 at least)');
  });

  it('is refused when it is a standard key, which Gemini no longer takes, calling nothing', async () => {
    const google = standIn();
    expect(await geminiKeyProblem(googleContext(google), project, 'AIzaTranslate0')).toMatch(
      /^This key starts with AIza: Gemini takes only keys that start with AQ\. since September 2026\./,
    );
    expect(await geminiKeyProblem(googleContext(google), project, 'hello')).toMatch(/^This is not a Gemini key/);
    expect(google.calls).toEqual([]);
  });
});
