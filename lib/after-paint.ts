/**
 * Runs `callback` once the browser has painted the next frame: work that need not be on screen
 * at once (updating the address bar, say) then never delays the response to a tap. Returns a
 * function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Once the browser has painted the next frame, calls `callback` with each item in turn, each in a
 * task of its own: work that is short for one item but long for all of them (starting a photo's
 * download, say) then never holds the page's main thread in one long task. Returns a function that
 * cancels the calls not made yet.
 */
export function eachAfterNextPaint<T>(items: readonly T[], callback: (item: T) => void): () => void {
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    if (next >= items.length) return;
    callback(items[next++]!);
    timer = setTimeout(step, 0);
  };
  const cancelPaint = afterNextPaint(step);
  return () => {
    cancelPaint();
    clearTimeout(timer);
  };
}
