/**
 * Which files under content/ really changed. The editor rewrites every file of an album when it
 * saves (both languages, though she changed one), and the file system reports each write: only
 * a file whose bytes differ from what was there before is one she changed, and the one to name.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const fingerprint = (file: string): string =>
  existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : 'gone';

/**
 * Remembers every file under `folder` as it is now; the function it returns says whether a file
 * (relative to `folder`) differs from when it was last asked about, and remembers it as it is.
 */
export function changedContent(folder: string): (file: string) => boolean {
  const known = new Map<string, string>();
  const remember = (relative: string) => known.set(relative, fingerprint(path.join(folder, relative)));
  if (existsSync(folder)) {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) remember(path.relative(folder, path.join(entry.parentPath, entry.name)));
    }
  }
  return (file) => {
    const before = known.get(file);
    remember(file);
    return known.get(file) !== before;
  };
}
