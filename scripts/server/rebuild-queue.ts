/**
 * `npm start` builds the site again by itself when something under content/ changes, so a saved
 * edit shows on reload without a restart. What is built is decided from the content itself, not
 * from which events the watcher reported: after any event, once the writes settle (the editor
 * writes an album's files one after the other), the content is read and compared with what the
 * last build was made from; it is built again when they differ. A missed or merged event is
 * then harmless, and a file written again with the same bytes builds nothing.
 *
 * One build runs at a time. A change made during a build is named at once and builds exactly once
 * more after it (the running build may have read the file before it changed). Nothing here can end
 * the process: a failed build, or a reading that went wrong, is told in a line and watching goes on.
 */
import { contentChanges, nameChanges, type ContentState } from './changed-content';

export type RebuildQueueOptions = {
  /** What the site on show was built from. */
  built: ContentState;
  /** The content as it is now (`previous` spares reading files that did not change). */
  read: (previous: ContentState) => ContentState;
  /** Builds the site; true when it succeeded (its own messages go to the terminal). */
  rebuild: () => Promise<boolean>;
  log: (line: string) => void;
  /** How long the writes must pause before the content is read. */
  settleMs?: number;
};

export type RebuildQueue = {
  /** Something under content/ may have changed. */
  changed: () => void;
  stop: () => void;
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function rebuildQueue({ built, read, rebuild, log, settleMs = 1000 }: RebuildQueueOptions): RebuildQueue {
  /** What the last build (running or done) was made from. */
  let base = built;
  /** The last reading: a change is named once, when it is first seen. */
  let seen = built;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let building = false;
  let lookAgain = false;
  let stopped = false;

  const tellUnreadable = (now: ContentState) => {
    for (const [file, reason] of now.unreadable) {
      if (seen.unreadable.get(file) !== reason)
        log(`${file} could not be read (${reason}): the site is built without it until it can be.`);
    }
  };

  async function build() {
    building = true;
    let outcome: string;
    try {
      outcome = (await rebuild())
        ? 'The site is built again with your change: reload the page to see it.'
        : 'The build stopped (its message is above): the site on show is the one before the change.';
    } catch (error) {
      outcome = `The build could not run (${messageOf(error)}): the site on show is the one before the change.`;
    }
    building = false;
    if (stopped) return;
    log(`\n${outcome}`);
    if (lookAgain) {
      lookAgain = false;
      // Writes still coming in: their own reading, once they settle, builds.
      if (timer === undefined) look();
    }
  }

  function look() {
    timer = undefined;
    if (stopped) return;
    let now: ContentState;
    try {
      now = read(seen);
    } catch (error) {
      return log(`content/ could not be read (${messageOf(error)}): it is read again at the next change.`);
    }
    tellUnreadable(now);
    if (building) {
      const meanwhile = contentChanges(seen, now);
      seen = now;
      if (meanwhile.length === 0) return;
      log(`\n${nameChanges(meanwhile)} changed during the build: the site is built again once it ends.`);
      lookAgain = true;
      return;
    }
    seen = now;
    const changes = contentChanges(base, now);
    if (changes.length === 0) return;
    log(`\n${nameChanges(changes)} changed: building the site again (about two minutes)…`);
    base = now;
    void build();
  }

  return {
    changed: () => {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(look, settleMs);
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
