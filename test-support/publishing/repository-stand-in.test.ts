/** @jest-environment node */
import { commitAll, herRepository, writeFiles } from '../her-repository';
import { GITHUB_API, RepositoryStandIn } from './repository-stand-in';

const call = (standIn: RepositoryStandIn, method: string, route: string, body?: unknown) =>
  standIn.fetch(`${GITHUB_API}/repos/rita/site${route}`, {
    method,
    headers: { authorization: 'Bearer her-token', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('the stand-in for her repository on GitHub', () => {
  const standIn = new RepositoryStandIn(herRepository(), 'rita/site');
  standIn.tokens.set('her-token', { contents: 'write' });

  it('moves a branch without force only to a commit that descends from it, as GitHub does (422 otherwise)', async () => {
    const first = standIn.git(['rev-parse', 'main']);
    writeFiles(standIn.origin, { 'content/pages/faq.en.yml': 'later\n' });
    const second = commitAll(standIn.origin, 'Later');
    expect((await call(standIn, 'PATCH', '/git/refs/heads/main', { sha: first, force: false })).status).toBe(422);
    expect(standIn.git(['rev-parse', 'main'])).toBe(second);
    expect(standIn.violations).toEqual([]);
  });

  it('answers a blob by its sha, the same again once kept, and 404 for a sha that names no blob', async () => {
    const sha = standIn.git(['rev-parse', 'main:content/pages/faq.en.yml']);
    const content = async (response: Response) => {
      expect(response.status).toBe(200);
      return Buffer.from(((await response.json()) as { content: string }).content, 'base64').toString('utf8');
    };
    const text = standIn.git(['cat-file', 'blob', sha]);
    expect((await content(await call(standIn, 'GET', `/git/blobs/${sha}`))).trim()).toBe(text);
    expect((await content(await call(standIn, 'GET', `/git/blobs/${sha}`))).trim()).toBe(text);
    const tree = standIn.git(['rev-parse', 'main^{tree}']);
    expect((await call(standIn, 'GET', `/git/blobs/${tree}`)).status).toBe(404);
    expect((await call(standIn, 'GET', `/git/blobs/${'0'.repeat(40)}`)).status).toBe(404);
    expect(standIn.violations).toEqual([]);
  });

  it('records a request GitHub’s description does not allow as a violation', async () => {
    expect((await call(standIn, 'PATCH', '/git/refs/heads/main', { force: true })).status).toBe(400);
    expect(standIn.violations).toEqual([
      expect.stringMatching(/^the body of PATCH \/repos\/\{owner\}\/\{repo\}\/git\/refs\/\{ref\}/),
    ]);
  });
});
