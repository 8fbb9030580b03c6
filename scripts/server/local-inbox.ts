/**
 * A local stand-in for the EmailJS API, so the enquiry form works on a fresh clone with no EmailJS
 * account. It accepts the request the real SDK makes (POST /api/v1.0/email/send, JSON with
 * lib_version, user_id, service_id, template_id and template_params), checks it the way the service
 * does, prints each enquiry and appends it as one JSON line to .local/inbox/enquiries.jsonl.
 *
 * `npm start` mounts it on the site's own server (scripts/server/static-host.ts); `npm run dev`
 * starts it on its own port for the dev site (scripts/dev.ts). Either way it answers only:
 * - the site's own origin (no `Access-Control-Allow-Origin: *`: another web page open in the same
 *   browser must not be able to post into it), with a JSON body (415 otherwise, which also rules
 *   out the form posts a page can send without a CORS preflight);
 * - bodies up to MAX_BODY_BYTES (413 otherwise, answered before the connection closes).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { z } from 'zod';
import { appendRecord } from './inbox-store';
import { declaredLength, discardBody, readBody } from './request-body';
import { listen } from './listen';
import { printable } from './terminal-text';

export const SEND_PATH = '/api/v1.0/email/send';
const DEFAULT_PORT = 3025;
export const DEFAULT_INBOX_FILE = path.join('.local', 'inbox', 'enquiries.jsonl');
/** The dev site, the only origin the standalone inbox answers unless told otherwise. */
export const DEV_SITE_ORIGIN = 'http://localhost:3000';
/**
 * The form caps the message at 5,000 characters; with every other field at its longest and each
 * character at its widest in UTF-8 and JSON escaping, a real enquiry stays well under this.
 */
export const MAX_BODY_BYTES = 64 * 1024;
/** Past this much of an oversized upload the connection is cut instead of read to its end. */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

const required = (message: string) =>
  z.string({ error: message }).refine((value) => value.trim() !== '', { error: message });

/** The service's own checks on a parsed body, with the texts it answers. */
const payloadSchema = z.object(
  {
    lib_version: z.string().nullable().catch(null),
    user_id: required('The public key is required'),
    service_id: required('The service ID is required'),
    template_id: required('The template ID is required'),
    template_params: z
      .record(
        z.string(),
        z.union([z.string(), z.number(), z.boolean(), z.null()], {
          error: 'Each template param has to be a text, a number or a boolean',
        }),
        { error: 'The template params have to be an object' },
      )
      .default({}),
  },
  { error: 'The request body has to be a JSON object' },
);

export type InboxProblem = { status: number; text: string };
export type InboxRecord = { received_at: string; origin: string } & z.output<typeof payloadSchema>;

/** Null when the service would accept the body, otherwise the status and text it answers with. */
export function checkPayload(payload: unknown): InboxProblem | null {
  const parsed = payloadSchema.safeParse(payload);
  return parsed.success ? null : { status: 400, text: parsed.error.issues[0]!.message };
}

/** `application/json`, with or without parameters such as `; charset=utf-8`. */
export function isJsonContentType(header: string | undefined): boolean {
  return header?.split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
}

/** The enquiry as printed in the terminal, every visitor-supplied text made printable. */
export function formatEnquiry(record: InboxRecord): string {
  const lines = [
    `\n── Enquiry received ${record.received_at} (service ${printable(record.service_id)}, template ${printable(record.template_id)}) ──`,
  ];
  for (const [key, value] of Object.entries(record.template_params)) {
    lines.push(`${printable(key)}: ${printable(typeof value === 'string' ? value : JSON.stringify(value))}`);
  }
  return lines.join('\n');
}

export type InboxOptions = {
  inboxFile?: string;
  /** Origins (scheme://host:port) whose pages may send enquiries. */
  allowedOrigins: readonly string[];
  log?: (line: string) => void;
};

/** Answers requests to SEND_PATH. `expectsContinue`: the client waits for `100 Continue` before its body. */
export type InboxHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  expectsContinue?: boolean,
) => Promise<void>;

