/**
 * Holds the page's requestIdleCallback callbacks until its first press, then hands them to the
 * browser as they were asked for: a press as soon as the page has taken over then comes before
 * anything the page fetches when idle (the gallery viewer's code), whatever the machine's speed.
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
  addEventListener('pointerdown', () => {
    if (released) return;
    released = true;
    for (const [id, [callback, options]] of held) handedOver.set(id, request(callback, options));
    held.clear();
  }, { capture: true });
})();`;
