import { COMMIT, READ_FILES, refusalWords, SAVE_VARIABLES } from './github-words';

describe('a token GitHub refuses, in her words', () => {
  const words = (step: typeof READ_FILES, accepted: string | null) =>
    refusalWords(step, { status: 403, accepted }, 'rita/site');

  it('names the permission GitHub’s refusal asks for, as the token’s page names it', () => {
    expect(words(READ_FILES, 'contents=write')).toMatch(/: set Contents: Read and write on github\.com: /);
    expect(words(READ_FILES, 'contents=read, statuses=read')).toMatch(
      /: set Contents: Read-only, Commit statuses: Read-only on github\.com: /,
    );
  });

  it('asks at least for what the step needs: a write refused at its first read is asked for whole', () => {
    expect(words(SAVE_VARIABLES, 'actions_variables=read')).toMatch(/: set Variables: Read and write on github\.com: /);
  });

  it('names what the step needs when the refusal cannot be read (a browser is not shown GitHub’s header)', () => {
    expect(words(COMMIT, null)).toBe(
      'Your editor token may not change your site’s files on GitHub: set Contents: Read and write on github.com: your picture → Settings → Developer settings → Personal access tokens → Fine-grained tokens → the token → Edit, save the token, then try again.',
    );
  });

  it('tells a refusal that is not a protected branch as GitHub put it', () => {
    expect(refusalWords(COMMIT, { status: 422, said: 'Object does not exist' }, 'rita/site')).toBe(
      'GitHub refused to change your site’s files on GitHub (422) (GitHub said: “Object does not exist”): try again, and if it says the same, ask whoever looks after the site’s code.',
    );
  });
});
