/**
 * The window's bottom dock (the cookie banner, the go-to-top button) appears after the page's
 * scripts run, often under a finger already pressing a link: the tap's click then lands on the
 * dock. Such a click must never act there (accepting cookies must be a deliberate act), so a dock
 * item acts on a pointer's click only when that press began on it, whatever the timing.
 */

/**
 * Whether a click acts on the dock item it landed on: keyboard and assistive-technology activation
 * (a click with detail 0) always does; a pointer's click only when its press began in the item.
 */
export function isDeliberateClick(detail: number, item: Node, pressStart: EventTarget | null): boolean {
  return detail === 0 || (pressStart instanceof Node && item.contains(pressStart));
}

/**
 * Guards the dock's items (its children) against clicks whose press began elsewhere: such a click
 * is stopped before any of the item's handlers and, when its press began on a link, goes to that
 * link instead, as the visitor meant. A ref callback: returns what stops the guard.
 */
export function guardDock(dock: HTMLElement | null): (() => void) | undefined {
  if (!dock) return;
  const listening = new AbortController();
  const options = { capture: true, signal: listening.signal };
  // Where the current press began; unknown (null) for a press begun before the guard or cancelled.
  let pressStart: EventTarget | null = null;
  dock.ownerDocument.addEventListener('pointerdown', (event) => (pressStart = event.target), options);
  dock.ownerDocument.addEventListener('pointercancel', () => (pressStart = null), options);
  dock.addEventListener(
    'click',
    (event) => {
      const origin = pressStart;
      pressStart = null;
      const item = Array.from(dock.children).find((child) => child.contains(event.target as Node));
      if (!item || isDeliberateClick(event.detail, item, origin)) return;
      event.preventDefault();
      event.stopPropagation();
      if (origin instanceof Element) origin.closest<HTMLElement>('a[href]')?.click();
    },
    options,
  );
  return () => listening.abort();
}
