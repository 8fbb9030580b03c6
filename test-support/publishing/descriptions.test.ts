/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  asText,
  GITHUB_EXCERPT,
  GITHUB_OPERATIONS,
  GITHUB_SOURCE,
  githubExcerpt,
  HOSTING_EXCERPT,
  HOSTING_METHODS,
  HOSTING_SOURCE,
  readExcerpt,
  SOURCES_RECORD,
  type SourcesRecord,
} from './descriptions';

/*
 * Without the network: the packages are compared with the excerpts by `npm run refresh:descriptions
 * -- --check`, which packs them; here the committed files are held to what that refresh recorded
 * and to the pins and lists of descriptions.ts.
 */
const record = readExcerpt<SourcesRecord>(SOURCES_RECORD);
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('the vendored descriptions the stand-in is held to', () => {
  it.each([
    [path.basename(GITHUB_EXCERPT), GITHUB_EXCERPT, GITHUB_SOURCE.package, GITHUB_SOURCE.version, [GITHUB_SOURCE.file]],
    [
      path.basename(HOSTING_EXCERPT),
      HOSTING_EXCERPT,
      HOSTING_SOURCE.package,
      HOSTING_SOURCE.version,
      HOSTING_SOURCE.files,
    ],
  ])('%s is the excerpt the refresh wrote from the pinned package', (name, file, packageName, version, files) => {
    const recorded = record[name];
    expect(recorded).toMatchObject({ package: packageName, version, excerpt: sha256(file) });
    expect(Object.keys(recorded!.files)).toEqual(files);
    expect(readExcerpt<{ source: unknown }>(file).source).toEqual(
      packageName === GITHUB_SOURCE.package ? GITHUB_SOURCE : HOSTING_SOURCE,
    );
  });

  it('hold exactly the GitHub operations listed, with every component they refer to', () => {
    const excerpt = readExcerpt<Parameters<typeof githubExcerpt>[0]>(GITHUB_EXCERPT);
    expect(asText(githubExcerpt(excerpt))).toBe(readFileSync(GITHUB_EXCERPT, 'utf8'));
    const operations = Object.entries(excerpt.paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => [method, route]),
    );
    expect(operations.toSorted()).toEqual(GITHUB_OPERATIONS.map((operation) => [...operation]).toSorted());
  });

  it('hold exactly the Firebase Hosting methods listed', () => {
    const { methods } = readExcerpt<{ methods: Record<string, unknown> }>(HOSTING_EXCERPT);
    expect(Object.keys(methods)).toEqual([...HOSTING_METHODS]);
  });
});
