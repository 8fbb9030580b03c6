/**
 * Holds the page's requestIdleCallback callbacks until its first click has been answered on
 * screen, then hands them to the browser as they were asked for: a click as soon as the page has
 * taken over then comes before anything the page fetches or runs when idle (the anonymous
 * sign-in's SDK, any prefetch), whatever the machine's speed, and that work does not land inside
 * the interaction being timed either (handed over at the press, it ran between press and click).
 */
export const idleHoldScript = `(() => {
  const request = window.requestIdleCallback.bind(window);
  const cancel = window.cancelIdleCallback.bind(window);
  const held = new Map();
  const handedOver = new Map();
  let released = false;
  // Above the browser's own handles, so that cancelling either kind finds the right one.
  let nextId = 2 ** 30;
  window.requestIdleCallback = (callback, options) => {
    if (released) return request(callback, options);
    held.set(nextId, [callback, options]);
    return nextId++;
  };
  window.cancelIdleCallback = (id) => {
    if (held.delete(id)) return;
    cancel(handedOver.get(id) ?? id);
    handedOver.delete(id);
  };
  const release = () => {
    if (released) return;
    released = true;
    for (const [id, [callback, options]] of held) handedOver.set(id, request(callback, options));
    held.clear();
  };
  addEventListener('click', () => requestAnimationFrame(() => setTimeout(release, 0)), { capture: true, once: true });
})();`;
