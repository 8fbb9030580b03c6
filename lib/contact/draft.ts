import { safeStorage } from '@/lib/safe-storage';
import { textFieldNames, toContactValues, type ContactValues } from './fields';

/**
 * The enquiry being typed is kept in this browser's localStorage, so a reload, a closed tab or
 * a failed send loses nothing. It is removed after a successful send. It never leaves the browser.
 */
export const DRAFT_STORAGE_KEY = 'contact-enquiry-draft';

/** A draft older than this is thrown away rather than restored (it may be someone else's, on a shared computer). */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The draft is saved this long after the last keystroke, not on every key (a long message would be rewritten each time). */
export const DRAFT_SAVE_DELAY_MS = 400;

const DRAFT_VERSION = 1;

type StoredDraft = { version: number; savedAt: number; values: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Rebuilds form values from untrusted stored data, keeping only what the form can show. */
export function parseDraftValues(raw: unknown): ContactValues | null {
  return isRecord(raw) ? toContactValues(raw) : null;
}

export function isEmptyDraft(values: ContactValues): boolean {
  return (
    textFieldNames.every((field) => values[field].trim() === '') &&
    values.service.length === 0 &&
    values.about_me.length === 0 &&
    values.guest_photos === ''
  );
}

function parseStoredDraft(text: string, now: number): ContactValues | null {
  try {
    const stored = JSON.parse(text) as Partial<StoredDraft> | null;
    if (!isRecord(stored) || stored.version !== DRAFT_VERSION || typeof stored.savedAt !== 'number') return null;
    return now - stored.savedAt <= DRAFT_MAX_AGE_MS ? parseDraftValues(stored.values) : null;
  } catch {
    return null;
  }
}

/** The saved draft, or null when there is none, it is unreadable or too old (a bad one is removed). */
export function loadDraft(now: number = Date.now()): ContactValues | null {
  const text = safeStorage.get(DRAFT_STORAGE_KEY);
  if (text === null) return null;
  const values = parseStoredDraft(text, now);
  if (values && !isEmptyDraft(values)) return values;
  clearDraft();
  return null;
}

/** Saves the form as it is now; an empty form removes the draft. A refused or full storage only means no draft. */
export function saveDraft(values: ContactValues, now: number = Date.now()): void {
  if (isEmptyDraft(values)) {
    clearDraft();
    return;
  }
  const stored: StoredDraft = { version: DRAFT_VERSION, savedAt: now, values };
  safeStorage.set(DRAFT_STORAGE_KEY, JSON.stringify(stored));
}

export function clearDraft(): void {
  safeStorage.remove(DRAFT_STORAGE_KEY);
}

export type DraftSaver = {
  /** The form changed: save it once the visitor pauses. */
  schedule: () => void;
  /** Save a pending change now (the page is being left or hidden). */
  flush: () => void;
  /** Forget a pending change (the enquiry was sent). */
  cancel: () => void;
};

/** Saves what `read` returns (null: nothing to save) a moment after the last change. */
export function createDraftSaver(read: () => ContactValues | null, delayMs: number = DRAFT_SAVE_DELAY_MS): DraftSaver {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const values = read();
    if (values) saveDraft(values);
  };
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    schedule: () => {
      cancel();
      timer = setTimeout(save, delayMs);
    },
    flush: () => {
      if (timer === undefined) return;
      cancel();
      save();
    },
    cancel,
  };
}
