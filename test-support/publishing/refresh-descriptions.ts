/**
 * Writes the vendored excerpts of the services' descriptions (descriptions.ts says which parts)
 * from the pinned versions of their npm packages, and records where each came from in
 * descriptions/sources.json: the package, its version, its tarball's integrity as the registry
 * publishes it, the SHA-256 of each file taken from it and of the excerpt written. The unit tests
 * check the excerpts against that record without the network.
 *
 *   npm run refresh:descriptions              writes the excerpts and the record
 *   npm run refresh:descriptions -- --check   writes nothing; fails when a committed file differs
 *
 * The packages are hundreds of megabytes unpacked (about 50 MB to download, then from npm's
 * cache), so they are packed with npm's own client, never installed.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  asText,
  GITHUB_EXCERPT,
  excerptFile,
  GITHUB_SOURCE,
  githubExcerpt,
  GOOGLE_CLIENTS,
  googleClientExcerpt,
  SOURCES_RECORD,
  type GoogleClient,
  type SourcesRecord,
} from './descriptions';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Files of a published npm package, through npm's own client and cache, with the tarball's integrity. */
function packageFiles(name: string, version: string, files: readonly string[]) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'package-'));
  try {
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', `${name}@${version}`, '--json', '--pack-destination', folder], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    ) as { filename: string; integrity: string }[];
    const tarball = path.join(folder, packed!.filename);
    const texts = files.map((file) =>
      execFileSync('tar', ['-xzOf', tarball, `package/${file}`], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }),
    );
    return { integrity: packed!.integrity, texts };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The excerpts and the record, by the file each is written to. */
function refreshed(): Record<string, string> {
  const github = packageFiles(GITHUB_SOURCE.package, GITHUB_SOURCE.version, [GITHUB_SOURCE.file]);
  const githubText = asText(githubExcerpt(JSON.parse(github.texts[0]!) as Parameters<typeof githubExcerpt>[0]));
  const files: Record<string, string> = { [GITHUB_EXCERPT]: githubText };
  const record: SourcesRecord = {
    [path.basename(GITHUB_EXCERPT)]: {
      package: GITHUB_SOURCE.package,
      version: GITHUB_SOURCE.version,
      integrity: github.integrity,
      files: { [GITHUB_SOURCE.file]: sha256(github.texts[0]!) },
      excerpt: sha256(githubText),
    },
  };
  // Every Google client comes from the same googleapis version: packed once.
  const [{ package: name, version }] = GOOGLE_CLIENTS.map((client) => client.source) as [
    GoogleClient['source'],
    ...unknown[],
  ];
  if (GOOGLE_CLIENTS.some((client) => client.source.package !== name || client.source.version !== version))
    throw new Error('the Google clients are pinned to one googleapis version');
  const packed = packageFiles(
    name,
    version,
    GOOGLE_CLIENTS.flatMap((client) => client.source.files),
  );
  let index = 0;
  for (const client of GOOGLE_CLIENTS) {
    const [js, dts] = client.source.files.map(() => packed.texts[index++]!) as [string, string];
    const text = asText(googleClientExcerpt(client, js, dts));
    files[excerptFile(client)] = text;
    record[client.excerpt] = {
      package: name,
      version,
      integrity: packed.integrity,
      files: { [client.source.files[0]!]: sha256(js), [client.source.files[1]!]: sha256(dts) },
      excerpt: sha256(text),
    };
  }
  return { ...files, [SOURCES_RECORD]: asText(record) };
}

const files = refreshed();
if (process.argv.includes('--check')) {
  const differing = Object.entries(files)
    .filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text)
    .map(([file]) => path.relative(process.cwd(), file));
  if (differing.length > 0) {
    console.error(`Not what the pinned packages publish: ${differing.join(', ')}. Run npm run refresh:descriptions.`);
    process.exit(1);
  }
  console.log('The vendored descriptions are what the pinned packages publish.');
} else {
  for (const [file, text] of Object.entries(files)) writeFileSync(file, text);
  console.log(
    `Wrote ${Object.keys(files)
      .map((file) => path.relative(process.cwd(), file))
      .join(', ')}.`,
  );
}
