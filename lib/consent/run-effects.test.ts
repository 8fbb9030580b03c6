import { CONSENT_STORAGE_KEY, consentCookieName } from './storage';
import { runConsentEffects } from './run-effects';

const context = { locale: 'en' } as const;

describe('runConsentEffects', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = `${consentCookieName()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    jest.restoreAllMocks();
  });

  it('stores the visitor’s choice and sets the consent cookie, as asked', () => {
    runConsentEffects(
      [
        { type: 'storePreference', analytics: true },
        { type: 'setConsentCookie', analytics: false },
      ],
      context,
    );
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('{"analytics":true}');
    expect(document.cookie).toContain(`${consentCookieName()}=false`);
  });

  it('removes a stored choice, after logging the one that could not be read', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(CONSENT_STORAGE_KEY, '{oops');
    runConsentEffects([{ type: 'logCorruptPreference', raw: '{oops' }, { type: 'removeStoredPreference' }], context);
    expect(logged).toHaveBeenCalledWith('Cookie preference could not be read and has been removed:', '{oops');
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('carries out the effects in their order', () => {
    runConsentEffects(
      [
        { type: 'storePreference', analytics: false },
        { type: 'removeStoredPreference' },
        { type: 'storePreference', analytics: true },
      ],
      context,
    );
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('{"analytics":true}');
  });

  it('does nothing else for one effect', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    runConsentEffects([{ type: 'removeStoredPreference' }], context);
    expect(console.error).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain(consentCookieName());
  });
});
