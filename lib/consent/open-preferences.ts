/**
 * The one shared action that opens the cookie preferences dialog, from anywhere on the page
 * (the footer control, the privacy policy's inline buttons). The dialog listens for this event.
 */
const OPEN_COOKIE_PREFERENCES_EVENT = 'cookie-preferences:open';

export function openCookiePreferences(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_PREFERENCES_EVENT));
}

/** Subscribes to the open action; returns the unsubscribe function (fits a useEffect cleanup). */
export function onOpenCookiePreferences(listener: () => void): () => void {
  window.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, listener);
  return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, listener);
}
