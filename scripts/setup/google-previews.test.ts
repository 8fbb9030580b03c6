/** @jest-environment node */
import { EARLIER_FOUND, googleContext, NO_WAIT, standInWithServicesOn } from '@/test-support/setup/google-stand-in';
import { PROJECT_ID, previewsProjectIds, previewsProjectStep } from './google-previews';

describe('the previews project’s IDs', () => {
  it('name it after her project, within Resource Manager’s rules for an ID', () => {
    expect(previewsProjectIds('rita-photo', '123456789012')).toEqual([
      'rita-photo-previews',
      'rita-photo-previews-9012',
    ]);
    for (const project of ['rita-photo', 'a-thirty-character-project-id', 'abcdefghijklmnopqrst-uvwxyz']) {
      for (const id of previewsProjectIds(project, '123456789012')) {
        expect(id).toMatch(PROJECT_ID);
        expect(id.length).toBeLessThanOrEqual(30);
      }
    }
    // Cut where her ID has a hyphen: no doubled hyphen, nor one at the end of the shortened part.
    expect(previewsProjectIds('abcdefghijklmnopqrst-uvwxyz', '123456789012')[0]).toBe('abcdefghijklmnopqrst-previews');
  });
});

describe('the previews project step', () => {
  const step = previewsProjectStep(NO_WAIT);
  const found = { FIREBASE_PREVIEW_PROJECT: 'rita-photo-previews', FIREBASE_PREVIEW_SITE: 'rita-photo-previews' };

  it('makes the project, adds Firebase to it and finds its site, waiting for Google to finish each', async () => {
    const standIn = standInWithServicesOn({ operationPolls: 1 });
    expect(await step.run(googleContext(standIn, EARLIER_FOUND))).toEqual({
      status: 'made',
      said: "Made the Google project rita-photo-previews, where each draft's preview is shown, apart from your site. Added Firebase to rita-photo-previews.",
      found,
    });
    const made = standIn.world.madeProjects.get('rita-photo-previews');
    expect(made).toMatchObject({ name: 'rita-photo previews', firebase: true, defaultSite: 'rita-photo-previews' });
    // Her own account's project, as hers is: no organisation.
    expect(made?.parent).toBeUndefined();
    expect(standIn.violations).toEqual([]);
  });

  it('changes nothing when run again', async () => {
    const standIn = standInWithServicesOn();
    await step.run(googleContext(standIn, EARLIER_FOUND));
    const writes = standIn.writes().length;
    expect(await step.run(googleContext(standIn, EARLIER_FOUND))).toEqual({ status: 'already', found });
    expect(standIn.writes()).toHaveLength(writes);
  });

  it('makes it in her organisation when her project is in one', async () => {
    const parent = { type: 'organization' as const, id: '445566778899' };
    const standIn = standInWithServicesOn({ parent });
    await step.run(googleContext(standIn, EARLIER_FOUND));
    expect(standIn.world.madeProjects.get('rita-photo-previews')?.parent).toEqual(parent);
    expect(standIn.violations).toEqual([]);
  });

  it('takes the next ID when another account holds the first, and finds it again on the next run', async () => {
    const standIn = standInWithServicesOn({ takenProjectIds: new Set(['rita-photo-previews']) });
    const first = await step.run(googleContext(standIn, EARLIER_FOUND));
    expect(first).toMatchObject({
      status: 'made',
      found: {
        FIREBASE_PREVIEW_PROJECT: 'rita-photo-previews-9012',
        FIREBASE_PREVIEW_SITE: 'rita-photo-previews-9012',
      },
    });
    const writes = standIn.writes().length;
    expect(await step.run(googleContext(standIn, EARLIER_FOUND))).toMatchObject({ status: 'already' });
    expect(standIn.writes()).toHaveLength(writes);
  });

  it('takes the site Firebase names when the project’s own name is taken (an earlier set-up’s previews site)', async () => {
    const standIn = standInWithServicesOn({ sites: new Set(['rita-photo', 'rita-photo-previews']) });
    expect(await step.run(googleContext(standIn, EARLIER_FOUND))).toMatchObject({
      status: 'made',
      found: { FIREBASE_PREVIEW_PROJECT: 'rita-photo-previews', FIREBASE_PREVIEW_SITE: 'rita-photo-previews-a1b2c' },
    });
  });

  it('makes the site when Firebase made none', async () => {
    const standIn = standInWithServicesOn();
    await step.run(googleContext(standIn, EARLIER_FOUND));
    const made = standIn.world.madeProjects.get('rita-photo-previews')!;
    made.sites.clear();
    made.defaultSite = undefined;
    expect(await step.run(googleContext(standIn, EARLIER_FOUND))).toEqual({
      status: 'made',
      said: 'Made its site rita-photo-previews.web.app.',
      found,
    });
    expect([...made.sites]).toEqual(['rita-photo-previews']);
    expect(standIn.violations).toEqual([]);
  });

  it('says in her words when her account may make no more projects, and what to do', async () => {
    const standIn = standInWithServicesOn({ projectQuota: 0 });
    const outcome = await step.run(googleContext(standIn, EARLIER_FOUND));
    expect(outcome).toEqual({
      status: 'todo',
      todo: 'Google lets your account make only so many projects, and the set-up needs one more: the previews of your drafts are kept on a project apart from your site (rita-photo), so that no draft can ever change the live site. Delete a project you no longer use at https://console.cloud.google.com/cloud-resource-manager (a deleted project still counts for 30 days), or ask Google for more at https://support.google.com/code/contact/project_quota_increase, then run npm run setup again.',
    });
    expect(standIn.world.madeProjects.size).toBe(0);
  });

  it('says the same when Google refuses the project at once for its quota', async () => {
    const standIn = standInWithServicesOn({
      failing: new Map([
        ['projects.create', { status: 429, code: 'RESOURCE_EXHAUSTED', message: 'Project quota exceeded.' }],
      ]),
    });
    expect(await step.run(googleContext(standIn, EARLIER_FOUND))).toMatchObject({
      status: 'todo',
      todo: expect.stringContaining('Google lets your account make only so many projects') as unknown,
    });
  });

  it('asks her to restore the previews project when it is being deleted', async () => {
    const standIn = standInWithServicesOn();
    await step.run(googleContext(standIn, EARLIER_FOUND));
    standIn.world.madeProjects.get('rita-photo-previews')!.lifecycleState = 'DELETE_REQUESTED';
    expect(await step.run(googleContext(standIn, EARLIER_FOUND))).toMatchObject({
      status: 'todo',
      todo: expect.stringContaining('press Restore') as unknown,
    });
  });

  it('tells a refusal of Google’s in her words', async () => {
    const standIn = standInWithServicesOn({
      failing: new Map([['projects.create', { status: 403, code: 'PERMISSION_DENIED', message: 'Denied.' }]]),
    });
    await expect(step.run(googleContext(standIn, EARLIER_FOUND))).rejects.toThrow(
      'Your Google account may not do this in the project rita-photo (Cloud Resource Manager)',
    );
  });
});
