/**
 * The inbox file: one JSON line per enquiry. Appends are queued one after another per file (Node
 * writes a large buffer in several chunks, and two concurrent appends could interleave them), each
 * line is written with one write call and flushed to disk before the sender is told it arrived,
 * and a line is never glued to a half-written one left by an earlier crash.
 */
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';

const queues = new Map<string, Promise<unknown>>();

async function appendLine(file: string, line: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, 'a+');
  try {
    const { size } = await handle.stat();
    let prefix = '';
    if (size > 0) {
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      if (last[0] !== 0x0a) prefix = '\n';
    }
    const data = Buffer.from(`${prefix}${line}\n`, 'utf8');
    let written = 0;
    while (written < data.length) {
      const { bytesWritten } = await handle.write(data, written, data.length - written);
      written += bytesWritten;
    }
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/** Appends `record` as one JSON line to `file`, after every append to it queued before. */
export function appendRecord(file: string, record: unknown): Promise<void> {
  const resolved = path.resolve(file);
  const line = JSON.stringify(record);
  const previous = queues.get(resolved) ?? Promise.resolve();
  const next = previous.catch(() => {}).then(() => appendLine(resolved, line));
  queues.set(resolved, next);
  void next
    .finally(() => {
      if (queues.get(resolved) === next) queues.delete(resolved);
    })
    .catch(() => {});
  return next;
}
