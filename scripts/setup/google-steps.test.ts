/** @jest-environment node */
import { EARLIER_FOUND, freshWorld, googleContext, googleStandIn } from '@/test-support/setup/google-stand-in';
import type { GoogleStandIn } from '@/test-support/setup/google-stand-in';
import { googleSteps } from './google-steps';
import type { StepOutcome } from './step';

const fromGitHub: Record<string, string> = { ...EARLIER_FOUND };
delete fromGitHub.GOOGLE_PROJECT_NUMBER;

/** Every step in order, each given what the ones before it found, as `npm run setup` runs them. */
async function runAll(standIn: GoogleStandIn) {
  let found: Record<string, string> = { ...fromGitHub };
  const outcomes: StepOutcome[] = [];
  for (const step of googleSteps({ pollMs: 0, polls: 5 })) {
    const outcome = await step.run(googleContext(standIn, found));
    outcomes.push(outcome);
    found = { ...found, ...outcome.found };
  }
  return { outcomes, found };
}

describe('the Google steps, run in order', () => {
  it('set up a project Firebase has just made, finding every value the workflows read', async () => {
    const standIn = googleStandIn({ ...freshWorld(), measurementId: 'G-RITA1234', operationPolls: 1 });
    const { outcomes, found } = await runAll(standIn);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'made', // services
      'already', // the project's number
      'already', // the live site, which Firebase's console made
      'made', // the previews' own project and its site
      'made', // the Web app
      'made', // sign-in
      'made', // the providers
      'made', // the accounts
      'later', // Translate: no billing on her first day, so no key yet
      'already', // every value of the one project
      'todo', // Analytics' history page views: Cloud Shell's sign-in may not change them
      'todo', // her domain's DNS records
    ]);
    expect(found).toMatchObject({
      FIREBASE_SITE: 'rita-photo',
      FIREBASE_PREVIEW_PROJECT: 'rita-photo-previews',
      FIREBASE_PREVIEW_SITE: 'rita-photo-previews',
      GCP_WORKLOAD_IDENTITY_PROVIDER:
        'projects/123456789012/locations/global/workloadIdentityPools/github/providers/github',
      GCP_SERVICE_ACCOUNT: 'site-deploy@rita-photo.iam.gserviceaccount.com',
      GCP_PREVIEW_WORKLOAD_IDENTITY_PROVIDER:
        'projects/123456789012/locations/global/workloadIdentityPools/github/providers/github-previews',
      GCP_PREVIEW_SERVICE_ACCOUNT: 'preview-deploy@rita-photo.iam.gserviceaccount.com',
      NEXT_PUBLIC_FIREBASE_API_KEY: 'AIzaFirebaseWebKey',
      NEXT_PUBLIC_FIREBASE_APP_ID: '1:123456789012:web:1',
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'rita-photo.firebaseapp.com',
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'rita-photo',
      NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: 'G-RITA1234',
    });
    expect(standIn.violations).toEqual([]);
  });

  it('change nothing when run again, and find the same values', async () => {
    const standIn = googleStandIn({ ...freshWorld(), measurementId: 'G-RITA1234' });
    const first = await runAll(standIn);
    const writes = standIn.writes().length;
    const second = await runAll(standIn);
    expect(standIn.writes()).toHaveLength(writes);
    expect(second.outcomes.map((outcome) => outcome.status)).toEqual([
      ...Array<string>(8).fill('already'),
      'later',
      'already',
      'todo',
      'todo',
    ]);
    expect(second.found).toEqual(first.found);
    expect(standIn.violations).toEqual([]);
  });

  it('resume a run stopped halfway by running again', async () => {
    const standIn = googleStandIn({ ...freshWorld(), measurementId: 'G-RITA1234' });
    standIn.world.failing.set('projects.serviceAccounts.create', {
      status: 503,
      code: 'UNAVAILABLE',
      message: 'The service is currently unavailable.',
    });
    await expect(runAll(standIn)).rejects.toThrow(
      'Google did not answer (Identity and Access Management is busy or down for a moment): run npm run setup again in a few minutes',
    );
    standIn.world.failing.clear();
    const { outcomes } = await runAll(standIn);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      ...Array<string>(6).fill('already'),
      'already', // the providers, made before the stop
      'made',
      'later',
      'already',
      'todo',
      'todo',
    ]);
  });
});
