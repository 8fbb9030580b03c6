/**
 * Nothing lost by leaving: while the entry she edits has changes not saved, going away from it
 * (the editor's ← and its Escape shortcut, the browser's Back, another entry) asks first, in a
 * dialog of ours, and reloading or closing the page asks through the browser's own question.
 *
 * The editor has no event for leaving an entry and no hook before it does (its events are the
 * entry's save and publish), so this listens where every move between its screens passes: the
 * browser's Navigation API, whose `navigate` event the page may cancel (the editor routes in the
 * address's hash, by history.pushState or history.back()). Whether the entry has unsaved changes
 * is what the editor's own Save button says: it is enabled only then, or for a new entry, and it
 * carries whether the entry is changed (admin/vendor/editor-patch.ts; admin/vendor/couplings.ts
 * stops the build when the editor no longer ties it so).
 */
import { entryShown, leavesEntry } from './entry-route';
import { ask } from './question-dialog';
import { copyKept, leaveQuestion } from './unsaved-changes';

/** The part of the Navigation API this uses (TypeScript's DOM types do not have it yet). */
type NavigateEvent = Event & {
  readonly navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  readonly destination: { readonly url: string; readonly key: string };
};
type Navigation = EventTarget & { traverseTo: (key: string) => unknown };

/**
 * The attribute the editor's Save buttons carry in this bundle (admin/vendor/editor-patch.ts): `true`
 * when the entry differs from what it was opened or last saved as.
 */
export const ENTRY_CHANGED_ATTRIBUTE = 'data-entry-changed';

/**
 * Whether the entry on screen has changes not saved: the editor's Save button (the one whose
 * shortcut it writes as "Ctrl+S", or "Meta+S" on a Mac) is enabled, which it is for a new entry or
 * one changed since opened or saved, and not while saving; and the entry differs from what it was
 * opened with (`data-entry-changed`, admin/vendor/editor-patch.ts), so that a new entry she has
 * neither typed in nor added photos to is left without a question.
 */
function hasUnsavedChanges(): boolean {
  return [...document.querySelectorAll<HTMLButtonElement>('button[aria-keyshortcuts]')].some(
    (button) =>
      /^(Ctrl|Meta)\+S$/.test(button.getAttribute('aria-keyshortcuts') ?? '') &&
      !button.disabled &&
      button.getAttribute('aria-disabled') !== 'true' &&
      button.getAttribute(ENTRY_CHANGED_ATTRIBUTE) === 'true',
  );
}

/** Asks before leaving, in words true to whether this browser holds a copy of her unsaved changes. */
async function askBeforeLeaving(leave: () => void): Promise<void> {
  ask(leaveQuestion(await copyKept()), leave);
}

/** Asks before the editor leaves an entry with unsaved changes, and before the page goes with them. */
export function guardLeaving(): void {
  const navigation = (window as unknown as { navigation?: Navigation }).navigation;
  // Once she chose to leave, the next move goes through (a traversal arrives later than it is asked for).
  let allowNext = false;
  navigation?.addEventListener('navigate', (event) => {
    const navigate = event as NavigateEvent;
    if (allowNext) {
      allowNext = false;
      return;
    }
    if (!navigate.cancelable || navigate.navigationType === 'reload') return;
    if (!leavesEntry(location.href, navigate.destination.url) || !hasUnsavedChanges()) return;
    navigate.preventDefault();
    const { url, key } = navigate.destination;
    const traverse = navigate.navigationType === 'traverse';
    void askBeforeLeaving(() => {
      allowNext = true;
      if (traverse) navigation.traverseTo(key);
      else location.assign(url);
    });
  });
  // The editor tells its screens of a move it made with pushState by a hashchange event of its own;
  // for a move the page cancelled, that event names an address the page is not at, and goes no further.
  window.addEventListener('hashchange', (event) => {
    if (event.isTrusted || event.newURL === location.href) return;
    event.stopImmediatePropagation();
  });
  window.addEventListener('beforeunload', (event) => {
    if (entryShown(location.href) !== undefined && hasUnsavedChanges()) event.preventDefault();
  });
}
