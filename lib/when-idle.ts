const FALLBACK_DELAY_MS = 1500;

/**
 * Runs `callback` when the browser is idle, at the latest after `timeoutMs`; after a short timer
 * where requestIdleCallback does not exist (Safari). Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, Math.min(FALLBACK_DELAY_MS, timeoutMs));
  return () => window.clearTimeout(timer);
}
