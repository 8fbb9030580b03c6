/**
 * Puts a build on Firebase Hosting as a new version, with the REST calls the firebase CLI makes:
 * firebase.json's hosting rules become the version's serving configuration, with noindex on every
 * path while the build's own robots.txt keeps search engines out (lib/hosting/search-engines.ts),
 * so the version carries its decision to any channel it is released on; each file of out/ is
 * named by the SHA-256 of its gzipped bytes, and the host asks only for the hashes it does not
 * already hold (a photo uploaded once is never sent again); then the version is finalized. Making
 * it what a channel serves is a separate release, so the version can be recorded before anything
 * changes for a visitor.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { compileRules, isIgnored } from '../../lib/hosting/host-rules';
import type { HostingConfig } from '../../lib/hosting/hosting-config';
import { readHostingConfig, readRobotsTxt } from '../../lib/hosting/read-hosting-config';
import { keepsSearchEnginesOut, servedHostingConfig } from '../../lib/hosting/search-engines';
import type { Hosting } from './apis';

/** The serving configuration of a version (Firebase Hosting's ServingConfig), as the CLI derives it from firebase.json. */
export function servingConfig(config: HostingConfig) {
  return {
    headers: config.headers.map(({ source, headers }) => ({
      glob: source,
      headers: Object.fromEntries(headers.map(({ key, value }) => [key, value])),
    })),
    redirects: config.redirects.map(({ source, destination, type }) => ({
      glob: source,
      location: destination,
      statusCode: type,
    })),
    rewrites: config.rewrites.map(({ source, destination }) => ({ glob: source, path: destination })),
    cleanUrls: config.cleanUrls,
    ...(config.trailingSlash === undefined ? {} : { trailingSlashBehavior: config.trailingSlash ? 'ADD' : 'REMOVE' }),
  };
}

/** The published files, relative to the published folder with '/' separators, without the ignored ones. */
function publishedFiles(folder: string, config: Pick<HostingConfig, 'ignore'>): string[] {
  const rules = compileRules({ redirects: [], rewrites: [], headers: [], ignore: config.ignore });
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(folder, relative), { withFileTypes: true })) {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (isIgnored(rules, child)) continue;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) files.push(child);
    }
  };
  walk('');
  return files.sort();
}

/** A file as the host stores it: gzipped (deterministically: no name, no time), named by the SHA-256 of those bytes. */
export function hostedFile(bytes: Buffer): { hash: string; gzipped: Buffer } {
  const gzipped = gzipSync(bytes, { level: 6 });
  return { hash: createHash('sha256').update(gzipped).digest('hex'), gzipped };
}

const POPULATE_BATCH = 1000;
const UPLOAD_CONCURRENCY = 8;

/** Deploys the project's published folder as a new, finalized version and returns its name (sites/<site>/versions/<id>). */
export async function deployVersion(
  host: Hosting,
  { projectRoot, labels, log }: { projectRoot: string; labels: Record<string, string>; log: (line: string) => void },
): Promise<string> {
  const config = readHostingConfig(projectRoot);
  const folder = path.join(projectRoot, config.public);
  const byHash = new Map<string, string>();
  const files: Record<string, string> = {};
  for (const file of publishedFiles(folder, config)) {
    const { hash } = hostedFile(readFileSync(path.join(folder, file)));
    files[`/${file}`] = hash;
    byHash.set(hash, file);
  }
  const closed = keepsSearchEnginesOut(readRobotsTxt(folder));
  const versionName = await host.createVersion(servingConfig(servedHostingConfig(config, closed)), labels);
  const entries = Object.entries(files);
  const required = new Set<string>();
  let uploadUrl = '';
  for (let start = 0; start < entries.length; start += POPULATE_BATCH) {
    const answer = await host.populateFiles(
      versionName,
      Object.fromEntries(entries.slice(start, start + POPULATE_BATCH)),
    );
    for (const hash of answer.uploadRequiredHashes) required.add(hash);
    uploadUrl = answer.uploadUrl || uploadUrl;
  }
  const queue = [...required];
  const upload = async () => {
    for (let hash = queue.pop(); hash !== undefined; hash = queue.pop()) {
      const file = byHash.get(hash);
      if (file === undefined) throw new Error(`the host asked for ${hash}, which no file of this build has`);
      await host.upload(uploadUrl, hash, hostedFile(readFileSync(path.join(folder, file))).gzipped);
    }
  };
  await Promise.all(Array.from({ length: UPLOAD_CONCURRENCY }, upload));
  await host.finalize(versionName);
  log(
    `Version ${versionName}: ${entries.length} files, ${required.size} of them new to the host; ${closed ? 'kept out of search engines (its robots.txt is closed: X-Robots-Tag: noindex on every path)' : 'open to search engines'}.`,
  );
  return versionName;
}
