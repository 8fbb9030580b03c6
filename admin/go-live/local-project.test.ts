/**
 * @jest-environment node
 *
 * The working tree as the go-live page reads it under `npm run admin`, through the local editor's
 * own file API over a folder.
 */
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createLocalRepositoryApi } from '@/scripts/server/local-repository-api';
import { LocalProject } from './local-project';

let root: string;
let server: Server;
let port: number;

beforeEach(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'go-live-local-'));
  mkdirSync(path.join(root, 'content', 'albums', 'rita-nuno'), { recursive: true });
  mkdirSync(path.join(root, 'content', 'settings'), { recursive: true });
  writeFileSync(path.join(root, 'content', 'settings', 'site.yml'), 'email: ola@ritasousa.pt\n');
  writeFileSync(path.join(root, 'content', 'albums', 'rita-nuno', 'index.en.md'), '---\ntitle: Rita & Nuno\n---\n');
  writeFileSync(path.join(root, 'content', 'albums', 'rita-nuno', 'index.pt.md'), '---\ntitle: Rita & Nuno\n---\n');
  writeFileSync(path.join(root, 'content', 'albums', 'rita-nuno', 'IMG_1.webp'), 'a photo');
  const api = createLocalRepositoryApi({ root, port: () => port });
  server = createServer((request, response) => {
    void api.handle(request, response, new URL(request.url ?? '/', 'http://localhost'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

/** The page's calls, made to the test's server; `before` runs before each is sent. */
const project = (before: (url: URL) => void = () => {}) =>
  new LocalProject((input, init) => {
    const url = new URL(input instanceof Request ? input.url : input, `http://127.0.0.1:${port}`);
    before(url);
    return fetch(url, init);
  });

describe('the working tree as the go-live page reads it', () => {
  it('holds each text file and each album’s files', async () => {
    const { texts, albumFolders } = await project().read();
    expect(texts.get('content/settings/site.yml')).toBe('email: ola@ritasousa.pt\n');
    expect(albumFolders['rita-nuno']?.toSorted()).toEqual(['IMG_1.webp', 'index.en.md', 'index.pt.md']);
  });

  it('leaves out a file deleted between its listing and its reading, never taking the refusal for its text', async () => {
    const gone = path.join(root, 'content', 'albums', 'rita-nuno', 'index.pt.md');
    const { texts, albumFolders } = await project((url) => {
      if (url.pathname.endsWith('/file') && url.searchParams.get('path') === 'content/albums/rita-nuno/index.pt.md')
        unlinkSync(gone);
    }).read();
    expect(texts.has('content/albums/rita-nuno/index.pt.md')).toBe(false);
    expect([...texts.values()]).not.toContain('No such file.');
    expect(albumFolders['rita-nuno']?.toSorted()).toEqual(['IMG_1.webp', 'index.en.md']);
  });
});
