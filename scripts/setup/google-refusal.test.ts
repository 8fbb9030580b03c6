/** @jest-environment node */
import { googleError } from '@/test-support/publishing/settings-services';
import { googleRefusalWords } from './google-refusal';

const url = 'https://firebasehosting.googleapis.com/v1beta1/projects/luz/sites';
const words = (status: number, code: string, message: string, reason?: string) =>
  googleRefusalWords(url, status, googleError(status, code, message, reason), 'luz');

describe('a refusal of Google’s, in her words', () => {
  it('names the service turned off, and where to turn it on', () => {
    expect(
      words(403, 'PERMISSION_DENIED', 'Firebase Hosting API has not been used in project 1.', 'SERVICE_DISABLED'),
    ).toBe(
      'Firebase Hosting is turned off in your project luz. Open https://console.cloud.google.com/apis/library/firebasehosting.googleapis.com?project=luz, press Enable, wait a minute, then run npm run setup again.',
    );
  });

  it('says where to link billing', () => {
    expect(words(403, 'PERMISSION_DENIED', 'This API method requires billing to be enabled.', 'BILLING_DISABLED')).toBe(
      'Firebase Hosting needs billing on your project luz: link a billing account at https://console.cloud.google.com/billing/linkedaccount?project=luz, then run npm run setup again.',
    );
  });

  it('tells a permission her account lacks from a scope her sign-in lacks', () => {
    expect(words(403, 'PERMISSION_DENIED', 'The caller does not have permission')).toMatch(
      /^Your Google account may not do this in the project luz \(Firebase Hosting\)\. Run npm run setup signed in as the project’s owner/,
    );
    expect(
      words(
        403,
        'PERMISSION_DENIED',
        'Request had insufficient authentication scopes.',
        'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
      ),
    ).toBe('Google does not let this sign-in use Firebase Hosting (it was not given that right when you signed in).');
  });

  it('asks her to wait at a limit, and to run it again when Google is busy', () => {
    expect(words(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.')).toMatch(
      /^Google’s limit for Firebase Hosting is reached for now/,
    );
    expect(words(503, 'UNAVAILABLE', 'The service is currently unavailable.')).toMatch(
      /^Google did not answer \(Firebase Hosting is busy or down for a moment\): run npm run setup again in a few minutes/,
    );
  });

  it('quotes Google only where nothing better can be said, and sends her to her developer', () => {
    expect(words(400, 'INVALID_ARGUMENT', 'Invalid site id.')).toBe(
      'Google refused what the set-up asked of Firebase Hosting (Google said: “Invalid site id.”). Running it again will not help: ask your developer to look at it.',
    );
  });
});
