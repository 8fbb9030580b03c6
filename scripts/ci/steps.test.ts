/** @jest-environment node */
/*
 * The workflow's steps as the workflow runs them (tsx scripts/ci/steps.ts …), against a local
 * stand-in for GitHub's API, Google's token endpoint and Firebase Hosting's API: the stand-in
 * checks the signed token as Google would, and records what the steps asked it to do.
 */
import { execFileSync, spawn } from 'node:child_process';
import { generateKeyPairSync, createVerify } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { temporaryFolder } from '@/test-support/temporary-folders';

const root = process.cwd();
const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
const headTree = execFileSync('git', ['rev-parse', 'HEAD^{tree}'], { cwd: root, encoding: 'utf8' }).trim();
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

type Recorded = { method: string; url: string; body: string };
type StandIn = {
  pulls: { number: number; merged_at: string; head: { sha: string } }[];
  trees: Record<string, string>;
  previewState: string;
  channel: { status: number; body?: unknown };
  releases: { name: string; releaseTime: string; version: { name: string } }[];
};

let server: Server;
let base: string;
let standIn: StandIn;
const recorded: Recorded[] = [];

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

function validToken(authorization: string | undefined): boolean {
  return authorization === 'Bearer hosting-token';
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const url = request.url ?? '';
      recorded.push({ method: request.method ?? '', url, body });
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (url === '/token') {
        const assertion = new URLSearchParams(body).get('assertion') ?? '';
        const [header, claims, signature] = assertion.split('.');
        const signed = createVerify('RSA-SHA256')
          .update(`${header}.${claims}`)
          .verify(publicKey, Buffer.from(signature ?? '', 'base64url'));
        const claim = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString()) as { scope?: string };
        return signed && claim.scope?.includes('firebase.hosting')
          ? send(200, { access_token: 'hosting-token' })
          : send(401, { error: 'invalid_grant' });
      }
      if (url.startsWith('/github/')) {
        if (request.headers.authorization !== 'Bearer gh-token') return send(401, {});
        const route = url.slice('/github/repos/luz/site'.length);
        let match: RegExpMatchArray | null;
        if ((match = route.match(/^\/commits\/(\w+)\/pulls$/))) return send(200, standIn.pulls);
        if ((match = route.match(/^\/git\/commits\/(\w+)$/)))
          return send(200, { tree: { sha: standIn.trees[match[1]!] } });
        if (route.match(/^\/commits\/\w+\/status$/))
          return send(200, { statuses: [{ context: 'Deploy preview', state: standIn.previewState }] });
        if (route.match(/^\/statuses\/\w+$/) || route.match(/^\/issues\/\d+\/comments$/)) return send(201, {});
        return send(404, {});
      }
      if (url.startsWith('/hosting/') && !validToken(request.headers.authorization)) return send(401, {});
      if (url === '/hosting/sites/luz/channels/draft-7')
        return send(standIn.channel.status, standIn.channel.body ?? {});
      if (url.startsWith('/hosting/sites/luz/channels/live/releases?pageSize'))
        return send(200, { releases: standIn.releases });
      if (url.startsWith('/hosting/sites/luz/channels/live/releases?versionName=')) return send(200, {});
      return send(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  recorded.length = 0;
  standIn = {
    pulls: [{ number: 7, merged_at: '2026-11-26T10:00:00Z', head: { sha: 'draft7head' } }],
    trees: { draft7head: headTree },
    previewState: 'success',
    channel: {
      status: 200,
      body: { expireTime: '2099-01-01T00:00:00Z', release: { version: { name: 'sites/luz/versions/preview7' } } },
    },
    releases: [],
  };
});

/** Runs one step as the workflow does, and returns what it printed and handed to later steps. */
function step(
  command: string,
  env: Record<string, string> = {},
): Promise<{ code: number; log: string; outputs: string }> {
  const folder = temporaryFolder('ci-step');
  const outputs = path.join(folder, 'outputs');
  writeFileSync(outputs, '');
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/ci/steps.ts', command], {
    cwd: root,
    env: {
      NODE_ENV: 'test',
      PATH: process.env.PATH,
      TMPDIR: folder,
      GITHUB_OUTPUT: outputs,
      GITHUB_API_URL: `${base}/github`,
      GITHUB_REPOSITORY: 'luz/site',
      GITHUB_TOKEN: 'gh-token',
      HOSTING_API_URL: `${base}/hosting`,
      FIREBASE_SITE: 'luz',
      FIREBASE_SERVICE_ACCOUNT: JSON.stringify({
        client_email: 'deploy@luz.iam.gserviceaccount.com',
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
        token_uri: `${base}/token`,
      }),
      ...env,
    },
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code: code ?? 1, log, outputs: readFileSync(outputs, 'utf8') })),
  );
}

