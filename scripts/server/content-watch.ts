/**
 * Watches content/ while `npm start` serves, and builds the site again when what is there differs
 * from what the site on show was built from (rebuild-queue.ts decides; `rebuild` builds).
 *
 * The watcher is chokidar, not Node 20's `fs.watch(…, { recursive: true })`: on Linux, Node 20
 * watches each file it found by its inode, and the editor saves a file by writing a temporary one
 * and renaming it over the old, a new inode, so every save after the first of a file went unseen
 * (and a new folder was reported as if it were a file). chokidar watches folders, which see
 * renames. Whatever it reports, or fails to, only prompts a new reading of the content, and a
 * reading every half minute catches what an overflowing event queue would have dropped. A
 * watcher's error is told in a line and watching goes on.
 */
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { readContentState, type ContentState } from './changed-content';
import { rebuildQueue } from './rebuild-queue';

export type ContentWatchOptions = {
  /** The project's folder. */
  root: string;
  /** What the site on show was built from (read before that build started). */
  built: ContentState;
  /** Builds the site; true when it succeeded. */
  rebuild: () => Promise<boolean>;
  log?: (line: string) => void;
  /** The folder watched, inside `root`. */
  folder?: string;
  settleMs?: number;
  /** How often the content is read even without an event. */
  sweepMs?: number;
};

export type ContentWatch = { watcher: FSWatcher; close: () => Promise<void> };

/** Starts watching; resolves once the watcher has looked at every folder (a change from then on is seen). */
export async function watchContent({
  root,
  built,
  rebuild,
  log = console.log,
  folder = 'content',
  settleMs,
  sweepMs = 30_000,
}: ContentWatchOptions): Promise<ContentWatch> {
  const queue = rebuildQueue({
    built,
    read: (previous) => readContentState(root, { folder, previous }),
    rebuild,
    log,
    settleMs,
  });
  const watcher = watch(path.join(root, folder), { ignoreInitial: true });
  watcher.on('all', () => queue.changed());
  watcher.on('error', (error) => {
    log(
      `Watching ${folder}/ ran into a problem (${error instanceof Error ? error.message : String(error)}): it goes on.`,
    );
    queue.changed();
  });
  await new Promise<void>((resolve) => watcher.once('ready', resolve));
  // A save made while the site was being built or the watcher started counts too.
  queue.changed();
  const sweep = setInterval(() => queue.changed(), sweepMs);
  sweep.unref();
  return {
    watcher,
    close: async () => {
      clearInterval(sweep);
      queue.stop();
      await watcher.close();
    },
  };
}
