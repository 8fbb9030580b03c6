/** @jest-environment node */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { appendRecord } from './inbox-store';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'inbox-store-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('appendRecord', () => {
  it('keeps concurrent appends of records larger than one write chunk apart', async () => {
    // Node writes a buffer over 512 KiB in several chunks: unqueued, these appends interleave.
    const file = path.join(dir, 'nested', 'enquiries.jsonl');
    const records = Array.from({ length: 6 }, (_, index) => ({
      index,
      message: String.fromCharCode(65 + index).repeat(700_000),
    }));
    await Promise.all(records.map((record) => appendRecord(file, record)));
    const lines = (await readFile(file, 'utf8')).split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1).map((line) => JSON.parse(line) as unknown)).toEqual(records);
  });

  it('goes on after a failed append', async () => {
    const file = path.join(dir, 'after-failure.jsonl');
    await expect(appendRecord(file, { ok: 1 })).resolves.toBeUndefined();
    await expect(appendRecord(path.join(dir, 'after-failure.jsonl', 'not-a-folder'), { no: 1 })).rejects.toThrow();
    await expect(appendRecord(file, { ok: 2 })).resolves.toBeUndefined();
    expect(
      (await readFile(file, 'utf8'))
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual([{ ok: 1 }, { ok: 2 }]);
  });
});
