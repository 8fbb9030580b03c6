/**
 * Calls back once the page has fetched nothing for `quietMs` (no photo, script, font or request
 * has finished loading in that time), and after its load event; at the latest after `maxMs`.
 * Returns a function that cancels it.
 */
export function whenNetworkQuiet(quietMs: number, maxMs: number, callback: () => void): () => void {
  let finished = false;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const finish = () => {
    if (finished) return;
    cancel();
    callback();
  };
  const restart = () => {
    clearTimeout(quietTimer);
    quietTimer = setTimeout(finish, quietMs);
  };
  const start = () => {
    if (finished) return;
    if (typeof PerformanceObserver === 'function') {
      observer = new PerformanceObserver(restart);
      observer.observe({ type: 'resource' });
    }
    restart();
  };
  const deadline = setTimeout(finish, maxMs);
  function cancel() {
    finished = true;
    clearTimeout(quietTimer);
    clearTimeout(deadline);
    observer?.disconnect();
    window.removeEventListener('load', start);
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return cancel;
}
