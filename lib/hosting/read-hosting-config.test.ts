/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readHostingConfig, readRobotsTxt } from './read-hosting-config';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'read-hosting-config-'));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('readHostingConfig', () => {
  it('reads the hosting section of the project’s firebase.json, with the defaults filled in', () => {
    writeFileSync(path.join(folder, 'firebase.json'), JSON.stringify({ hosting: { public: 'out', cleanUrls: true } }));
    expect(readHostingConfig(folder)).toMatchObject({ public: 'out', cleanUrls: true, redirects: [] });
  });

  it.each([
    ['without a hosting section', '{ "firestore": {} }'],
    ['that is null', 'null'],
  ])('refuses a firebase.json %s, naming its hosting section', (_, json) => {
    writeFileSync(path.join(folder, 'firebase.json'), json);
    expect(() => readHostingConfig(folder)).toThrow(/^firebase\.json hosting/);
  });
});

describe('readRobotsTxt', () => {
  it('reads the build’s robots.txt as text', () => {
    writeFileSync(path.join(folder, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    expect(readRobotsTxt(folder)).toBe('User-agent: *\nDisallow: /\n');
  });

  it('answers null when the build has no robots.txt', () => {
    expect(readRobotsTxt(folder)).toBeNull();
  });

  it('passes on any other error than a missing file', () => {
    mkdirSync(path.join(folder, 'robots.txt'));
    expect(() => readRobotsTxt(folder)).toThrow(/^EISDIR/);
  });
});
