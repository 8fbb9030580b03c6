/**
 * The `hosting` section of firebase.json, read and checked. The static host applies the parts of
 * Firebase Hosting's configuration this site uses; anything else is refused when the host starts,
 * so a rule that would work differently on Firebase never goes unnoticed locally.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isSameSitePath } from './request-target';

type HeaderRule = { source: string; headers: { key: string; value: string }[] };
export type RedirectRule = { source: string; destination: string; type: RedirectStatus };
type RewriteRule = { source: string; destination: string };
export type RedirectStatus = 301 | 302 | 303 | 307 | 308;

export type HostingConfig = {
  /** The folder that is published, relative to the project root. */
  public: string;
  ignore: string[];
  cleanUrls: boolean;
  /** `undefined` leaves both forms alone (Firebase's default), as in firebase.json. */
  trailingSlash: boolean | undefined;
  redirects: RedirectRule[];
  rewrites: RewriteRule[];
  headers: HeaderRule[];
};

const KNOWN_KEYS = new Set(['public', 'ignore', 'cleanUrls', 'trailingSlash', 'redirects', 'rewrites', 'headers']);
const REDIRECT_STATUSES: readonly number[] = [301, 302, 303, 307, 308];

class HostingConfigError extends Error {
  constructor(message: string) {
    super(`firebase.json hosting: ${message}`);
    this.name = 'HostingConfigError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function list(value: unknown, where: string): unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new HostingConfigError(`${where} must be a list`);
  return value;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || value === '') throw new HostingConfigError(`${where} must be a non-empty string`);
  return value;
}

function ruleOf(value: unknown, where: string, keys: readonly string[]): Record<string, unknown> {
  if (!isRecord(value)) throw new HostingConfigError(`${where} must be an object`);
  for (const key of Object.keys(value)) {
    if (!keys.includes(key)) {
      throw new HostingConfigError(
        `${where}.${key} is not supported by the local host (only ${keys.join(', ')}); regex sources and function rewrites would behave differently here than on Firebase`,
      );
    }
  }
  return value;
}

/** Checks a parsed `hosting` object and fills in Firebase's defaults. */
export function parseHostingConfig(value: unknown): HostingConfig {
  if (!isRecord(value)) throw new HostingConfigError('the hosting section must be an object');
  for (const key of Object.keys(value)) {
    if (!KNOWN_KEYS.has(key)) throw new HostingConfigError(`"${key}" is not supported by the local host`);
  }
  if (value.cleanUrls !== undefined && typeof value.cleanUrls !== 'boolean')
    throw new HostingConfigError('cleanUrls must be true or false');
  if (value.trailingSlash !== undefined && typeof value.trailingSlash !== 'boolean')
    throw new HostingConfigError('trailingSlash must be true or false');

  const redirects = list(value.redirects, 'redirects').map((item, index): RedirectRule => {
    const where = `redirects[${index}]`;
    const rule = ruleOf(item, where, ['source', 'destination', 'type']);
    const destination = text(rule.destination, `${where}.destination`);
    // Firebase allows redirects to other sites; this site has none, and a rule that could send a
    // visitor elsewhere is exactly what must never slip in: an open redirect.
    if (!isSameSitePath(destination))
      throw new HostingConfigError(
        `${where}.destination must be a path on this site starting with one "/" (got ${JSON.stringify(destination)})`,
      );
    const type = rule.type ?? 301;
    if (typeof type !== 'number' || !REDIRECT_STATUSES.includes(type))
      throw new HostingConfigError(`${where}.type must be one of ${REDIRECT_STATUSES.join(', ')}`);
    return { source: text(rule.source, `${where}.source`), destination, type: type as RedirectStatus };
  });

  const rewrites = list(value.rewrites, 'rewrites').map((item, index): RewriteRule => {
    const where = `rewrites[${index}]`;
    const rule = ruleOf(item, where, ['source', 'destination']);
    const destination = text(rule.destination, `${where}.destination`);
    if (!isSameSitePath(destination))
      throw new HostingConfigError(`${where}.destination must be a file path starting with one "/"`);
    return { source: text(rule.source, `${where}.source`), destination };
  });

  const headers = list(value.headers, 'headers').map((item, index): HeaderRule => {
    const where = `headers[${index}]`;
    const rule = ruleOf(item, where, ['source', 'headers']);
    return {
      source: text(rule.source, `${where}.source`),
      headers: list(rule.headers, `${where}.headers`).map((header, at) => {
        const entry = ruleOf(header, `${where}.headers[${at}]`, ['key', 'value']);
        return {
          key: text(entry.key, `${where}.headers[${at}].key`),
          value: typeof entry.value === 'string' ? entry.value : text(entry.value, `${where}.headers[${at}].value`),
        };
      }),
    };
  });

  return {
    public: text(value.public, 'public'),
    ignore: list(value.ignore, 'ignore').map((pattern, index) => text(pattern, `ignore[${index}]`)),
    cleanUrls: value.cleanUrls === true,
    trailingSlash: value.trailingSlash,
    redirects,
    rewrites,
    headers,
  };
}

/** The `hosting` section of `<projectRoot>/firebase.json`. */
export function readHostingConfig(projectRoot: string = process.cwd()): HostingConfig {
  const file = path.join(projectRoot, 'firebase.json');
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isRecord(parsed)) throw new HostingConfigError(`${file} must hold a JSON object`);
  return parseHostingConfig(parsed.hosting);
}