export function createInboxHandler({
  inboxFile = process.env.LOCAL_INBOX_FILE ?? DEFAULT_INBOX_FILE,
  allowedOrigins,
  log = console.log,
}: InboxOptions): InboxHandler {
  const file = path.resolve(inboxFile);
  const allowed = new Set(allowedOrigins);

  return async (request, response, expectsContinue = false) => {
    const origin = request.headers.origin;
    const corsHeaders: Record<string, string> =
      origin !== undefined && allowed.has(origin)
        ? {
            'Access-Control-Allow-Origin': origin,
            'Access-Control-Allow-Methods': 'POST, OPTIONS',
            'Access-Control-Allow-Headers': 'Content-Type',
            'Access-Control-Max-Age': '600',
          }
        : {};
    const reply = (status: number, text: string, extra: Record<string, string> = {}) => {
      response.writeHead(status, {
        ...corsHeaders,
        Vary: 'Origin',
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        ...extra,
      });
      response.end(text);
    };
    // Any answer given before the body was read closes the connection once the body is drained.
    const refuse = (status: number, text: string, extra: Record<string, string> = {}) => {
      const hasBody =
        declaredLength(request) !== 0 &&
        (declaredLength(request) !== null || request.headers['transfer-encoding'] !== undefined);
      if (hasBody && !expectsContinue) discardBody(request, DRAIN_LIMIT_BYTES);
      reply(status, text, hasBody ? { ...extra, Connection: 'close' } : extra);
    };

    if (request.method === 'OPTIONS') {
      if (!corsHeaders['Access-Control-Allow-Origin'])
        return refuse(403, 'This inbox only answers the site it belongs to');
      response.writeHead(204, { ...corsHeaders, Vary: 'Origin' });
      return void response.end();
    }
    if (request.method !== 'POST') return refuse(405, 'Method Not Allowed', { Allow: 'POST, OPTIONS' });
    if (!corsHeaders['Access-Control-Allow-Origin'])
      return refuse(403, 'This inbox only accepts enquiries from the site it belongs to');
    if (!isJsonContentType(request.headers['content-type']))
      return refuse(415, 'The enquiry has to be sent as application/json');
    const length = declaredLength(request);
    if (length !== null && length > MAX_BODY_BYTES)
      return refuse(413, `The enquiry is too large (over ${MAX_BODY_BYTES / 1024} KiB)`);

    if (expectsContinue) response.writeContinue();
    const body = await readBody(request, { limit: MAX_BODY_BYTES, drainLimit: DRAIN_LIMIT_BYTES });
    if (!body.ok) {
      if (body.reason === 'too-large')
        reply(413, `The enquiry is too large (over ${MAX_BODY_BYTES / 1024} KiB)`, { Connection: 'close' });
      return;
    }

    let payload: unknown;
    try {
      payload = JSON.parse(body.body.toString('utf8'));
    } catch {
      return reply(400, 'The request body has to be valid JSON');
    }
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) return reply(400, parsed.error.issues[0]!.message);
    const record: InboxRecord = { received_at: new Date().toISOString(), origin: origin ?? '', ...parsed.data };
    try {
      await appendRecord(file, record);
    } catch (error) {
      log(`Could not write ${file}: ${error instanceof Error ? error.message : String(error)}`);
      return reply(500, 'The inbox could not store the enquiry');
    }
    log(formatEnquiry(record));
    return reply(200, 'OK');
  };
}

export type LocalInbox = { server: Server; port: number; url: string; inboxFile: string; close: () => Promise<void> };

/**
 * Starts the inbox on its own port (`npm run dev`). Resolves once it listens; `port: 0` picks a free
 * port (tests).
 */
export async function startLocalInbox({
  port = Number(process.env.LOCAL_INBOX_PORT ?? DEFAULT_PORT),
  host = process.env.LOCAL_INBOX_HOST ?? 'localhost',
  inboxFile = process.env.LOCAL_INBOX_FILE ?? DEFAULT_INBOX_FILE,
  allowedOrigins = [DEV_SITE_ORIGIN],
  log = console.log,
}: Partial<InboxOptions> & { port?: number; host?: string } = {}): Promise<LocalInbox> {
  const file = path.resolve(inboxFile);
  const handle = createInboxHandler({ inboxFile: file, allowedOrigins, log });
  const listening = await listen(
    async (request, response, expectsContinue) => {
      if ((request.url ?? '').split('?', 1)[0] === SEND_PATH) return handle(request, response, expectsContinue);
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Not Found');
    },
    port,
    host,
    log,
  );
  const address = listening.server.address();
  const boundHost =
    typeof address === 'object' && address?.family === 'IPv6'
      ? `[${address.address}]`
      : (typeof address === 'object' && address?.address) || host;
  return { ...listening, url: `http://${boundHost}:${listening.port}`, inboxFile: file };
}
