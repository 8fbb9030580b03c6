/** @jest-environment node */
import { ALL_SERVICES, freshWorld, googleStandIn } from './google-stand-in';

const enable = 'https://serviceusage.googleapis.com/v1/projects/rita-photo/services:batchEnable';
const signedIn = { authorization: 'Bearer her-gcloud-token', 'x-goog-user-project': 'rita-photo' };

describe("the Google stand-in's own checks", () => {
  it('answers a request the description has', async () => {
    const standIn = googleStandIn();
    const response = await standIn.fetch(enable, {
      method: 'POST',
      headers: signedIn,
      body: JSON.stringify({ serviceIds: ['iam.googleapis.com'] }),
    });
    expect(response.status).toBe(200);
    expect(standIn.violations).toEqual([]);
  });

  it.each([
    [
      'a misspelt body field',
      enable,
      'POST',
      { serviceId: ['iam.googleapis.com'] },
      'the body of services.batchEnable',
    ],
    [
      'a query parameter the method lacks',
      `${enable}?force=true`,
      'POST',
      { serviceIds: [] },
      'no query parameter force',
    ],
    [
      'a path no method has',
      'https://iam.googleapis.com/v1/projects/rita-photo/serviceAccountz',
      'GET',
      undefined,
      "is not a method of https://iam.googleapis.com/'s description",
    ],
    ['a method on the wrong verb', enable, 'PUT', { serviceIds: [] }, 'is not a method'],
    [
      'a misspelt field deep in a body',
      'https://apikeys.googleapis.com/v2/projects/rita-photo/locations/global/keys?keyId=k',
      'POST',
      { restrictions: { browserKeyRestrictions: { allowedReferer: ['*'] } } },
      'the body of projects.locations.keys.create',
    ],
  ])('refuses %s and records it', async (_, url, method, body, words) => {
    const standIn = googleStandIn({ ...freshWorld(), enabled: new Set(ALL_SERVICES) });
    const response = await standIn.fetch(url, {
      method,
      headers: signedIn,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(response.status).toBe(400);
    expect(standIn.violations).toEqual([expect.stringContaining(words)]);
  });

  it('refuses, as Google does, a call without her sign-in, without a project to bill, or to a service turned off', async () => {
    const standIn = googleStandIn();
    const url =
      'https://iam.googleapis.com/v1/projects/rita-photo/serviceAccounts/a@rita-photo.iam.gserviceaccount.com';
    expect((await standIn.fetch(url, { headers: { 'x-goog-user-project': 'rita-photo' } })).status).toBe(401);
    const unbilled = await standIn.fetch(url, { headers: { authorization: 'Bearer her-gcloud-token' } });
    expect(unbilled.status).toBe(403);
    expect(await unbilled.text()).toContain('requires a quota project');
    const off = await standIn.fetch(url, { headers: signedIn });
    expect(off.status).toBe(403);
    expect(await off.text()).toContain('SERVICE_DISABLED');
    expect(standIn.violations).toEqual([]);
  });

  it('refuses the Analytics Admin API a sign-in without Analytics’ scopes, as Cloud Shell’s is', async () => {
    const world = { ...freshWorld(), enabled: new Set(ALL_SERVICES), measurementId: 'G-1' };
    const url = `https://analyticsadmin.googleapis.com/v1alpha/properties/${world.analytics.propertyId}/dataStreams/${world.analytics.streamId}/enhancedMeasurementSettings`;
    const refused = await googleStandIn(world).fetch(url, { headers: signedIn });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('ACCESS_TOKEN_SCOPE_INSUFFICIENT');
    const edit = googleStandIn({ ...world, scopes: ['https://www.googleapis.com/auth/analytics.edit'] });
    expect((await edit.fetch(url, { headers: signedIn })).status).toBe(200);
    expect(edit.violations).toEqual([]);
  });

  it('lists her projects without a project to bill, and bills every other call to hers', async () => {
    const standIn = googleStandIn();
    const list = await standIn.fetch('https://firebase.googleapis.com/v1beta1/projects', {
      headers: { authorization: 'Bearer her-gcloud-token' },
    });
    expect(list.status).toBe(200);
    expect(standIn.violations).toEqual([]);
  });

  it('does not tell the project of an auth key (AQ.) by lookupKey, only of a standard one', async () => {
    const standIn = googleStandIn({
      ...freshWorld(),
      enabled: new Set(ALL_SERVICES),
      otherKeys: new Map([
        ['AIzaOther', '555'],
        ['AQ.Other', '555'],
      ]),
    });
    const lookup = (key: string) =>
      standIn.fetch(`https://apikeys.googleapis.com/v2/keys:lookupKey?keyString=${key}`, { headers: signedIn });
    expect(await (await lookup('AIzaOther')).json()).toEqual({
      parent: 'projects/555/locations/global',
      name: 'projects/555/locations/global/keys/other',
    });
    expect((await lookup('AQ.Other')).status).toBe(400);
    expect((await lookup('AIzaNobodys')).status).toBe(404);
    expect(standIn.violations).toEqual([]);
  });

  it('turns on no service that needs billing in a project without it', async () => {
    const standIn = googleStandIn({ ...freshWorld(), billingEnabled: false, operationPolls: 0 });
    const answer = await standIn.fetch(enable, {
      method: 'POST',
      headers: signedIn,
      body: JSON.stringify({ serviceIds: ['iam.googleapis.com', 'translate.googleapis.com'] }),
    });
    expect(await answer.json()).toMatchObject({
      done: true,
      error: { message: expect.stringContaining('Billing must be enabled') as unknown },
    });
    expect(standIn.world.enabled.has('iam.googleapis.com')).toBe(false);
  });

  it("refuses a policy written back with an etag that is no longer the policy's", async () => {
    const standIn = googleStandIn({ ...freshWorld(), enabled: new Set(ALL_SERVICES) });
    const url = 'https://cloudresourcemanager.googleapis.com/v1/projects/rita-photo:setIamPolicy';
    const write = (etag: string) =>
      standIn.fetch(url, {
        method: 'POST',
        headers: signedIn,
        body: JSON.stringify({ policy: { etag, bindings: [] } }),
      });
    expect((await write('BwX1')).status).toBe(200);
    expect((await write('BwX1')).status).toBe(409);
    expect(standIn.violations).toEqual([]);
  });
});
