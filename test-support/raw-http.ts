/**
 * HTTP helpers for the server tests. `fetch` cleans URLs the way a browser does (dot segments,
 * backslashes), which would hide exactly the requests these tests must send, so requests go out
 * through node:http with the request target written as given.
 */
import { request as httpRequest, type Agent, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { gunzipSync } from 'node:zlib';

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: string };

export type RawRequestOptions = {
  method?: string;
  headers?: Record<string, string | number>;
  body?: string | Buffer;
  agent?: Agent | false;
};

/** Sends `target` verbatim as the request target to the server at `origin` (http://host:port). */
export function send(
  origin: string,
  target: string,
  { method = 'GET', headers = {}, body, agent = false }: RawRequestOptions = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, method, path: target, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text =
          response.headers['content-encoding'] === 'gzip' && raw.length > 0
            ? gunzipSync(raw).toString('utf8')
            : raw.toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Writes raw bytes to the server and resolves with its status line (for requests node:http refuses to send). */
export function sendRawBytes(origin: string, bytes: Buffer): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('end', () => resolve(received.split('\r\n', 1)[0] ?? ''));
    socket.on('error', reject);
  });
}
