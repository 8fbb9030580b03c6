/**
 * Reading a request body with a size cap. When a body is over the cap the caller answers (413) at
 * once, and the rest of the upload is still read and thrown away, up to `drainLimit` bytes: closing
 * a socket that still has unread data makes the kernel send a reset, and a client that has not
 * finished uploading may then see "connection reset" instead of the 413 it was sent.
 */
import type { IncomingMessage } from 'node:http';

export type BodyResult = { ok: true; body: Buffer } | { ok: false; reason: 'too-large' | 'aborted' };

/** The declared Content-Length when there is one and it is a plain number. */
export function declaredLength(request: IncomingMessage): number | null {
  const header = request.headers['content-length'];
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : null;
}

export function readBody(
  request: IncomingMessage,
  { limit, drainLimit }: { limit: number; drainLimit: number },
): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const settle = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    request.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) {
        chunks.push(chunk);
        return;
      }
      chunks.length = 0;
      settle({ ok: false, reason: 'too-large' });
      if (received > drainLimit) request.destroy();
    });
    request.on('end', () => settle({ ok: true, body: Buffer.concat(chunks) }));
    request.on('aborted', () => settle({ ok: false, reason: 'aborted' }));
    request.on('error', () => settle({ ok: false, reason: 'aborted' }));
    request.on('close', () => settle({ ok: false, reason: 'aborted' }));
  });
}

/** Reads and discards whatever is left of a body (bounded), so the answer reaches the client. */
export function discardBody(request: IncomingMessage, drainLimit: number): void {
  let received = 0;
  request.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > drainLimit) request.destroy();
  });
  request.on('error', () => {});
  request.resume();
}
