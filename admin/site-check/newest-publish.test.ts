/** @jest-environment node */
import { SettingsStandIn, type World } from '@/test-support/publishing/settings-services';
import { PUBLISHING_DESCRIPTION } from '@/scripts/ci/preview-status';
import { newestPublishCheck } from './service-checks';

const world = (newestPublish?: World['github']['newestPublish']): World => ({
  googleToken: 'unused-here',
  sites: {},
  anonymous: {},
  translationKey: 'AIzaTranslationKey',
  geminiKey: 'AQ.GeminiKey',
  keysAllow: null,
  models: [],
  github: {
    token: 'github_pat_editor',
    repository: 'luzdosul/site',
    push: true,
    scopes: null,
    pulls: true,
    statuses: true,
    ...(newestPublish ? { newestPublish } : {}),
  },
});

let standIn: SettingsStandIn | undefined;
afterEach(async () => {
  await standIn?.stop();
  expect(standIn?.violations ?? []).toEqual([]);
  standIn = undefined;
});

async function check(newestPublish?: World['github']['newestPublish'], token = 'github_pat_editor') {
  if (standIn) {
    await standIn.stop();
    expect(standIn.violations).toEqual([]);
  }
  standIn = new SettingsStandIn(world(newestPublish));
  await standIn.start();
  return newestPublishCheck(token, 'luzdosul/site', { services: standIn.services() });
}

describe('the site check: whether the live site shows the newest Publish', () => {
  it('a Publish still waiting after the editor stopped asking: not live yet, with what it waits for', async () => {
    expect(await check({ state: 'pending', description: PUBLISHING_DESCRIPTION.queued })).toEqual({
      mark: 'unchecked',
      text: `Your newest Publish is not live yet. ${PUBLISHING_DESCRIPTION.queued}`,
    });
  });

  it('a Publish live: GitHub’s words, ticked; one that failed: not on the live site, with what to do', async () => {
    const live = 'Published at https://www.luzdosul.pt: the site shows this version, open to search engines.';
    expect(await check({ state: 'success', description: live })).toEqual({ mark: 'ok', text: live });
    const failed = 'Not published: Firebase Hosting did not take the site. Publish again.';
    expect(await check({ state: 'failure', description: failed })).toEqual({
      mark: 'problem',
      text: `Your newest Publish is not on the live site. ${failed}`,
    });
  });

  it('reads the newest commit of the default branch, and says so when nothing is told yet or the token cannot read it', async () => {
    expect((await check()).text).toBe('GitHub has no word yet on your newest Publish: check again in a minute.');
    expect(standIn!.calls.map((call) => call.path)).toContain('/repos/luzdosul/site/commits/main/status');
    expect((await check(undefined, 'github_pat_other')).text).toMatch(/^What is live is not checked/);
  });
});
