/**
 * Matching of firebase.json's rules against a decoded site path, as Firebase Hosting documents them:
 * - `headers`, `rewrites` and glob `redirects` sources are globs matched with minimatch (the
 *   matcher of the Firebase emulator), extglobs included (`**\/!(*.*)`, `*.@(html|txt)`);
 * - a redirect source with `:name` segments captures one segment each, `:name*` the rest of the
 *   path, and the destination reuses them;
 * - redirects and rewrites: the first matching rule wins; headers: every matching rule applies,
 *   in order, a later value for the same key replacing an earlier one.
 * `ignore` patterns follow .gitignore: a file is ignored when it or any folder above it matches.
 */
import { minimatch } from 'minimatch';
import type { HostingConfig, RedirectStatus } from './hosting-config';

type PathMatcher = (pathname: string) => Record<string, string> | null;

export type CompiledRules = {
  redirects: { match: PathMatcher; destination: string; status: RedirectStatus }[];
  rewrites: { match: PathMatcher; destination: string }[];
  headers: { match: PathMatcher; headers: { key: string; value: string }[] }[];
  ignore: string[];
};

const PARAMETER = /^:([A-Za-z_][A-Za-z0-9_]*)(\*?)$/;
const GLOB_CHARACTERS = /[*?[\]{}()!+@]/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function globMatcher(glob: string): PathMatcher {
  return (pathname) => (minimatch(pathname, glob) ? {} : null);
}

/** `/blog/:year/:slug*` → a matcher capturing `year` (one segment) and `slug` (the rest). */
function parameterMatcher(source: string): PathMatcher {
  const names: string[] = [];
  const parts = source.split('/').map((segment) => {
    const parameter = PARAMETER.exec(segment);
    if (!parameter) {
      if (GLOB_CHARACTERS.test(segment))
        throw new Error(`redirect source ${source}: a source mixing :parameters and globs is not supported`);
      return escapeRegExp(segment);
    }
    names.push(parameter[1]!);
    return parameter[2] ? '(.*)' : '([^/]+)';
  });
  const pattern = new RegExp(`^${parts.join('/')}$`);
  return (pathname) => {
    const found = pattern.exec(pathname);
    if (!found) return null;
    return Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? '']));
  };
}

export function hasParameters(source: string): boolean {
  return source.split('/').some((segment) => PARAMETER.test(segment));
}

/** A `:name` that is only part of a segment (`/docs/:page.html`): Firebase captures it, this host could not. */
const PARAMETER_IN_SEGMENT = /:[A-Za-z_]/;

function redirectMatcher(source: string): PathMatcher {
  if (source.split('/').some((segment) => !PARAMETER.test(segment) && PARAMETER_IN_SEGMENT.test(segment)))
    throw new Error(`redirect source ${source}: a :parameter that is not a whole segment is not supported`);
  return hasParameters(source) ? parameterMatcher(source) : globMatcher(source);
}

export function compileRules(
  config: Pick<HostingConfig, 'redirects' | 'rewrites' | 'headers' | 'ignore'>,
): CompiledRules {
  return {
    redirects: config.redirects.map((rule) => ({
      match: redirectMatcher(rule.source),
      destination: rule.destination,
      status: rule.type,
    })),
    rewrites: config.rewrites.map((rule) => ({ match: globMatcher(rule.source), destination: rule.destination })),
    headers: config.headers.map((rule) => ({ match: globMatcher(rule.source), headers: rule.headers })),
    ignore: config.ignore,
  };
}

/** Puts the captured values into a destination (`:name` and `:name*` alike). */
function fillDestination(destination: string, values: Record<string, string>): string {
  return destination.replace(
    /:([A-Za-z_][A-Za-z0-9_]*)\*?/g,
    (placeholder, name: string) => values[name] ?? placeholder,
  );
}

/** The first redirect whose source matches: its status and decoded destination path. */
export function findRedirect(
  rules: CompiledRules,
  pathname: string,
): { status: RedirectStatus; pathname: string } | null {
  for (const rule of rules.redirects) {
    const values = rule.match(pathname);
    if (values) return { status: rule.status, pathname: fillDestination(rule.destination, values) };
  }
  return null;
}

/** The destination of the first rewrite whose source matches. */
export function findRewrite(rules: CompiledRules, pathname: string): string | null {
  return rules.rewrites.find((rule) => rule.match(pathname))?.destination ?? null;
}

/** The headers every matching rule sets, later rules winning for the same key (lower-cased). */
export function headersFor(rules: CompiledRules, pathname: string): Map<string, { key: string; value: string }> {
  const headers = new Map<string, { key: string; value: string }>();
  for (const rule of rules.headers) {
    if (!rule.match(pathname)) continue;
    for (const header of rule.headers) headers.set(header.key.toLowerCase(), header);
  }
  return headers;
}

/** Whether a file of the published folder (path relative to it, '/'-separated) is ignored. */
export function isIgnored(rules: Pick<CompiledRules, 'ignore'>, relativePath: string): boolean {
  const segments = relativePath.split('/').filter(Boolean);
  for (let length = 1; length <= segments.length; length++) {
    const candidate = segments.slice(0, length).join('/');
    if (rules.ignore.some((pattern) => minimatch(candidate, pattern, { dot: true }))) return true;
  }
  return false;
}
