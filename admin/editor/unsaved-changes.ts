/**
 * What the page tells her of changes she has not saved, true to what the editor does with them.
 * The editor may keep a copy of an entry's unsaved changes in this browser (its "backup"), and
 * offers it when she opens the entry again; but only once its preference allows it, she has
 * touched the entry, and the editor has a store for copies in this visit. It has none after she
 * signed in one way and then pressed "Work with Local Repository" (the editor drops its store when
 * it changes the way she works, and opens it again only on a fresh start): so on a browser's first
 * visit to her local editor nothing is kept, and on later ones (the browser remembers she works
 * locally) copies are. The editor writes its copy half a second after her last change; the
 * question before she leaves has the editor write it first, then says a copy is kept only when
 * the editor's store holds one for the entry. A revert puts back what was last saved, and cannot be
 * undone. Pure, but for asking the editor of the copy (admin/editor/leave-guard.ts and start.ts ask the questions).
 */
import type { Question } from './question-dialog';

/**
 * The function the page finds on `globalThis` under this name once the editor has an entry open
 * (admin/vendor/editor-patch.ts, withCopyKeptOnAsk): it has the editor write now the copy it would
 * write half a second after her last change, and answers whether its store then holds a copy of the entry.
 */
export const KEEP_COPY_NOW = 'keepEditorCopyNow';

/**
 * Whether this browser keeps a copy of the unsaved changes of the entry on screen: the editor,
 * asked to write its copy now, holds one.
 */
export async function copyKept(): Promise<boolean> {
  const keepNow = (globalThis as Record<string, unknown>)[KEEP_COPY_NOW];
  if (typeof keepNow !== 'function') return false;
  return (keepNow as () => Promise<boolean>)().catch(() => false);
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
