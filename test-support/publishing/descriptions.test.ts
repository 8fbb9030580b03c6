/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  asText,
  excerptFile,
  GITHUB_EXCERPT,
  GITHUB_OPERATIONS,
  GITHUB_PERMISSIONS_EXCERPT,
  GITHUB_SOURCE,
  githubExcerpt,
  GOOGLE_CLIENTS,
  HOSTING_EXCERPT,
  HOSTING_METHODS,
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
  type Source = { package: string; version: string; files: readonly string[] };
  it.each<[string, string, Source]>([
    [path.basename(GITHUB_EXCERPT), GITHUB_EXCERPT, { ...GITHUB_SOURCE, files: [GITHUB_SOURCE.file] }],
    ...GOOGLE_CLIENTS.map((client): [string, string, Source] => [client.excerpt, excerptFile(client), client.source]),
  ])('%s is the excerpt the refresh wrote from the pinned package', (name, file, source) => {
    const recorded = record[name];
    expect(recorded).toMatchObject({ package: source.package, version: source.version, excerpt: sha256(file) });
    expect(Object.keys(recorded!.files)).toEqual(source.files);
    const { source: written } = readExcerpt<{ source: unknown }>(file);
    expect(written).toEqual(name === path.basename(GITHUB_EXCERPT) ? GITHUB_SOURCE : source);
  });

  it('record no excerpt that is not written from a pinned package', () => {
    expect(Object.keys(record).toSorted()).toEqual(
      [path.basename(GITHUB_EXCERPT), ...GOOGLE_CLIENTS.map((client) => client.excerpt)].toSorted(),
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

  it('hold the fine-grained permission of GitHub routes the excerpt has, copied from a named commit of GitHub’s docs', () => {
    const excerpt = readExcerpt<{
      source: { repository: string; path: string; commit: string };
      permissions: Record<
        string,
        { title: string; permissions: { verb: string; requestPath: string; access: string }[] }
      >;
    }>(GITHUB_PERMISSIONS_EXCERPT);
    expect(excerpt.source).toEqual({
      repository: 'github/docs',
      path: 'src/github-apps/data/fpt-2022-11-28/fine-grained-pat-permissions.json',
      commit: expect.stringMatching(/^[0-9a-f]{40}$/) as unknown,
    });
    const routes = Object.values(excerpt.permissions).flatMap(({ permissions }) =>
      permissions.map(({ verb, requestPath }) => [verb, requestPath]),
    );
    for (const route of routes) expect(GITHUB_OPERATIONS.map((operation) => [...operation])).toContainEqual(route);
    // Each route under one permission only.
    expect(new Set(routes.map((route) => route.join(' '))).size).toBe(routes.length);
  });

  it('hold exactly the Firebase Hosting methods listed', () => {
    const { methods } = readExcerpt<{ methods: Record<string, unknown> }>(HOSTING_EXCERPT);
    expect(Object.keys(methods)).toEqual([...HOSTING_METHODS]);
  });

  it.each(GOOGLE_CLIENTS.map((client) => [client.excerpt, client] as const))(
    '%s holds exactly the methods listed',
    (_, client) => {
      const { methods } = readExcerpt<{ methods: Record<string, unknown> }>(excerptFile(client));
      expect(Object.keys(methods)).toEqual([...client.methods]);
    },
  );
});
