/**
 * `npm start` builds the site again by itself when a file under content/ changes, so a saved
 * edit shows on reload without a restart. The editor writes an album's files one after the other:
 * the build waits until the writes settle, runs one at a time, and a change made during a build
 * runs one more build after it (the running one may have read the file before it changed).
 */
export function rebuildQueue(rebuild: () => Promise<void>, settleMs = 1000): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      await rebuild();
    } finally {
      running = false;
      if (again) {
        again = false;
        void run();
      }
    }
  };
  return () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), settleMs);
  };
}
