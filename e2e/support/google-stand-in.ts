/**
 * What the stand-ins for Google's APIs share (translation-stand-in.ts, gemini-stand-in.ts): a local
 * HTTP server answering a browser's cross-origin JSON requests as Google's APIs do (the preflight
 * for the key's header allowed, each body read whole, every answer JSON with the CORS headers), and
 * Google's error body.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the stand-in's answer reads it. */
export type StandInRequest = {
  method: string;
  path: string;
  /** The key, from the `x-goog-api-key` header. */
  key: string | undefined;
  body: string;
};

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, x-goog-api-key',
  'access-control-allow-methods': 'POST, OPTIONS',
};

/** Starts a server on a free local port that answers each request with `answer`'s status and JSON body. */
export async function startGoogleStandIn(
  answer: (request: StandInRequest) => { status: number; body: unknown },
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const key = request.headers['x-goog-api-key'];
      const { status, body } = answer({
        method: request.method ?? 'GET',
        path: new URL(request.url ?? '/', 'http://stand-in').pathname,
        key: Array.isArray(key) ? key[0] : key,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response
        .writeHead(status, { ...CORS, 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A refusal as Google gives it: its HTTP status, its status name, its words and its reason. */
export type GoogleRefusal = { status: number; code: string; message: string; reason?: string };

/** Google's error body, in the shape both of its services answer with. */
export const googleErrorBody = ({ status, code, message, reason }: GoogleRefusal) => ({
  error: {
    code: status,
    message,
    status: code,
    ...(reason
      ? { details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason, domain: 'googleapis.com' }] }
      : {}),
  },
});
