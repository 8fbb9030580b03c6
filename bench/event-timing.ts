import { HYDRATED_ATTRIBUTE } from '../lib/hydration';

/** An Event Timing entry as the page hands it over. */
export type EventEntry = { interactionId: number; name: string; startTime: number; duration: number };

/** Smallest duration the browser reports; an interaction faster than this leaves no entry. */
export const durationThresholdMs = 16;

/** A key no page handles, pressed after each measured interaction (see `observerScript`). */
export const sentinelKey = { key: 'F13', code: 'F13', windowsVirtualKeyCode: 124 } as const;

/**
 * Installed before the page's own scripts. Collects the `event` entries that belong to an
 * interaction; and since the browser reports an interaction only after its next paint, and not at
 * all below the threshold, a sentinel key press that is always slow (it blocks for 30 ms) tells when
 * every earlier entry has arrived: entries are reported in the order of their frames.
 * The waits are promises inside the page: Playwright's polling waits evaluate strings, which the
 * site's CSP forbids. Plain source text: functions passed from here would carry tsx's helpers
 * into the page.
 */
export const observerScript = `(() => {
  const state = { entries: [], sentinelStart: null, sentinelsPressed: 0, sentinelsSeen: 0, waiters: [], lastPointerDown: null, dialogsShown: [] };
  Object.defineProperty(window, '__perfEventTiming', { value: state });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      state.entries.push({ interactionId: entry.interactionId, name: entry.name, startTime: entry.startTime, duration: entry.duration });
      if (state.sentinelStart === null || Math.abs(entry.startTime - state.sentinelStart) >= 1) continue;
      state.sentinelsSeen = state.sentinelsPressed;
      for (const waiter of state.waiters.splice(0)) waiter();
    }
  }).observe({ type: 'event', durationThreshold: ${durationThresholdMs}, buffered: true });
  addEventListener('keydown', (event) => {
    if (event.key !== '${sentinelKey.key}') return;
    state.sentinelStart = event.timeStamp;
    state.sentinelsPressed += 1;
    const until = performance.now() + 30;
    while (performance.now() < until) {}
  }, true);
  addEventListener('pointerdown', (event) => { state.lastPointerDown = event.timeStamp; }, true);
  // When a dialog opens (a <dialog> shown, or an element with the dialog role added): the end of
  // the first frame after it, once its code has arrived and run.
  const dialogSelector = 'dialog[open], [role="dialog"]';
  const opensDialog = (record) =>
    record.type === 'attributes'
      ? record.target.localName === 'dialog' && record.target.open
      : [...record.addedNodes].some((node) => node.nodeType === 1 && (node.matches(dialogSelector) || node.querySelector(dialogSelector)));
  new MutationObserver((records) => {
    if (records.some(opensDialog)) requestAnimationFrame(() => setTimeout(() => state.dialogsShown.push(performance.now())));
  }).observe(document, { subtree: true, childList: true, attributeFilter: ['open'] });
  state.whenSentinelSeen = (count) => new Promise((resolve) => {
    const check = () => (state.sentinelsSeen >= count ? resolve(state.entries) : state.waiters.push(check));
    check();
  });
  // Until <html> says the page has taken over, the boot loader holds a press back to repeat it
  // then (a build without a boot loader never says so: React's hold on the element is enough).
  const saysTakenOver = () => document.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}') || !document.querySelector('script[data-load]');
  // React holds the element, or, for markup React writes as HTML (a gallery's photos), the
  // nearest element it holds around it.
  const heldByReact = (element) => {
    for (let node = element; node; node = node.parentElement)
      if (Object.keys(node).some((key) => key.startsWith('__reactFiber$'))) return true;
    return false;
  };
  state.whenHydrated = (element) => new Promise((resolve) => {
    const check = () => (heldByReact(element) && saysTakenOver() ? resolve(true) : requestAnimationFrame(check));
    check();
  });
})();`;

/** What the observer script adds to the page's window. */
export type PageEventTiming = {
  lastPointerDown: number | null;
  /** performance.now() after the first frame that showed each dialog opening. */
  dialogsShown: number[];
  /** Resolves with every entry once the `count`th sentinel press has been reported. */
  whenSentinelSeen: (count: number) => Promise<EventEntry[]>;
  whenHydrated: (element: Element) => Promise<true>;
};

/**
 * Time to next paint of the interaction that started in [from, until): the longest of its events
 * (pointerdown, pointerup, click share one interactionId). Null when the browser reported none,
 * i.e. every event was under the threshold. Several interactions in the window (a double click)
 * count as their slowest.
 */
export function interactionDuration(entries: readonly EventEntry[], from: number, until: number): number | null {
  const inWindow = entries.filter(
    (entry) => entry.interactionId > 0 && entry.startTime >= from && entry.startTime < until,
  );
  return inWindow.length ? Math.max(...inWindow.map((entry) => entry.duration)) : null;
}

/**
 * From the press to the end of the first frame that shows the dialog it opened. Longer than the
 * time to next paint when the handler only starts work (loading the dialog's code) whose result
 * appears frames later.
 */
export function shownAfter(pressedAt: number | null, dialogsShown: readonly number[]): number | null {
  if (pressedAt === null) return null;
  const shown = dialogsShown.find((time) => time >= pressedAt);
  return shown === undefined ? null : shown - pressedAt;
}

/** The viewer's '{current} of {total}' caption at a position, whatever the total. */
export function positionPattern(template: string, current: number): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace('\\{current\\}', String(current)).replace('\\{total\\}', '\\d+')}$`);
}
