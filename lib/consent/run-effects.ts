import { setAnalyticsConsent, trackEvent, type EventContext } from '@/lib/analytics/gtag';
import type { ConsentEffect } from './state';
import { removeStoredPreference, writeConsentCookie, writeStoredPreference } from './storage';

/** Carries out, in order, the effects returned by the consent state machine. Browser only. */
export function runConsentEffects(effects: readonly ConsentEffect[], context: EventContext): void {
  for (const effect of effects) {
    switch (effect.type) {
      case 'logCorruptPreference':
        // Logged to the console and removed; nothing is shown to the visitor.
        console.error('Cookie preference could not be read and has been removed:', effect.raw);
        break;
      case 'removeStoredPreference':
        removeStoredPreference();
        break;
      case 'storePreference':
        writeStoredPreference(effect.analytics);
        break;
      case 'setConsentCookie':
        writeConsentCookie(effect.analytics);
        break;
      case 'updateConsent':
        setAnalyticsConsent(effect.granted);
        break;
      case 'logEvent':
        trackEvent(effect.name, context);
        break;
    }
  }
}
