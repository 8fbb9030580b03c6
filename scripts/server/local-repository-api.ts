/**
 * The local editor's file API (`npm run admin`): what admin/local/local-repository.ts asks
 * for when the editor reads and writes the working tree. It lets the editor see the project's
 * root as two entries only, content/ (read and write) and .git (there, unreadable), so nothing
 * else of the computer can be read or changed through it, but one file: .env.local, which the
 * go-live page reads and writes (her EmailJS ids, once her test enquiry arrived) and nothing
 * lists, moves or deletes. Every call carries the header
 * LOCAL_API_HEADER and names this host: a page of another site can neither send that header
 * without a preflight (which is refused) nor reach it by another name (DNS rebinding).
 *
 * Operations (query parameters, paths '/'-separated and relative to the project):
 *   GET  list?path=            the entries of a folder: [{ name, kind }]
 *   GET  stat?path=&kind=      { kind } of an entry, 404 when there is none
 *   POST stat?path=&kind=&create=1   the same, making a missing folder or an empty file first
 *   GET  file?path=            its bytes (X-Last-Modified: its time in ms)
 *   PUT  file?path=            replaces its bytes with the body (written aside, then renamed)
 *   DELETE entry?path=[&recursive=1]
 *   POST move?from=&to=
 */
import { lstat, mkdir, open, readdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { LOCAL_API, LOCAL_API_HEADER, LOCAL_SETTINGS } from '@/admin/local/local-api';
import { readBody } from './request-body';

/** The largest file the editor writes: a converted photo is 1–3 MB, an album's text a few KB. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;
const WRITABLE = 'content';
const MAX_SEGMENT_BYTES = 255;
const MAX_PATH_SEGMENTS = 32;

type Kind = 'file' | 'directory';

/**
 * A path the API accepts, or null: '' (the root), '.git', .env.local, or inside content/;
 * relative, '/'-separated, without empty, '.' or '..' segments, backslashes or NUL, of sane length.
 */
export function acceptedPath(value: string | null): string[] | null {
  if (value === null) return null;
  if (value === '') return [];
  const segments = value.split('/');
  if (segments.length > MAX_PATH_SEGMENTS) return null;
  const saneSegment = (segment: string) =>
    segment !== '' &&
    segment !== '.' &&
    segment !== '..' &&
    !/[\\\0]/.test(segment) &&
    Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES;
  if (!segments.every(saneSegment)) return null;
  if (segments[0] === '.git' || segments[0] === LOCAL_SETTINGS) return segments.length === 1 ? segments : null;
  return segments[0] === WRITABLE ? segments : null;
}

/** Whether a request comes from the editor's own page on this host (see the file's comment). */
function isFromEditor(request: IncomingMessage, port: number): boolean {
  const hosts = ['localhost', '127.0.0.1', '[::1]'].map((name) => `${name}:${port}`);
  const origin = request.headers.origin;
  return (
    request.headers[LOCAL_API_HEADER] === '1' &&
    hosts.includes(request.headers.host ?? '') &&
    (origin === undefined || hosts.some((host) => origin === `http://${host}`))
  );
}

function answer(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(text);
}

export type LocalRepositoryApi = {
  /** Whether the request is the API's (its path starts with LOCAL_API). */
  matches: (pathname: string) => boolean;
  handle: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>;
};

export function createLocalRepositoryApi({
  root,
  port,
  onWrite = () => {},
}: {
  /** The project folder whose content/ the editor edits. */
  root: string;
  port: () => number;
  /** Told of every file written, moved or deleted (path relative to the project). */
  onWrite?: (relativePath: string) => void;
}): LocalRepositoryApi {
  let realRoot: string | null = null;
  const projectRoot = async () => (realRoot ??= await realpath(root));

  /** The absolute path of an accepted path, refusing one that leaves the project through a symlink. */
  async function located(segments: string[]): Promise<string | null> {
    const top = await projectRoot();
    const full = path.join(top, ...segments);
    // The deepest part that exists must be inside content/ (or be the root or .git) after symlinks.
    let existing = full;
    for (;;) {
      try {
        const real = await realpath(existing);
        const allowed =
          real === top ||
          real === path.join(top, '.git') ||
          real === path.join(top, LOCAL_SETTINGS) ||
          real === path.join(top, WRITABLE) ||
          real.startsWith(path.join(top, WRITABLE) + path.sep);
        return allowed ? full : null;
      } catch {
        if (existing === top) return null;
        existing = path.dirname(existing);
      }
    }
  }

  async function kindOf(full: string): Promise<Kind | null> {
    try {
      const info = await lstat(full);
      return info.isDirectory() ? 'directory' : info.isFile() ? 'file' : null;
    } catch {
      return null;
    }
  }

  async function list(response: ServerResponse, segments: string[], full: string) {
    if (segments.length === 0) {
      const entries = (
        await Promise.all(
          [WRITABLE, '.git'].map(async (name) => {
            const kind = await kindOf(path.join(full, name));
            return kind ? [{ name, kind }] : [];
          }),
        )
      ).flat();
      return answer(response, 200, entries);
    }
    if (segments[0] === '.git') return answer(response, 403, 'The editor does not read .git.');
    if ((await kindOf(full)) !== 'directory') return answer(response, 404, 'No such folder.');
    const entries = await readdir(full, { withFileTypes: true });
    return answer(
      response,
      200,
      entries.flatMap((entry) =>
        entry.isDirectory()
          ? [{ name: entry.name, kind: 'directory' }]
          : entry.isFile()
            ? [{ name: entry.name, kind: 'file' }]
            : [],
      ),
    );
  }

  async function handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (!isFromEditor(request, port())) return answer(response, 403, 'Only the editor on this computer may use this.');
    const operation = url.pathname.slice(LOCAL_API.length + 1);
    const method = request.method ?? 'GET';
    const query = url.searchParams;

    if (operation === 'move' && method === 'POST') {
      const from = acceptedPath(query.get('from'));
      const to = acceptedPath(query.get('to'));
      if (!from || !to || from[0] !== WRITABLE || to[0] !== WRITABLE || from.length < 2 || to.length < 2)
        return answer(response, 400, 'Both paths must be inside content/.');
      const [source, target] = await Promise.all([located(from), located(to)]);
      if (!source || !target) return answer(response, 400, 'Both paths must be inside content/.');
      if (!(await kindOf(source))) return answer(response, 404, 'No such file.');
      await mkdir(path.dirname(target), { recursive: true });
      await rename(source, target);
      onWrite(to.join('/'));
      return answer(response, 200, {});
    }

    const segments = acceptedPath(query.get('path'));
    if (!segments) return answer(response, 400, 'The path must be inside content/.');
    const full = await located(segments);
    if (!full) return answer(response, 400, 'The path must be inside content/.');
    const settings = segments[0] === LOCAL_SETTINGS;
    if (settings && operation !== 'file')
      return answer(response, 403, `${LOCAL_SETTINGS} can only be read and written as a whole.`);
    const writable = (segments[0] === WRITABLE && segments.length > 1) || settings;

    if (operation === 'list' && method === 'GET') return list(response, segments, full);

    if (operation === 'stat' && (method === 'GET' || method === 'POST')) {
      const asked = query.get('kind');
      if (asked !== 'file' && asked !== 'directory') return answer(response, 400, 'kind is file or directory.');
      const found = await kindOf(full);
      if (found) return answer(response, 200, { kind: found });
      if (method !== 'POST' || query.get('create') !== '1') return answer(response, 404, 'No such entry.');
      if (!writable) return answer(response, 403, 'Only content/ can be changed.');
      if (asked === 'directory') await mkdir(full, { recursive: true });
      else {
        await mkdir(path.dirname(full), { recursive: true });
        await (await open(full, 'a')).close();
      }
      return answer(response, 200, { kind: asked });
    }

    if (operation === 'file' && method === 'GET') {
      if (segments[0] === '.git') return answer(response, 403, 'The editor does not read .git.');
      if ((await kindOf(full)) !== 'file') return answer(response, 404, 'No such file.');
      const info = await stat(full);
      response.writeHead(200, {
        'Content-Type': 'application/octet-stream',
        'Cache-Control': 'no-store',
        'X-Last-Modified': String(Math.floor(info.mtimeMs)),
      });
      return void response.end(await readFile(full));
    }

    if (operation === 'file' && method === 'PUT') {
      if (!writable) return answer(response, 403, 'Only content/ can be changed.', { Connection: 'close' });
      if ((await kindOf(full)) === 'directory') return answer(response, 409, 'That is a folder.');
      const body = await readBody(request, { limit: MAX_FILE_BYTES, drainLimit: MAX_FILE_BYTES * 2 });
      if (!body.ok) {
        return body.reason === 'too-large'
          ? answer(response, 413, `A file may be at most ${MAX_FILE_BYTES / 1048576} MB.`, { Connection: 'close' })
          : undefined;
      }
      await mkdir(path.dirname(full), { recursive: true });
      const temporary = path.join(path.dirname(full), `.${path.basename(full)}.${process.pid}.${Date.now()}.tmp`);
      await writeFile(temporary, body.body);
      await rename(temporary, full);
      onWrite(segments.join('/'));
      return answer(response, 200, {});
    }

    if (operation === 'entry' && method === 'DELETE') {
      if (!writable) return answer(response, 403, 'Only content/ can be changed.');
      const kind = await kindOf(full);
      if (!kind) return answer(response, 404, 'No such entry.');
      if (kind === 'directory' && query.get('recursive') !== '1' && (await readdir(full)).length > 0)
        return answer(response, 409, 'The folder is not empty.');
      await rm(full, { recursive: true, force: true });
      onWrite(segments.join('/'));
      return answer(response, 200, {});
    }

    return answer(response, 405, 'Not an operation of the local editor.');
  }

  return { matches: (pathname) => pathname === LOCAL_API || pathname.startsWith(`${LOCAL_API}/`), handle };
}
