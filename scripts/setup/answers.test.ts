/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { emailOfSite, projectOfFirebaserc, signInProblem, siteAddress } from './answers';

describe('what npm run setup finds before asking', () => {
  it('reads the default project of a .firebaserc, and nothing from a broken one', () => {
    expect(projectOfFirebaserc('{"projects":{"default":"luz-do-sul-photo"}}')).toBe('luz-do-sul-photo');
    expect(projectOfFirebaserc('{"projects":{}}')).toBeUndefined();
    expect(projectOfFirebaserc('{')).toBeUndefined();
  });

  it('takes her e-mail from her settings, but not the demo’s', () => {
    const shipped = readFileSync(path.resolve(__dirname, '../../content/settings/site.yml'), 'utf8');
    expect(emailOfSite(shipped)).toBeUndefined();
    expect(emailOfSite(shipped.replace(/^email: .*$/m, 'email: marta@luzdosul.pt'))).toBe('marta@luzdosul.pt');
  });

  it('writes her address as the variable holds it', () => {
    expect(siteAddress('www.luzdosul.pt')).toBe('https://www.luzdosul.pt');
    expect(siteAddress(' https://www.luzdosul.pt/ ')).toBe('https://www.luzdosul.pt');
    expect(siteAddress('http://www.luzdosul.pt')).toBeUndefined();
    expect(siteAddress('luzdosul')).toBeUndefined();
  });

  it('says which tool to install, or how to sign in with it', () => {
    expect(signInProblem('gh', Object.assign(new Error('spawn gh ENOENT'), { code: 'ENOENT' }))).toBe(
      'GitHub’s tool gh is not installed: install it from https://cli.github.com, run gh auth login, then npm run setup again.',
    );
    expect(signInProblem('gcloud', Object.assign(new Error('exit 1'), { code: 1 }))).toBe(
      'Google Cloud’s tool gcloud is not signed in: run gcloud auth login, then npm run setup again.',
    );
  });
});
