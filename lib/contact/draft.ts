import {
  emptyValues,
  isAboutMeOption,
  isGuestPhotosOption,
  isServiceOption,
  textFieldNames,
  type ContactValues,
} from './fields';
import { sanitizePhone } from './phone';

/**
 * The enquiry being typed is kept in this browser's localStorage, so a reload, a closed tab or
 * a failed send loses nothing. It is removed after a successful send. It never leaves the browser.
 */
export const DRAFT_STORAGE_KEY = 'contact-enquiry-draft';

/** A draft older than this is thrown away rather than restored (it may be someone else's, on a shared computer). */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const DRAFT_VERSION = 1;

type StoredDraft = { version: number; savedAt: number; values: unknown };

/** localStorage, or null where the browser refuses it (privacy modes, blocked cookies, no window). */
function getStorage(): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return window.localStorage ?? null;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Rebuilds form values from untrusted stored data, keeping only what the form can show. */
export function parseDraftValues(raw: unknown): ContactValues | null {
  if (!isRecord(raw)) return null;
  const values = emptyValues();
  for (const field of textFieldNames) {
    const value = raw[field];
    if (typeof value === 'string') values[field] = value;
  }
  values.phone_number = sanitizePhone(values.phone_number);
  if (Array.isArray(raw.service)) values.service = [...new Set(raw.service.filter(isServiceOption))];
  if (Array.isArray(raw.about_me)) values.about_me = [...new Set(raw.about_me.filter(isAboutMeOption))];
  if (isGuestPhotosOption(raw.guest_photos)) values.guest_photos = raw.guest_photos;
  return values;
}

export function isEmptyDraft(values: ContactValues): boolean {
  return (
    textFieldNames.every((field) => values[field].trim() === '') &&
    values.service.length === 0 &&
    values.about_me.length === 0 &&
    values.guest_photos === ''
  );
}

/** The saved draft, or null when there is none, it is unreadable or too old (a bad one is removed). */
export function loadDraft(now: number = Date.now()): ContactValues | null {
  const storage = getStorage();
  if (!storage) return null;
  try {
    const text = storage.getItem(DRAFT_STORAGE_KEY);
    if (text === null) return null;
    const stored = JSON.parse(text) as Partial<StoredDraft> | null;
    const values =
      isRecord(stored) &&
      stored.version === DRAFT_VERSION &&
      typeof stored.savedAt === 'number' &&
      now - stored.savedAt <= DRAFT_MAX_AGE_MS
        ? parseDraftValues(stored.values)
        : null;
    if (!values || isEmptyDraft(values)) {
      storage.removeItem(DRAFT_STORAGE_KEY);
      return null;
    }
    return values;
  } catch {
    clearDraft();
    return null;
  }
}

/** Saves the form as it is now; an empty form removes the draft. Never throws (a full storage is ignored). */
export function saveDraft(values: ContactValues, now: number = Date.now()): void {
  const storage = getStorage();
  if (!storage) return;
  try {
    if (isEmptyDraft(values)) {
      storage.removeItem(DRAFT_STORAGE_KEY);
      return;
    }
    const stored: StoredDraft = { version: DRAFT_VERSION, savedAt: now, values };
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or refused: the form keeps working, only the draft is not kept.
  }
}

export function clearDraft(): void {
  try {
    getStorage()?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clear where storage is refused.
  }
}
