/** @jest-environment node */
import { chmodSync, statSync } from 'node:fs';
import { temporaryFolder } from '@/test-support/temporary-folders';
import { parseSavedAnswers, savedAnswersFile } from './saved-answers';

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

  it('writes them readable by her alone, even over a file that was not', () => {
    const saved = savedAnswersFile(temporaryFolder('saved-answers'));
    saved.write({ repository: 'marta/site' });
    chmodSync(saved.file, 0o644);
    saved.write({ githubToken: 'github_pat_2' });
    expect(statSync(saved.file).mode & 0o777).toBe(0o600);
    expect(saved.read()).toEqual({ githubToken: 'github_pat_2' });
  });
});
