import {
  DRAFT_MAX_AGE_MS,
  DRAFT_SAVE_DELAY_MS,
  DRAFT_STORAGE_KEY,
  clearDraft,
  createDraftSaver,
  isEmptyDraft,
  loadDraft,
  parseDraftValues,
  saveDraft,
} from './draft';
import { emptyValues, textFieldNames, type ContactValues } from './fields';

const typed: ContactValues = {
  ...emptyValues(),
  from_name: 'Ana',
  message: '<b>not bold</b> 💍 שלום',
  service: ['Wedding', 'Couple'],
  about_me: ['Other'],
  guest_photos: 'No',
};

beforeEach(() => window.localStorage.clear());

describe('draft', () => {
  it('restores what was saved', () => {
    saveDraft(typed);
    expect(loadDraft()).toEqual(typed);
  });

  it('is gone after clearDraft (a successful send)', () => {
    saveDraft(typed);
    clearDraft();
    expect(loadDraft()).toBeNull();
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('removes the draft when the form is emptied', () => {
    saveDraft(typed);
    saveDraft(emptyValues());
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('returns null and removes a draft that is not valid JSON', () => {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, '{"version":1,"savedAt":');
    expect(loadDraft()).toBeNull();
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it.each(['null', '[]', '"text"', '{"version":99,"savedAt":0,"values":{}}', '{"values":{"from_name":"Ana"}}'])(
    'ignores a stored value of the wrong shape: %s',
    (stored) => {
      window.localStorage.setItem(DRAFT_STORAGE_KEY, stored);
      expect(loadDraft()).toBeNull();
    },
  );

  it.each([
    ['another version', { version: 2, savedAt: 0 }],
    ['no time it was saved', { version: 1 }],
    ['a time that is not a number', { version: 1, savedAt: '0' }],
  ])('ignores a draft with %s, even one with words in it', (_, envelope) => {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...envelope, values: typed }));
    expect(loadDraft(0)).toBeNull();
  });

  it('restores a draft up to the last millisecond of its age, and drops it one after', () => {
    saveDraft(typed, 1_000);
    expect(loadDraft(1_000 + DRAFT_MAX_AGE_MS)).toEqual(typed);
    expect(loadDraft(1_000 + DRAFT_MAX_AGE_MS + 1)).toBeNull();
  });

  it.each([null, [], ['from_name', 'Ana'], 'Ana', 7])('rebuilds no values from stored %j', (raw) => {
    expect(parseDraftValues(raw)).toBeNull();
  });

  it('keeps only known options and text from a tampered draft', () => {
    expect(
      parseDraftValues({
        from_name: 42,
        email: 'ana@example.pt',
        phone_number: '+351 912 345 678 000 111',
        service: ['Wedding', 'Wedding', 'Skydiving', 7],
        about_me: 'Instagram',
        guest_photos: 'Maybe',
      }),
    ).toEqual({ ...emptyValues(), email: 'ana@example.pt', phone_number: '+35191234567800', service: ['Wedding'] });
  });

  it('works without throwing where localStorage is refused', () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied', 'SecurityError');
      },
    });
    try {
      expect(() => saveDraft(typed)).not.toThrow();
      expect(loadDraft()).toBeNull();
      expect(() => clearDraft()).not.toThrow();
    } finally {
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
    }
  });

  it('ignores a full storage', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      expect(() => saveDraft(typed)).not.toThrow();
    } finally {
      setItem.mockRestore();
    }
  });
});

describe('isEmptyDraft', () => {
  it('counts a form of blank text and no choices as empty', () => {
    const blank = emptyValues();
    for (const field of textFieldNames) blank[field] = ' \n\t';
    expect(isEmptyDraft(blank)).toBe(true);
  });

  it.each(textFieldNames)('counts a form with only %s typed as a draft', (field) => {
    expect(isEmptyDraft({ ...emptyValues(), [field]: 'x' })).toBe(false);
  });

  it.each<[string, Partial<ContactValues>]>([
    ['a service', { service: ['Family'] }],
    ['where she was found', { about_me: ['Friend'] }],
    ['the guest photos answer', { guest_photos: 'Not decided yet' }],
  ])('counts a form with only %s chosen as a draft', (_, choice) => {
    expect(isEmptyDraft({ ...emptyValues(), ...choice })).toBe(false);
  });
});

describe('createDraftSaver', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('saves once, a moment after the last of many changes', () => {
    let current = typed;
    const read = jest.fn(() => current);
    const saver = createDraftSaver(read);
    for (let key = 0; key < 20; key++) {
      current = { ...typed, message: `message ${key}` };
      saver.schedule();
      jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1);
    }
    expect(read).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(read).toHaveBeenCalledTimes(1);
    expect(loadDraft()?.message).toBe('message 19');
  });

  it('saves a pending change at once when flushed (the page is left), and only then', () => {
    const saver = createDraftSaver(() => typed);
    saver.flush();
    expect(loadDraft()).toBeNull();
    saver.schedule();
    saver.flush();
    expect(loadDraft()).toEqual(typed);
  });

  it('leaves the saved draft alone when there is nothing to save', () => {
    saveDraft(typed);
    const saver = createDraftSaver(() => null);
    saver.schedule();
    expect(() => jest.runAllTimers()).not.toThrow();
    expect(loadDraft()).toEqual(typed);
  });

  it('forgets a pending change when cancelled (the enquiry was sent)', () => {
    const saver = createDraftSaver(() => typed);
    saver.schedule();
    saver.cancel();
    jest.runAllTimers();
    expect(loadDraft()).toBeNull();
  });
});
