/** @jest-environment node */
import { EARLIER_FOUND, googleContext, standInWithServicesOn } from '@/test-support/setup/google-stand-in';
import { sameProjectStep } from './google-same-project';

const webApp = {
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIzaFirebaseWebKey',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'rita-photo.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'rita-photo',
};
const keys = (webKey: string) =>
  new Map([
    [
      'projects/rita-photo/locations/global/keys/firebase-browser-key',
      { displayName: 'Browser key', restrictions: {}, keyString: webKey },
    ],
    [
      'projects/rita-photo/locations/global/keys/editor-translation',
      { displayName: 'Editor: translation', restrictions: {}, keyString: 'AIzaTranslate0' },
    ],
  ]);

describe('every Google value of the site', () => {
  it('is of her one project: the Web app’s, its browser key’s and her translation key’s, looked up', async () => {
    const standIn = standInWithServicesOn({ keys: keys('AIzaFirebaseWebKey') });
    expect(await sameProjectStep.run(googleContext(standIn, { ...EARLIER_FOUND, ...webApp }))).toEqual({
      status: 'already',
    });
    expect(standIn.calls.filter((call) => call.id === 'keys.lookupKey')).toHaveLength(2);
    expect(standIn.violations).toEqual([]);
  });

  it('names each value of another project', async () => {
    const standIn = standInWithServicesOn({
      keys: keys('AIzaMine'),
      otherKeys: new Map([['AIzaFirebaseWebKey', '555000555']]),
    });
    const found = { ...EARLIER_FOUND, ...webApp, NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'other.firebaseapp.com' };
    expect(await sameProjectStep.run(googleContext(standIn, found))).toMatchObject({
      status: 'todo',
      todo: expect.stringMatching(
        /^Not of your project rita-photo: the Web app’s sign-in domain \(other\.firebaseapp\.com\), the Web app’s browser key\./,
      ) as unknown,
    });
  });
});
