/** @jest-environment node */
import { googleContext, standInWithServicesOn } from '@/test-support/setup/google-stand-in';
import { analyticsStep } from './google-analytics';

const APP = '1:123456789012:web:1';
const found = { NEXT_PUBLIC_FIREBASE_APP_ID: APP };
const withApp = (scopes: string[], pageChangesEnabled = true) =>
  standInWithServicesOn({
    measurementId: 'G-RITA1234',
    webApps: [{ appId: APP, state: 'ACTIVE' }],
    scopes,
    analytics: { accountId: '301', propertyId: '412', streamId: '98', pageChangesEnabled },
  });
const EDIT = ['https://www.googleapis.com/auth/cloud-platform', 'https://www.googleapis.com/auth/analytics.edit'];
const CLOUD_SHELL = ['https://www.googleapis.com/auth/cloud-platform'];

describe('Analytics’ page views on browser history changes', () => {
  it('are switched off through the Admin API, naming only that field, when the sign-in may', async () => {
    const standIn = withApp(EDIT);
    expect(await analyticsStep().run(googleContext(standIn, found))).toMatchObject({ status: 'made' });
    expect(standIn.world.analytics.pageChangesEnabled).toBe(false);
    const [update] = standIn.writes();
    expect(new URL(update!.url).searchParams.get('updateMask')).toBe('pageChangesEnabled');
    expect(await analyticsStep().run(googleContext(standIn, found))).toMatchObject({ status: 'already' });
    expect(standIn.violations).toEqual([]);
  });

  it('are hers to switch off, at her stream’s page, when the sign-in lacks Analytics’ scopes', async () => {
    const standIn = withApp(CLOUD_SHELL);
    const outcome = await analyticsStep().run(googleContext(standIn, found));
    expect(outcome).toMatchObject({
      status: 'todo',
      todo: expect.stringContaining(
        'https://analytics.google.com/analytics/web/#/a301p412/admin/streams/table/98',
      ) as unknown,
    });
    expect(standIn.writes()).toEqual([]);
  });

  it('are noted as done once she says she switched them off, and not asked again', async () => {
    const standIn = withApp(CLOUD_SHELL);
    const asked: string[] = [];
    const confirm = (instructions: string) => (asked.push(instructions), Promise.resolve(true));
    // Noted, never a ✓: this sign-in may not read the setting back.
    expect(await analyticsStep(confirm).run(googleContext(standIn, found))).toMatchObject({
      status: 'noted',
      found: { ANALYTICS_OFF_BY_HAND: '412/98' },
    });
    expect(asked).toHaveLength(1);
    expect(
      await analyticsStep(confirm).run(googleContext(standIn, { ...found, ANALYTICS_OFF_BY_HAND: '412/98' })),
    ).toMatchObject({ status: 'noted', said: expect.stringContaining('noted, not checked') as unknown });
    expect(asked).toHaveLength(1);
  });

  it('wait for Analytics to be linked, which the Web app’s step asks for', async () => {
    const standIn = standInWithServicesOn({ webApps: [{ appId: APP, state: 'ACTIVE' }] });
    expect(await analyticsStep().run(googleContext(standIn, found))).toMatchObject({ status: 'later' });
  });
});
