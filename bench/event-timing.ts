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
 * every earlier entry has arrived: entries are reported in the order of their frames. The sentinel
 * repaints a mark of its own on every frame until its entry is in: the browser hears when a frame
 * was presented only with the next frame it begins, and a page with nothing left to draw (a step to
 * a photo already decoded) begins none, so without the mark the entries wait for whatever paints
 * next, seconds later or never. The mark sits in the open modal dialog when there is one, since the
 * page behind it may not be drawn, and at the top left: in headless Chromium a change at the
 * bottom of the 390×844 window alone was drawn but never presented ("Swap skipped" in a trace).
 * The waits are promises inside the page: Playwright's polling waits evaluate strings, which the
 * site's CSP forbids. Plain source text: functions passed from here would carry tsx's helpers
 * into the page.
 */
export const observerScript = `(() => {
  const state = { entries: [], sentinelStarts: [], lastSentinelSeen: -Infinity, waiters: [], lastPointerDown: null, dialogsShown: [] };
  Object.defineProperty(window, '__perfEventTiming', { value: state });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      state.entries.push({ interactionId: entry.interactionId, name: entry.name, startTime: entry.startTime, duration: entry.duration });
      if (!state.sentinelStarts.some((start) => Math.abs(entry.startTime - start) < 1)) continue;
      state.lastSentinelSeen = Math.max(state.lastSentinelSeen, entry.startTime);
      for (const waiter of state.waiters.splice(0)) waiter();
    }
  }).observe({ type: 'event', durationThreshold: ${durationThresholdMs}, buffered: true });
  const mark = document.createElement('div');
  mark.setAttribute('aria-hidden', 'true');
  mark.style.cssText = 'position:fixed;left:0;top:0;width:2px;height:2px;pointer-events:none;z-index:2147483647';
  let repaints = 0;
  // A few frames more once the keydown is in, for its keyup.
  const repaintMarkUntilSeen = (start, framesAfterSeen = 10) => {
    const seen = state.lastSentinelSeen >= start;
    if ((seen && framesAfterSeen === 0) || performance.now() - start > 5000) return mark.remove();
    (document.querySelector('dialog:modal') ?? document.body).append(mark);
    mark.style.background = ++repaints % 2 ? 'rgb(255 0 0 / 0.5)' : 'rgb(0 0 255 / 0.5)';
    requestAnimationFrame(() => repaintMarkUntilSeen(start, seen ? framesAfterSeen - 1 : framesAfterSeen));
  };
  addEventListener('keydown', (event) => {
    if (event.key !== '${sentinelKey.key}') return;
    state.sentinelStarts.push(event.timeStamp);
    const until = performance.now() + 30;
    while (performance.now() < until) {}
    repaintMarkUntilSeen(event.timeStamp);
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
  state.whenSentinelSeenAfter = (time, waitMs) => new Promise((resolve) => {
    const check = () => (state.lastSentinelSeen > time ? resolve(state.entries) : state.waiters.push(check));
    setTimeout(() => resolve(null), waitMs);
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
  /**
   * Resolves with every entry once a sentinel press after `time` has been reported, or with null
   * after `waitMs` (a press the page never received: press again).
   */
  whenSentinelSeenAfter: (time: number, waitMs: number) => Promise<EventEntry[] | null>;
  whenHydrated: (element: Element) => Promise<true>;
};

/** One interaction as INP counts it: its events (pointerdown, pointerup, click; keydown, keyup) as one. */
export type Interaction = { interactionId: number; startTime: number; duration: number };

/**
 * The entries grouped by interactionId, each interaction starting at its first event and lasting as
 * long as its slowest (the figure INP takes per interaction), in the order they started. Entries of
 * no interaction (id 0: a mouseover, say) are left out.
 */
export function interactionsOf(entries: readonly EventEntry[]): Interaction[] {
  const byId = new Map<number, Interaction>();
  for (const { interactionId, startTime, duration } of entries) {
    if (interactionId <= 0) continue;
    const known = byId.get(interactionId);
    byId.set(
      interactionId,
      known
        ? {
            interactionId,
            startTime: Math.min(known.startTime, startTime),
            duration: Math.max(known.duration, duration),
          }
        : { interactionId, startTime, duration },
    );
  }
  return [...byId.values()].sort((a, b) => a.startTime - b.startTime);
}

/**
 * Time to next paint of the interaction that started in [from, until): its slowest event. Null
 * when the browser reported none, i.e. every event was under the threshold. Several interactions
 * in the window (a double click) count as their slowest.
 */
export function interactionDuration(entries: readonly EventEntry[], from: number, until: number): number | null {
  const inWindow = interactionsOf(entries).filter(
    (interaction) => interaction.startTime >= from && interaction.startTime < until,
  );
  return inWindow.length ? Math.max(...inWindow.map((interaction) => interaction.duration)) : null;
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
