/** @jest-environment node */
import { EARLIER_FOUND, googleContext, standInWithServicesOn, NO_WAIT } from '@/test-support/setup/google-stand-in';
import { customDomainStep, hostingSitesStep, signInStep, webAppStep } from './google-firebase';

describe('the Hosting sites step', () => {
  const sites = { FIREBASE_SITE: 'rita-photo', FIREBASE_PREVIEW_SITE: 'rita-photo-previews' };

  it('makes the previews site beside the live one', async () => {
    const standIn = standInWithServicesOn();
    expect(await hostingSitesStep.run(googleContext(standIn))).toMatchObject({ status: 'made', found: sites });
    expect([...standIn.world.sites]).toEqual(['rita-photo', 'rita-photo-previews']);
    expect(standIn.violations).toEqual([]);
  });

  it('changes nothing when both sites exist', async () => {
    const standIn = standInWithServicesOn({ sites: new Set(['rita-photo', 'rita-photo-previews']) });
    expect(await hostingSitesStep.run(googleContext(standIn))).toEqual({ status: 'already', found: sites });
    expect(standIn.writes()).toEqual([]);
  });

  it('asks her to start Hosting when the project has no live site', async () => {
    const standIn = standInWithServicesOn({ sites: new Set() });
    const outcome = await hostingSitesStep.run(googleContext(standIn));
    expect(outcome).toMatchObject({ status: 'todo', todo: expect.stringContaining('press "Get started"') as unknown });
    expect(standIn.writes()).toEqual([]);
  });
});

describe('the Web app step', () => {
  const config = {
    NEXT_PUBLIC_FIREBASE_API_KEY: 'AIzaFirebaseWebKey',
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'rita-photo.firebaseapp.com',
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'rita-photo',
  };

  it('makes the Web app and gives its settings, waiting for Google to finish', async () => {
    const standIn = standInWithServicesOn({ measurementId: 'G-RITA1234', operationPolls: 1 });
    const outcome = await webAppStep(NO_WAIT).run(googleContext(standIn));
    expect(outcome).toMatchObject({
      status: 'made',
      found: {
        ...config,
        NEXT_PUBLIC_FIREBASE_APP_ID: '1:123456789012:web:1',
        NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: 'G-RITA1234',
      },
    });
    expect(standIn.world.webApps).toHaveLength(1);
    expect(standIn.violations).toEqual([]);
  });

  it('reads the settings of the Web app she has, making none', async () => {
    const standIn = standInWithServicesOn({
      measurementId: 'G-RITA1234',
      webApps: [{ appId: '1:123456789012:web:ab', state: 'ACTIVE' }],
    });
    expect(await webAppStep(NO_WAIT).run(googleContext(standIn))).toMatchObject({
      status: 'already',
      found: { ...config, NEXT_PUBLIC_FIREBASE_APP_ID: '1:123456789012:web:ab' },
    });
    expect(standIn.writes()).toEqual([]);
  });

  it('asks her to link Google Analytics when the Web app has no measurement id', async () => {
    const standIn = standInWithServicesOn({ webApps: [{ appId: '1:123456789012:web:ab', state: 'ACTIVE' }] });
    const outcome = await webAppStep(NO_WAIT).run(googleContext(standIn));
    expect(outcome).toMatchObject({
      status: 'todo',
      todo: expect.stringContaining('Google Analytics → Link') as unknown,
      found: config,
    });
    expect(outcome.found).not.toHaveProperty('NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID');
  });
});

describe('the sign-in step', () => {
  it('turns anonymous sign-in on and adds her domain, sending only those two fields', async () => {
    const standIn = standInWithServicesOn();
    expect(await signInStep.run(googleContext(standIn))).toMatchObject({ status: 'made' });
    expect(standIn.world.auth).toEqual({
      anonymous: true,
      authorizedDomains: ['localhost', 'rita-photo.firebaseapp.com', 'www.ritaphoto.pt'],
    });
    const [update] = standIn.writes();
    expect(new URL(update!.url).searchParams.get('updateMask')).toBe('signIn.anonymous.enabled,authorizedDomains');
    expect(standIn.violations).toEqual([]);
  });

  it('names only her domain in the mask when anonymous sign-in is already on', async () => {
    const standIn = standInWithServicesOn({ auth: { anonymous: true, authorizedDomains: ['localhost'] } });
    expect(await signInStep.run(googleContext(standIn))).toEqual({
      status: 'made',
      said: 'Allowed www.ritaphoto.pt to sign in.',
    });
    expect(new URL(standIn.writes()[0]!.url).searchParams.get('updateMask')).toBe('authorizedDomains');
  });

  it('changes nothing when both are so', async () => {
    const standIn = standInWithServicesOn({ auth: { anonymous: true, authorizedDomains: ['www.ritaphoto.pt'] } });
    expect(await signInStep.run(googleContext(standIn))).toEqual({ status: 'already' });
    expect(standIn.writes()).toEqual([]);
  });

  it('asks her to start Authentication when the project has none', async () => {
    const standIn = standInWithServicesOn({ auth: null });
    expect(await signInStep.run(googleContext(standIn))).toMatchObject({
      status: 'todo',
      todo: expect.stringContaining('/authentication, press "Get started"') as unknown,
    });
  });
});

describe('the domain step', () => {
  const found = { ...EARLIER_FOUND, FIREBASE_SITE: 'rita-photo' };

  it('connects her domain and prints the DNS records Google asks for', async () => {
    const standIn = standInWithServicesOn();
    const outcome = await customDomainStep.run(googleContext(standIn, found));
    expect(outcome.status).toBe('todo');
    const { todo } = outcome as { todo: string };
    expect(todo).toContain('Connected www.ritaphoto.pt to the live site.');
    expect(todo).toContain('Add A record: name www.ritaphoto.pt, value 199.36.158.100');
    expect(todo).toContain('Add TXT record: name www.ritaphoto.pt, value hosting-site=rita-photo');
    expect([...standIn.world.customDomains]).toEqual(['www.ritaphoto.pt']);
    expect(standIn.violations).toEqual([]);
  });

  it('still asks for the records, connecting nothing again, until Google reports the domain active', async () => {
    const standIn = standInWithServicesOn({ customDomains: new Set(['www.ritaphoto.pt']) });
    const outcome = await customDomainStep.run(googleContext(standIn, found));
    expect(outcome).toMatchObject({ status: 'todo', todo: expect.stringContaining('Add A record') as unknown });
    expect(standIn.writes()).toEqual([]);
  });

  it('still asks for the address record while Google sees only her ownership record', async () => {
    const standIn = standInWithServicesOn({ customDomains: new Set(['www.ritaphoto.pt']), dnsDone: 'ownership' });
    const { todo } = (await customDomainStep.run(googleContext(standIn, found))) as { todo: string };
    expect(todo).toContain('Add A record: name www.ritaphoto.pt, value 199.36.158.100');
    expect(todo).not.toContain('TXT');
  });

  it('is done once Google reports the domain active', async () => {
    const standIn = standInWithServicesOn({ customDomains: new Set(['www.ritaphoto.pt']), dnsDone: true });
    expect(await customDomainStep.run(googleContext(standIn, found))).toEqual({ status: 'already' });
  });
});
