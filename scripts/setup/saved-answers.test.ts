/** @jest-environment node */
import { chmodSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { temporaryFolder } from '@/test-support/temporary-folders';
import { parseSavedAnswers, savedAnswersFile } from './saved-answers';

/** Called after every write to the disk, to see the files as they are at that moment. */
let mockAfterWrite: (() => void) | undefined;
jest.mock('node:fs', () => {
  const actual = jest.requireActual<typeof import('node:fs')>('node:fs');
  const watched =
    <Args extends unknown[], Result>(write: (...args: Args) => Result) =>
    (...args: Args): Result => {
      const result = write(...args);
      mockAfterWrite?.();
      return result;
    };
  return {
    ...actual,
    writeSync: watched(actual.writeSync),
    writeFileSync: watched(actual.writeFileSync),
    appendFileSync: watched(actual.appendFileSync),
    renameSync: watched(actual.renameSync),
    copyFileSync: watched(actual.copyFileSync),
  };
});

describe('her kept answers', () => {
  it('keeps what she answered, and drops a field that is not what it should be', () => {
    expect(
      parseSavedAnswers(
        JSON.stringify({
          githubToken: 'github_pat_1',
          repository: 'marta/site',
          project: { id: 'luz-do-sul-photo', name: 'Luz do Sul' },
          domain: 42,
          geminiKeyProject: ' ',
        }),
      ),
    ).toEqual({
      githubToken: 'github_pat_1',
      repository: 'marta/site',
      project: { id: 'luz-do-sul-photo', name: 'Luz do Sul' },
    });
    expect(parseSavedAnswers('{')).toEqual({});
    expect(parseSavedAnswers('null')).toEqual({});
  });

  it('never lets others read her token, not even while writing over a file that others could read', () => {
    const saved = savedAnswersFile(temporaryFolder('saved-answers'));
    const folder = path.dirname(saved.file);
    // A file kept before, readable by everyone (made by hand, or copied).
    saved.write({ repository: 'marta/site' });
    chmodSync(saved.file, 0o644);
    writeFileSync(saved.file, JSON.stringify({ repository: 'marta/site' }));
    const token = 'github_pat_11ABC0her0own0token';
    const seen: string[] = [];
    mockAfterWrite = () => {
      for (const name of readdirSync(folder)) {
        const file = path.join(folder, name);
        if (readFileSync(file, 'utf8').includes(token))
          seen.push(`${name} ${(statSync(file).mode & 0o777).toString(8)}`);
      }
    };
    try {
      saved.write({ githubToken: token });
    } finally {
      mockAfterWrite = undefined;
    }
    // Each moment her token was on the disk, the file holding it was hers alone.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((each) => !each.endsWith(' 600'))).toEqual([]);
    expect(statSync(saved.file).mode & 0o777).toBe(0o600);
    expect(saved.read()).toEqual({ githubToken: token });
    // Nothing is left beside it.
    expect(readdirSync(folder)).toEqual(['setup.json']);
  });
});
