/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nodeVersionProblem } from './node-version';

const { engines } = JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as {
  engines: { node: string };
};

describe('the Node.js the set-up needs', () => {
  it('is the version package.json asks for, or newer', () => {
    expect(engines.node).toBe('>=20.19.0');
    expect(nodeVersionProblem('20.19.0', engines.node)).toBeUndefined();
    expect(nodeVersionProblem('v22.3.1', engines.node)).toBeUndefined();
    expect(nodeVersionProblem('20.20.0', engines.node)).toBeUndefined();
  });

  it('says what to do in Cloud Shell and on her computer when it is older', () => {
    expect(nodeVersionProblem('20.18.3', engines.node)).toBe(
      "This computer's Node.js is 20.18.3; the set-up needs 20.19.0 or newer. In Google Cloud Shell, type nvm install --lts, then npm install && npm run setup again; on your own computer, install the LTS version from https://nodejs.org.",
    );
    expect(nodeVersionProblem('v18.20.4', engines.node)).toMatch(/^This computer's Node\.js is 18\.20\.4;/);
  });
});
