/**
 * The project's static host: serves a folder with firebase.json's `hosting` rules, the way Firebase
 * Hosting does (lib/hosting/: resolve-request.ts and host-rules.ts), with gzip for text, so that `npm start`,
 * the end-to-end tests and the performance runs see what visitors get. Only GET and HEAD are
 * answered, plus the local inbox's POST when it is mounted. A build whose robots.txt keeps search
 * engines out answers noindex on every path, as its deployed version does (lib/hosting/search-engines.ts).
 *
 * Hostile requests get a 4xx, never a crash or a 5xx: the request target is cleaned first
 * (lib/hosting/request-target.ts), only files inside the published folder that are not ignored can be read,
 * every Location header is a path on this site, and an unexpected error ends only its own request.
 * Why not superstatic, the Firebase emulator's engine: docs/decisions/0003-own-host.md.
 */
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { open, realpath, stat, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { contentTypeOf, isCompressible } from './content-types';
import { compileRules, headersFor, isIgnored, type CompiledRules } from '@/lib/hosting/host-rules';
import type { HostingConfig } from '@/lib/hosting/hosting-config';
import { readRobotsTxt } from '@/lib/hosting/read-hosting-config';
import { keepsSearchEnginesOut, ROBOTS_FILE, servedHostingConfig } from '@/lib/hosting/search-engines';
import { isSameSitePath, parseRequestTarget, pathnameOf } from '@/lib/hosting/request-target';
import { NOT_FOUND_PAGE, resolveRequest, type Lookup } from '@/lib/hosting/resolve-request';
import { createInboxHandler, DEFAULT_INBOX_FILE, SEND_PATH, type InboxHandler, type InboxOptions } from './local-inbox';
import { listen } from './listen';
import { discardBody } from './request-body';

const gzipAsync = promisify(gzip);

/** Longest file name most file systems accept, in bytes; longer segments cannot name a file. */
const MAX_NAME_BYTES = 255;
/** Smaller bodies gain nothing from compression. */
const MIN_COMPRESS_BYTES = 1024;
const MAX_COMPRESS_BYTES = 8 * 1024 * 1024;
const GZIP_CACHE_BYTES = 64 * 1024 * 1024;
/** A body sent with a refused request is read and dropped up to this size, so the refusal arrives. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

export type StaticHostOptions = {
  /** The folder to serve. */
  root: string;
  port?: number;
  host?: string;
  /** The `hosting` section of firebase.json (site-host.ts reads the project's). */
  config: HostingConfig;
  /** Also answer the enquiry form at POST /api/v1.0/email/send (scripts/server/local-inbox.ts). */
  localInbox?: boolean | Omit<InboxOptions, 'allowedOrigins'>;
  /** Other answers before the files' (the local editor's API): the first whose `matches` takes the path. */
  routes?: HostRoute[];
  /** No start-up lines (errors are still logged). */
  quiet?: boolean;
  log?: (line: string) => void;
};

export type StaticHost = { url: string; port: number; server: Server; close: () => Promise<void> };

export type HostRoute = {
  matches: (pathname: string) => boolean;
  handle: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>;
};

type FileFound = { handle: FileHandle; size: number; mtimeMs: number };

/** Reads files of the published folder only: inside it after symlinks, not ignored, names of sane length. */
function createFileAccess(root: string, rules: CompiledRules) {
  let realRoot: string;
  try {
    realRoot = realpathSync(root);
  } catch {
    throw new Error(`Nothing to serve: ${root} does not exist (npm run build makes it).`);
  }
  const inside = (candidate: string) => candidate === realRoot || candidate.startsWith(realRoot + path.sep);

  async function locate(relativePath: string): Promise<string | null> {
    const segments = relativePath.split('/').filter(Boolean);
    if (segments.some((segment) => Buffer.byteLength(segment) > MAX_NAME_BYTES)) return null;
    if (isIgnored(rules, relativePath)) return null;
    const candidate = path.join(realRoot, ...segments);
    if (!inside(candidate)) return null;
    try {
      const real = await realpath(candidate);
      return inside(real) ? real : null;
    } catch {
      return null;
    }
  }

  const lookup: Lookup = async (relativePath) => {
    const found = await locate(relativePath);
    if (!found) return null;
    try {
      const info = await stat(found);
      return info.isFile() ? 'file' : info.isDirectory() ? 'directory' : null;
    } catch {
      return null;
    }
  };

  async function openFile(relativePath: string): Promise<FileFound | null> {
    const found = await locate(relativePath);
    if (!found) return null;
    let handle: FileHandle | undefined;
    try {
      handle = await open(found, 'r');
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return { handle, size: info.size, mtimeMs: info.mtimeMs };
    } catch {
      await handle?.close().catch(() => {});
      return null;
    }
  }

  return { lookup, openFile };
}

/**
 * The rules as the build now in `root` is served: `npm start` builds again in place, and a build
 * that opens to search engines (or closes again) is answered so from its next request.
 */
function createServedRules(root: string, config: HostingConfig): () => Promise<CompiledRules> {
  let seen: string | undefined;
  let rules: CompiledRules | undefined;
  return async () => {
    const info = await stat(path.join(root, ROBOTS_FILE)).catch(() => null);
    const version = info ? `${info.size}-${info.mtimeMs}` : 'none';
    if (rules === undefined || version !== seen) {
      seen = version;
      rules = compileRules(servedHostingConfig(config, keepsSearchEnginesOut(readRobotsTxt(root))));
    }
    return rules;
  };
}

