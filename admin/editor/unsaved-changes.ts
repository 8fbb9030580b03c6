/**
 * What the page tells her of changes she has not saved, true to what the editor does with them.
 * The editor may keep a copy of an entry's unsaved changes in this browser (its "backup"), and
 * offers it when she opens the entry again; but only once its preference allows it, she has
 * touched the entry, half a second has passed, and the editor's store was ready when she signed in
 * (on her computer, after "Work with Local Repository", it is not). So the question before she
 * leaves says a copy is kept only when this browser holds one for the entry. A revert puts back
 * what was last saved, and cannot be undone. Pure, but for reading the copy
 * (admin/editor/leave-guard.ts and start.ts ask the questions).
 */
import { entryShown } from './entry-route';
import type { Question } from './question-dialog';
import { BACKUP_STORE } from '@/admin/vendor/names';

/** The key of the copy of the entry an editor's address shows, none when it shows none. */
export function backupKey(url: string): [string, string] | undefined {
  const entry = entryShown(url);
  if (entry === undefined) return undefined;
  const [collection, ...rest] = entry.split('/');
  const where = rest.join('/');
  return [collection!, where === 'new' ? '' : where.replace(/^entries\//, '')];
}

/** Whether a database of this browser holds a copy of the entry `key` names. */
export async function backupExists(key: [string, string]): Promise<boolean> {
  const databases = await indexedDB.databases().catch(() => []);
  for (const { name } of databases) {
    if (!name) continue;
    const found = await new Promise<boolean>((resolve) => {
      const opening = indexedDB.open(name);
      opening.onerror = () => resolve(false);
      opening.onsuccess = () => {
        const database = opening.result;
        if (!database.objectStoreNames.contains(BACKUP_STORE)) {
          database.close();
          return resolve(false);
        }
        const reading = database.transaction(BACKUP_STORE).objectStore(BACKUP_STORE).count(key);
        reading.onsuccess = () => (database.close(), resolve(reading.result > 0));
        reading.onerror = () => (database.close(), resolve(false));
      };
    });
    if (found) return true;
  }
  return false;
}

/** The question before she leaves an entry with unsaved changes, as true with or without a copy kept. */
export const leaveQuestion = (kept: boolean): Question => ({
  id: 'leave-unsaved',
  title: 'Leave without saving?',
  text: kept
    ? 'Your changes since you last saved are not on your site. This browser keeps a copy of them, and offers it when you open this again. Stay, then press Save to keep them on your site.'
    : 'The changes since you last saved would be lost. Stay, then press Save to keep them.',
  stay: 'Stay',
  go: 'Leave without saving',
});

/** The question before "Revert All Changes" puts back what was last saved. */
export const REVERT_QUESTION: Question = {
  id: 'revert-all',
  title: 'Revert all changes?',
  text: 'Every change since you last saved goes, in both languages, and what you last saved comes back. This cannot be undone.',
  stay: 'Keep my changes',
  go: 'Revert all changes',
};

/**
 * The function the page puts on `globalThis` under this name, which the editor's "Revert All
 * Changes" calls with its revert (admin/vendor/editor-patch.ts): the revert runs once she confirms.
 */
export const ASK_BEFORE_REVERT = 'askBeforeRevertingAll';
