/**
 * firebase.json's redirects of moved pages as text: the file without the redirects of some old
 * addresses (each in both languages and its /en-en form, as lib/hosting/alias-redirects.ts writes
 * them). Each entry is taken out as a whole, every other line kept as written, so the file stays as
 * `npm run redirects` and Prettier lay it out; the result is read back and must hold exactly the
 * redirects expected, or nothing is changed. Pure, for the terminal and the browser alike.
 */
import { englishAliasRedirects } from '@/lib/hosting/alias-redirects';
import type { RedirectRule } from '@/lib/hosting/hosting-config';

export const FIREBASE_FILE = 'firebase.json';

type Config = { hosting?: { redirects?: RedirectRule[] } };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One entry of `redirects` as laid out, from its line's start to its comma (or to the array's end). */
const entryPattern = (rule: RedirectRule) =>
  new RegExp(
    String.raw`\n[ \t]*\{\s*"source":\s*${escape(JSON.stringify(rule.source))},\s*"destination":\s*${escape(JSON.stringify(rule.destination))},\s*"type":\s*${rule.type}\s*\}(,?)`,
  );

const sameRule = (a: RedirectRule) => (b: RedirectRule) =>
  a.source === b.source && a.destination === b.destination && a.type === b.type;

/**
 * The file's text without the redirects of these moved pages (old address → new), or an Error
 * naming what could not be taken out as expected.
 */
export function withoutMovedRedirects(source: string, moved: Readonly<Record<string, string>>): string | Error {
  const gone = englishAliasRedirects({ pagePaths: [], galleryPaths: [], moved });
  let text = source;
  for (const rule of gone) {
    const found = entryPattern(rule).exec(text);
    if (!found) return new Error(`${FIREBASE_FILE} has no redirect from ${rule.source} to ${rule.destination}`);
    // The last entry of the list has no comma: the one before it then loses its own.
    const before = text.slice(0, found.index);
    text =
      found[1] === ','
        ? before + text.slice(found.index + found[0].length)
        : before.replace(/,\s*$/, '') + text.slice(found.index + found[0].length);
  }
  const expected = ((JSON.parse(source) as Config).hosting?.redirects ?? []).filter(
    (rule) => !gone.some(sameRule(rule)),
  );
  let written: RedirectRule[] | undefined;
  try {
    written = (JSON.parse(text) as Config).hosting?.redirects;
  } catch {
    written = undefined;
  }
  if (JSON.stringify(written ?? null) !== JSON.stringify(expected))
    return new Error(`${FIREBASE_FILE}'s redirects could not be taken out as they are laid out`);
  return text;
}
