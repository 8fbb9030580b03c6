/** @jest-environment node */
import { EARLIER_FOUND, googleContext, standInWithServicesOn, NO_WAIT } from '@/test-support/setup/google-stand-in';
import { customDomainStep, hostingSitesStep, servesDomain, signInStep, webAppStep } from './google-firebase';

describe('the Hosting site step', () => {
  it('finds the live site, and makes no site for previews in her project', async () => {
    const standIn = standInWithServicesOn();
    expect(await hostingSitesStep.run(googleContext(standIn))).toEqual({
      status: 'already',
      found: { FIREBASE_SITE: 'rita-photo' },
    });
    expect([...standIn.world.sites]).toEqual(['rita-photo']);
    expect(standIn.writes()).toEqual([]);
    expect(standIn.violations).toEqual([]);
  });

  it('takes the default site by its own name when another project had taken the project’s id', async () => {
    const standIn = standInWithServicesOn({ sites: new Set(['rita-photo-a5c16']), defaultSite: 'rita-photo-a5c16' });
    expect(await hostingSitesStep.run(googleContext(standIn))).toEqual({
      status: 'already',
      found: { FIREBASE_SITE: 'rita-photo-a5c16' },
    });
    expect(standIn.violations).toEqual([]);
  });

  it('makes the live site, named as the project, when Hosting was never started', async () => {
    const standIn = standInWithServicesOn({ sites: new Set() });
    expect(await hostingSitesStep.run(googleContext(standIn))).toEqual({
      status: 'made',
      said: 'Made your site rita-photo.web.app.',
      found: { FIREBASE_SITE: 'rita-photo' },
    });
    expect([...standIn.world.sites]).toEqual(['rita-photo']);
  });

  it('asks her to start Hosting in the console when another project has the project’s name', async () => {
    const standIn = standInWithServicesOn({ sites: new Set() });
    standIn.world.failing.set('projects.sites.create', {
      status: 409,
      code: 'ALREADY_EXISTS',
      message: 'Site rita-photo already exists.',
    });
    const outcome = await hostingSitesStep.run(googleContext(standIn));
    expect(outcome).toMatchObject({ status: 'todo', todo: expect.stringContaining('press "Get started"') as unknown });
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
  const live = { FIREBASE_SITE: 'rita-photo' };

  it('turns anonymous sign-in on and adds her site’s hosts, sending only those two fields', async () => {
    const standIn = standInWithServicesOn();
    expect(await signInStep.run(googleContext(standIn, live))).toMatchObject({ status: 'made' });
    expect(standIn.world.auth).toEqual({
      anonymous: true,
      authorizedDomains: ['localhost', 'rita-photo.firebaseapp.com', 'rita-photo.web.app', 'www.ritaphoto.pt'],
    });
    const [update] = standIn.writes();
    expect(new URL(update!.url).searchParams.get('updateMask')).toBe('signIn.anonymous.enabled,authorizedDomains');
    expect(standIn.violations).toEqual([]);
  });

  it('allows the Hosting address alone while she has no domain', async () => {
    const standIn = standInWithServicesOn({ auth: { anonymous: true, authorizedDomains: ['localhost'] } });
    expect(await signInStep.run({ ...googleContext(standIn, live), domain: undefined })).toEqual({
      status: 'made',
      said: 'Allowed rita-photo.web.app to sign in.',
    });
    expect(new URL(standIn.writes()[0]!.url).searchParams.get('updateMask')).toBe('authorizedDomains');
  });

  it('changes nothing when both are so', async () => {
    const standIn = standInWithServicesOn({
      auth: { anonymous: true, authorizedDomains: ['rita-photo.web.app', 'www.ritaphoto.pt'] },
    });
    expect(await signInStep.run(googleContext(standIn, live))).toEqual({ status: 'already' });
    expect(standIn.writes()).toEqual([]);
  });

  it('asks her to start Authentication when the project has none', async () => {
    const standIn = standInWithServicesOn({ auth: null });
    expect(await signInStep.run(googleContext(standIn))).toMatchObject({
      status: 'todo',
      todo: expect.stringContaining(
        '/authentication and press "Get started" (the set-up cannot start it for you',
      ) as unknown,
    });
  });
});

describe('the domain step', () => {
  const found = { ...EARLIER_FOUND, FIREBASE_SITE: 'rita-photo' };
  const both = (redirect: 'www' | 'bare' = 'bare') =>
    new Map([
      ['www.ritaphoto.pt', redirect === 'www' ? { redirectTarget: 'ritaphoto.pt' } : {}],
      ['ritaphoto.pt', redirect === 'bare' ? { redirectTarget: 'www.ritaphoto.pt' } : {}],
    ]);

  it('connects the domain she gave and the bare one, redirecting it, a ✓ apart from the records of each to add', async () => {
    const standIn = standInWithServicesOn();
    const outcome = await customDomainStep.run(googleContext(standIn, found));
    expect(outcome).toMatchObject({
      status: 'todo',
      made: 'Connected www.ritaphoto.pt to your site. Connected ritaphoto.pt, which sends visitors on to www.ritaphoto.pt.',
    });
    const { todo } = outcome as { todo: string };
    expect(todo).toMatch(
      /^Add your domain's DNS records: Google does not see them yet\. For www\.ritaphoto\.pt, where/,
    );
    expect(todo).not.toContain('Connected');
    expect(todo).toContain('Add A record: name www.ritaphoto.pt, value 199.36.158.100');
    expect(todo).toContain('Add TXT record: name www.ritaphoto.pt, value hosting-site=rita-photo');
    expect(todo).toContain('Add A record: name ritaphoto.pt, value 199.36.158.100');
    expect(todo).toContain(
      "Your site stays at https://rita-photo.web.app until Google sees your domain's DNS records; run npm run setup again after adding them: it then moves the site to your domain.",
    );
    expect(standIn.world.customDomains).toEqual(both());
    expect(standIn.violations).toEqual([]);
  });

  it('makes the bare domain she gave the one that shows the site, and www the one that redirects', async () => {
    const standIn = standInWithServicesOn();
    await customDomainStep.run({ ...googleContext(standIn, found), domain: 'https://ritaphoto.pt' });
    expect(standIn.world.customDomains).toEqual(both('www'));
  });

  it('turns the redirect round when she gives the other one, connecting nothing again', async () => {
    const standIn = standInWithServicesOn({ customDomains: both() });
    const outcome = await customDomainStep.run({ ...googleContext(standIn, found), domain: 'https://ritaphoto.pt' });
    expect(outcome).toMatchObject({
      status: 'todo',
      made: 'ritaphoto.pt now shows the site itself. www.ritaphoto.pt now sends visitors on to ritaphoto.pt.',
    });
    expect(standIn.world.customDomains).toEqual(both('www'));
    expect(standIn.writes().map((call) => call.id)).toEqual([
      'projects.sites.customDomains.patch',
      'projects.sites.customDomains.patch',
    ]);
    expect(standIn.violations).toEqual([]);
  });

  it('still asks for the records, connecting nothing again, and keeps the site at its Hosting address', async () => {
    const standIn = standInWithServicesOn({ customDomains: both() });
    const outcome = await customDomainStep.run(googleContext(standIn, found));
    expect(outcome).toMatchObject({
      status: 'todo',
      todo: expect.stringContaining('Add A record') as unknown,
      found: { SITE_ADDRESS: 'https://rita-photo.web.app' },
    });
    expect(outcome).not.toHaveProperty('made');
    expect(standIn.writes()).toEqual([]);
  });

  it('still asks for the address record while Google sees only her ownership record', async () => {
    const standIn = standInWithServicesOn({ customDomains: both(), dnsDone: 'ownership' });
    const outcome = await customDomainStep.run(googleContext(standIn, found));
    const { todo } = outcome as { todo: string };
    expect(todo).toContain('Add A record: name www.ritaphoto.pt, value 199.36.158.100');
    expect(todo).not.toContain('TXT');
    expect(outcome.found).toEqual({ SITE_ADDRESS: 'https://rita-photo.web.app' });
  });

  it('keeps the site at its Hosting address while Google makes the certificate, saying no record is missing', async () => {
    const standIn = standInWithServicesOn({ customDomains: both(), dnsDone: 'records' });
    const outcome = await customDomainStep.run(googleContext(standIn, found));
    expect(outcome).toEqual({
      status: 'todo',
      todo: 'Google sees the DNS records of www.ritaphoto.pt and is making its certificate, for https (CERT_PROPAGATING).\nGoogle sees the DNS records of ritaphoto.pt and is making its certificate, for https (CERT_PROPAGATING).\nYour site stays at https://rita-photo.web.app until then; run npm run setup again later: it then moves the site to your domain. Google takes up to a day to see a change.',
      found: { SITE_ADDRESS: 'https://rita-photo.web.app' },
    });
  });

  it('keeps the site at its Hosting address while Google serves only the domain that redirects', async () => {
    const standIn = standInWithServicesOn({ customDomains: both(), dnsDoneOf: { 'ritaphoto.pt': true } });
    const outcome = await customDomainStep.run(googleContext(standIn, found));
    expect(outcome).toMatchObject({
      status: 'todo',
      todo: expect.stringContaining('Add A record: name www.ritaphoto.pt') as unknown,
      found: { SITE_ADDRESS: 'https://rita-photo.web.app' },
    });
  });

  it('moves the site to her domain once Google serves it, while the other still waits for its records', async () => {
    const standIn = standInWithServicesOn({ customDomains: both(), dnsDoneOf: { 'www.ritaphoto.pt': true } });
    const outcome = await customDomainStep.run(googleContext(standIn, found));
    expect(outcome).toMatchObject({ status: 'todo', found: { SITE_ADDRESS: 'https://www.ritaphoto.pt' } });
    const { todo } = outcome as { todo: string };
    expect(todo).toContain('Add A record: name ritaphoto.pt');
    expect(todo).not.toContain('name www.ritaphoto.pt');
    expect(todo).toContain('Your site is at https://www.ritaphoto.pt already');
  });

  it('moves the site to her domain once Google serves both', async () => {
    const standIn = standInWithServicesOn({ customDomains: both(), dnsDone: true });
    expect(await customDomainStep.run(googleContext(standIn, found))).toEqual({
      status: 'already',
      said: 'www.ritaphoto.pt shows the live site, and ritaphoto.pt sends visitors to it.',
      found: { SITE_ADDRESS: 'https://www.ritaphoto.pt' },
    });
  });

  it('says where the site is, connecting nothing, while she has no domain', async () => {
    const standIn = standInWithServicesOn();
    expect(await customDomainStep.run({ ...googleContext(standIn, found), domain: undefined })).toMatchObject({
      status: 'later',
      said: expect.stringContaining(
        'Your site is at https://rita-photo.web.app, kept out of search engines.',
      ) as unknown,
      found: { SITE_ADDRESS: 'https://rita-photo.web.app' },
    });
    expect(standIn.calls).toEqual([]);
  });
});

describe('whether Hosting serves her domain', () => {
  const served = { hostState: 'HOST_ACTIVE', ownershipState: 'OWNERSHIP_ACTIVE', cert: { state: 'CERT_ACTIVE' } };

  it('is so only when the domain points at Hosting, Hosting holds it, and its certificate answers https', () => {
    expect(servesDomain(served)).toBe(true);
    expect(servesDomain({ ...served, cert: { state: 'CERT_EXPIRING_SOON' } })).toBe(true);
    for (const hostState of ['HOST_UNHOSTED', 'HOST_UNREACHABLE', 'HOST_MISMATCH', 'HOST_CONFLICT'])
      expect(servesDomain({ ...served, hostState })).toBe(false);
    for (const ownershipState of [
      'OWNERSHIP_MISSING',
      'OWNERSHIP_UNREACHABLE',
      'OWNERSHIP_MISMATCH',
      'OWNERSHIP_CONFLICT',
      'OWNERSHIP_PENDING',
    ])
      expect(servesDomain({ ...served, ownershipState })).toBe(false);
    for (const state of ['CERT_PREPARING', 'CERT_VALIDATING', 'CERT_PROPAGATING', 'CERT_EXPIRED'])
      expect(servesDomain({ ...served, cert: { state } })).toBe(false);
    expect(servesDomain({ hostState: 'HOST_ACTIVE', ownershipState: 'OWNERSHIP_ACTIVE' })).toBe(false);
  });
});
