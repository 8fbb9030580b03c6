/**
 * This browser's localStorage, without the exceptions. Browsers refuse it outright (all cookies
 * blocked, some privacy modes, sandboxed frames: reading `window.localStorage` itself throws) or
 * refuse a write (QuotaExceededError when it is full). Nothing the site keeps there (the consent
 * choice, the enquiry draft, the send throttle) is worth breaking a page for: a refused read is
 * "nothing stored", a refused write is reported by its return value only.
 */

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const safeStorage = {
  /** Whether the browser lets the site use localStorage at all. */
  available(): boolean {
    return localStorageOrNull() !== null;
  },

  get(key: string): string | null {
    try {
      return localStorageOrNull()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },

  /** Whether the value was stored. */
  set(key: string, value: string): boolean {
    try {
      const storage = localStorageOrNull();
      storage?.setItem(key, value);
      return storage !== null;
    } catch {
      return false;
    }
  },

  remove(key: string): void {
    try {
      localStorageOrNull()?.removeItem(key);
    } catch {
      // Nothing can be stored there, so nothing needs removing.
    }
  },
};
