/**
 * A local stand-in for the EmailJS API, so the enquiry form works on a fresh clone with no
 * EmailJS account. It accepts the request the real SDK makes (POST /api/v1.0/email/send with
 * lib_version, user_id, service_id, template_id, template_params), checks it the way the
 * service does, prints each enquiry and appends it as one JSON line to .local/inbox/enquiries.jsonl.
 *
 *   node scripts/local-inbox.mjs          (port from LOCAL_INBOX_PORT, default 3025)
 *
 * Point a development build at it with NEXT_PUBLIC_EMAILJS_ORIGIN=http://localhost:3025.
 * No dependencies: Node's http and fs only.
 */
import { createServer } from 'node:http';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

export const SEND_PATH = '/api/v1.0/email/send';
export const DEFAULT_PORT = 3025;
export const DEFAULT_INBOX_FILE = path.join('.local', 'inbox', 'enquiries.jsonl');
/** Larger bodies are refused (413); a 10,000-character message is far below this. */
const MAX_BODY_BYTES = 1_000_000;

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

function isNonEmptyString(value) {
  return typeof value === 'string' && value.trim() !== '';
}

function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The service's own checks on a request body. Returns null when it would be accepted,
 * otherwise the status and text it answers with.
 */
export function checkPayload(payload) {
  if (!isPlainObject(payload)) return { status: 400, text: 'The request body has to be a JSON object' };
  if (!isNonEmptyString(payload.user_id)) return { status: 400, text: 'The public key is required' };
  if (!isNonEmptyString(payload.service_id)) return { status: 400, text: 'The service ID is required' };
  if (!isNonEmptyString(payload.template_id)) return { status: 400, text: 'The template ID is required' };
  if (payload.template_params !== undefined && !isPlainObject(payload.template_params)) {
    return { status: 400, text: 'The template params have to be an object' };
  }
  return null;
}

function reply(response, status, text) {
  response.writeHead(status, { ...CORS_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(text);
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error('Payload Too Large'), { status: 413 }));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function printEnquiry(log, record) {
  const lines = [`\n── Enquiry received ${record.received_at} (service ${record.service_id}, template ${record.template_id}) ──`];
  for (const [key, value] of Object.entries(record.template_params ?? {})) {
    lines.push(`${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  log(lines.join('\n'));
}

/**
 * Starts the inbox. Resolves once it listens, with its address and a close() function.
 * `port: 0` picks a free port (tests).
 */
/**
 * The inbox as a request handler `(request, response)`, answering POST {SEND_PATH}; other paths get
 * 404, or are passed to `next` when given (so `npm start` can mount it on the site's own server).
 */
export function createInboxHandler({
  inboxFile = process.env.LOCAL_INBOX_FILE ?? DEFAULT_INBOX_FILE,
  log = console.log,
} = {}) {
  const file = path.resolve(inboxFile);
  return async (request, response, next) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== SEND_PATH) return next ? next() : reply(response, 404, 'Not Found');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS);
      return response.end();
    }
    if (request.method !== 'POST') return reply(response, 405, 'Method Not Allowed');

    let payload;
    try {
      payload = JSON.parse(await readBody(request));
    } catch (error) {
      if (error?.status === 413) return reply(response, 413, 'Payload Too Large');
      return reply(response, 400, 'The request body has to be valid JSON');
    }
    const problem = checkPayload(payload);
    if (problem) return reply(response, problem.status, problem.text);

    const record = {
      received_at: new Date().toISOString(),
      origin: request.headers.origin ?? null,
      lib_version: payload.lib_version ?? null,
      user_id: payload.user_id,
      service_id: payload.service_id,
      template_id: payload.template_id,
      template_params: payload.template_params ?? {},
    };
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(record)}\n`, 'utf8');
    } catch (error) {
      log(`Could not write ${file}: ${error instanceof Error ? error.message : String(error)}`);
      return reply(response, 500, 'The inbox could not store the enquiry');
    }
    printEnquiry(log, record);
    return reply(response, 200, 'OK');
  };
}

/**
 * Starts the inbox. Resolves once it listens, with its address and a close() function.
 * `port: 0` picks a free port (tests).
 */
export function startLocalInbox({
  port = Number(process.env.LOCAL_INBOX_PORT ?? DEFAULT_PORT),
  host = process.env.LOCAL_INBOX_HOST ?? 'localhost',
  inboxFile = process.env.LOCAL_INBOX_FILE ?? DEFAULT_INBOX_FILE,
  log = console.log,
} = {}) {
  const file = path.resolve(inboxFile);
  const handler = createInboxHandler({ inboxFile: file, log });
  const server = createServer((request, response) => handler(request, response));

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const boundPort = typeof address === 'object' && address ? address.port : port;
      const boundHost = typeof address === 'object' && address?.family === 'IPv6' ? `[${address.address}]` : address?.address;
      resolve({
        server,
        port: boundPort,
        url: `http://${boundHost}:${boundPort}`,
        inboxFile: file,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

// Started from the command line (not imported by a test).
if (process.argv[1] && path.basename(process.argv[1]) === 'local-inbox.mjs') {
  startLocalInbox().then(
    ({ port, inboxFile }) => {
      console.log(`Local inbox listening on http://localhost:${port}${SEND_PATH}`);
      console.log(`Enquiries are appended to ${path.relative(process.cwd(), inboxFile)}`);
    },
    (error) => {
      console.error(`The local inbox could not start: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
