/** @jest-environment node */
import { missingPermission, StandIn } from './services';

describe("the stand-in's GitHub: each job's token holds the permissions it declared", () => {
  const standIn = new StandIn('/nonexistent', 'luz/site', () => new Date('2026-11-27T10:00:00Z'));
  beforeAll(() => standIn.start());
  afterAll(() => standIn.stop());

  const postStatus = (token: string) =>
    fetch(`${standIn.url}/github/repos/luz/site/statuses/${'a'.repeat(40)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'pending', context: 'Deploy preview', description: 'x', target_url: 'https://x' }),
    });

  test('a job that declared statuses: write posts a status; one that declared read is refused, and the scenario fails', async () => {
    standIn.tokens.set('writer', { job: 'ci.yml drafts', permissions: { statuses: 'write' } });
    standIn.tokens.set('reader', { job: 'ci.yml plan', permissions: { contents: 'read', statuses: 'read' } });
    expect((await postStatus('writer')).status).toBe(201);
    expect(standIn.violations).toEqual([]);
    const refused = await postStatus('reader');
    expect(refused.status).toBe(403);
    expect(standIn.violations).toEqual([
      `ci.yml plan called POST /repos/luz/site/statuses/${'a'.repeat(40)} without statuses: write`,
    ]);
    expect((await postStatus('not-a-job-token')).status).toBe(401);
  });

  test('write includes read; an operation that takes either of two permissions takes either', () => {
    expect(missingPermission('get /pulls/{pull_number}', { 'pull-requests': 'write' })).toBe('');
    expect(missingPermission('get /pulls/{pull_number}', { contents: 'read' })).toBe('pull-requests: read');
    expect(missingPermission('post /issues/{issue_number}/comments', { issues: 'write' })).toBe('');
    expect(missingPermission('post /issues/{issue_number}/comments', { 'pull-requests': 'read' })).toBe(
      'pull-requests: write or issues: write',
    );
    expect(missingPermission('get /commits/{commit_sha}/pulls', { 'pull-requests': 'read' })).toBe('contents: read');
  });
});