/** gzip output kept in memory per file version: the same pages are asked for again and again. */
function createGzipCache() {
  const entries = new Map<string, { version: string; body: Buffer }>();
  let bytes = 0;
  return async (key: string, version: string, read: () => Promise<Buffer>): Promise<Buffer> => {
    const cached = entries.get(key);
    if (cached?.version === version) return cached.body;
    const body = await gzipAsync(await read(), { level: 6 });
    if (cached) bytes -= cached.body.length;
    if (bytes + body.length > GZIP_CACHE_BYTES) {
      entries.clear();
      bytes = 0;
    }
    entries.set(key, { version, body });
    bytes += body.length;
    return body;
  };
}

function acceptsGzip(request: IncomingMessage): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

function plainAnswer(response: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  });
  response.end(text);
}

/**
 * Serves `root` with the hosting rules. Resolves once it listens; `port: 0` picks a free port.
 */
export async function startStaticHost({
  root,
  port = 0,
  host = '127.0.0.1',
  config,
  localInbox = false,
  routes = [],
  quiet = false,
  log = console.log,
}: StaticHostOptions): Promise<StaticHost> {
  const rules = compileRules(config);
  const files = createFileAccess(root, rules);
  const servedRules = createServedRules(root, config);
  const gzipped = createGzipCache();
  let inbox: InboxHandler | null = null;

  async function serve(request: IncomingMessage, response: ServerResponse, expectsContinue: boolean): Promise<void> {
    const target = parseRequestTarget(request.url ?? '/');
    if (inbox && target.ok && pathnameOf(target) === SEND_PATH) return inbox(request, response, expectsContinue);
    const route = target.ok ? routes.find((candidate) => candidate.matches(pathnameOf(target))) : undefined;
    if (route) return route.handle(request, response, new URL(request.url ?? '/', 'http://localhost'));

    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (!expectsContinue) discardBody(request, DRAIN_LIMIT_BYTES);
      return plainAnswer(response, 405, 'Method Not Allowed', { Allow: 'GET, HEAD', Connection: 'close' });
    }
    if (!target.ok) return plainAnswer(response, target.status, target.reason);

    const resolution = await resolveRequest(rules, config, target, files.lookup);
    if (resolution.kind === 'redirect') {
      // resolveRequest only builds paths on this site; this is the last line of defence.
      if (!isSameSitePath(resolution.location)) return plainAnswer(response, 400, 'Bad Request');
      response.writeHead(resolution.status, {
        Location: resolution.location,
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      return void response.end(request.method === 'HEAD' ? undefined : `Redirecting to ${resolution.location}`);
    }

    const status = resolution.kind === 'file' ? 200 : 404;
    const found = resolution.file ? await files.openFile(resolution.file) : null;
    const served = await servedRules();
    const headers = headersFor(served, pathnameOf(target));
    // A missing page is answered with 404.html, which must not be cached like the asset that was asked for.
    if (status === 404) for (const [key, header] of headersFor(served, `/${NOT_FOUND_PAGE}`)) headers.set(key, header);
    for (const { key, value } of headers.values()) response.setHeader(key, value);

    if (!found) return plainAnswer(response, 404, 'Not Found');
    const { handle } = found;
    try {
      const contentType = contentTypeOf(resolution.file ?? '');
      const version = `${found.size.toString(36)}-${Math.floor(found.mtimeMs).toString(36)}`;
      const compress =
        isCompressible(contentType) && found.size >= MIN_COMPRESS_BYTES && found.size <= MAX_COMPRESS_BYTES;
      const useGzip = compress && acceptsGzip(request);
      const etag = `"${createHash('sha1')
        .update(`${resolution.file}:${version}:${useGzip ? 'gzip' : 'identity'}`)
        .digest('base64url')
        .slice(0, 16)}"`;
      response.setHeader('Content-Type', contentType);
      if (compress) response.setHeader('Vary', 'Accept-Encoding');
      if (status === 200) {
        response.setHeader('ETag', etag);
        if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
          response.writeHead(304);
          return void response.end();
        }
      }
      if (useGzip) {
        const body = await gzipped(resolution.file ?? '', version, () => handle.readFile());
        response.writeHead(status, { 'Content-Encoding': 'gzip', 'Content-Length': body.length });
        return void response.end(request.method === 'HEAD' ? undefined : body);
      }
      response.writeHead(status, { 'Content-Length': found.size });
      if (request.method === 'HEAD') return void response.end();
      // A client that goes away mid-download only ends its own stream.
      await pipeline(handle.createReadStream({ start: 0, autoClose: false }), response).catch(() => {});
    } finally {
      await handle.close().catch(() => {});
    }
  }

  const { server, port: boundPort, close } = await listen(serve, port, host, log);
  const displayHost =
    host === '127.0.0.1' || host === '::1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const url = `http://${displayHost}:${boundPort}`;

  if (localInbox) {
    const loopbackOrigins = ['localhost', '127.0.0.1', '[::1]'].map((name) => `http://${name}:${boundPort}`);
    const allowedOrigins = displayHost === 'localhost' ? loopbackOrigins : [...loopbackOrigins, url];
    const inboxFile =
      (localInbox === true ? undefined : localInbox.inboxFile) ?? process.env.LOCAL_INBOX_FILE ?? DEFAULT_INBOX_FILE;
    inbox = createInboxHandler({ ...(localInbox === true ? {} : localInbox), inboxFile, allowedOrigins, log });
    if (!quiet)
      log(
        `Enquiries sent from the form are saved by the local inbox (POST ${SEND_PATH}) into ${path.relative(process.cwd(), path.resolve(inboxFile))}`,
      );
  }
  if (!quiet) log(`Serving ${path.relative(process.cwd(), root) || '.'}/ with firebase.json rules at ${url}`);

  return { url, port: boundPort, server, close };
}