describe('choose-publish, against the services', () => {
  test('promotes the merged draft whose preview holds the merged tree', async () => {
    const { code, log, outputs } = await step('choose-publish', { SHA: head });
    expect(code).toBe(0);
    expect(log).toMatch(/Publish: promote, because the merged tree is draft #7's/);
    expect(outputs).toContain('action=promote\nversion_name=sites/luz/versions/preview7\ndraft=7');
  }, 30_000);

  test('builds when the draft’s tree is not the merged one, and says so in the log', async () => {
    standIn.trees.draft7head = 'f'.repeat(40);
    const { log, outputs } = await step('choose-publish', { SHA: head });
    expect(log).toMatch(/Publish: build, because the merged tree \w+ differs from draft #7's tree ffffffffffff/);
    expect(outputs).toBe('action=build\n');
  }, 30_000);

  test('builds when the channel has expired from the host', async () => {
    standIn.channel = { status: 404 };
    const { log, outputs } = await step('choose-publish', { SHA: head });
    expect(log).toMatch(/preview channel is gone/);
    expect(outputs).toBe('action=build\n');
  }, 30_000);

  test('builds when the token is refused (a wrong key), never promoting blind', async () => {
    const { log, outputs } = await step('choose-publish', {
      SHA: head,
      FIREBASE_SERVICE_ACCOUNT: JSON.stringify({
        client_email: 'x@y',
        private_key: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
          type: 'pkcs8',
          format: 'pem',
        }),
        token_uri: `${base}/token`,
      }),
    });
    expect(log).toMatch(/Looking up the merged drafts failed: the access token: 401/);
    expect(outputs).toBe('action=build\n');
  }, 30_000);
});

describe('promote and put-back, against the host', () => {
  test('promote makes the preview’s version live', async () => {
    const { code } = await step('promote', { VERSION_NAME: 'sites/luz/versions/preview7', DRAFT: '7' });
    expect(code).toBe(0);
    expect(recorded.filter(({ url }) => url.includes('versionName='))).toEqual([
      {
        method: 'POST',
        url: '/hosting/sites/luz/channels/live/releases?versionName=sites%2Fluz%2Fversions%2Fpreview7',
        body: JSON.stringify({ message: 'Published draft #7 as she previewed it' }),
      },
    ]);
  }, 30_000);

  test('put-back makes the site before the last publish live again', async () => {
    standIn.releases = ['A', 'B', 'C'].map((version, index) => ({
      name: `sites/luz/channels/live/releases/${index}`,
      releaseTime: `2026-11-0${index + 1}T10:00:00Z`,
      version: { name: `sites/luz/versions/${version}` },
    }));
    const { code, log } = await step('put-back');
    expect(code).toBe(0);
    expect(log).toMatch(/Live again: the site as it was before the publish of 2026-11-03/);
    expect(recorded.filter(({ url }) => url.includes('versionName=')).map(({ url }) => url)).toEqual([
      '/hosting/sites/luz/channels/live/releases?versionName=sites%2Fluz%2Fversions%2FB',
    ]);
  }, 30_000);

  test('put-back changes nothing and fails when there is nothing older', async () => {
    standIn.releases = [{ name: 'r0', releaseTime: '2026-11-01T10:00:00Z', version: { name: 'sites/luz/versions/A' } }];
    const { code, log } = await step('put-back');
    expect(code).toBe(1);
    expect(log).toMatch(/Nothing was changed: there is no earlier site/);
    expect(recorded.filter(({ url }) => url.includes('versionName='))).toEqual([]);
  }, 30_000);
});

describe('report-draft, against GitHub', () => {
  test('posts her first problem as the draft’s status and every problem as a comment', async () => {
    const result = path.join(temporaryFolder('content-check'), 'result.json');
    const problem =
      'Album rita-nuno: the photo 07.webp has no Portuguese description (content/albums/rita-nuno/index.pt.md, Portuguese).';
    writeFileSync(result, JSON.stringify({ ok: false, stage: 'her files', problems: [problem] }));
    const { code } = await step('report-draft', {
      CONTENT_CHECK_RESULT: result,
      HEAD_SHA: 'draft7head',
      PULL_NUMBER: '7',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '42',
    });
    expect(code).toBe(0);
    const status = recorded.find(({ url }) => url.endsWith('/statuses/draft7head'))!;
    expect(JSON.parse(status.body)).toEqual({
      state: 'failure',
      context: 'Deploy preview',
      description: problem,
      target_url: 'https://github.com/luz/site/actions/runs/42',
    });
    const comment = recorded.find(({ url }) => url.endsWith('/issues/7/comments'))!;
    expect((JSON.parse(comment.body) as { body: string }).body).toContain(`- ${problem}`);
  }, 30_000);
});
