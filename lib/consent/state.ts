/**
 * The consent state machine, as pure data: every transition returns the next state
 * and the effects the caller must carry out (storage, cookie, gtag consent, events), in order.
 * Nothing here touches the browser, so every rule is unit-tested without one.
 */
import type { ConsentCookieValue, StoredPreference } from './storage';

export type ConsentState = {
  /** True once the stored preference has been read (the banner never shows before that). */
  ready: boolean;
  /** Whether analytics is enabled. False until the stored choice is read. */
  analytics: boolean;
  /** Whether the visitor has made a choice that is remembered; the banner asks until then. */
  choiceStored: boolean;
  dialogOpen: boolean;
  /** The dialog's Functional (analytics) checkbox, reset to `analytics` each time the dialog opens. */
  draftAnalytics: boolean;
};

export type ConsentAction =
  | { type: 'start'; stored: StoredPreference; cookie: ConsentCookieValue }
  | { type: 'bannerAccept' }
  | { type: 'bannerDecline' }
  | { type: 'dialogOpen' }
  | { type: 'dialogClose' }
  | { type: 'dialogToggleAnalytics'; value: boolean }
  | { type: 'dialogSave' }
  | { type: 'dialogOnlyEssential' }
  | { type: 'dialogAcceptAll' };

export type ConsentEffect =
  /** Unparsable stored value: log it with console.error, nothing shown to the visitor. */
  | { type: 'logCorruptPreference'; raw: string }
  | { type: 'removeStoredPreference' }
  | { type: 'storePreference'; analytics: boolean }
  | { type: 'setConsentCookie'; analytics: boolean }
  /** gtag consent update: ad_storage and analytics_storage granted or denied. */
  | { type: 'updateConsent'; granted: boolean }
  | { type: 'logEvent'; name: 'consent_granted' };

export type ConsentTransition = { state: ConsentState; effects: ConsentEffect[] };

export const initialConsentState: ConsentState = {
  ready: false,
  analytics: false,
  choiceStored: false,
  dialogOpen: false,
  draftAnalytics: false,
};

function grant(): ConsentEffect[] {
  return [
    { type: 'updateConsent', granted: true },
    { type: 'logEvent', name: 'consent_granted' },
  ];
}

function start(state: ConsentState, stored: StoredPreference, cookie: ConsentCookieValue): ConsentTransition {
  // Start runs once per page; a second call (React strict mode in development) changes nothing.
  if (state.ready) return { state, effects: [] };

  const effects: ConsentEffect[] = [];
  let analytics = false;
  let choiceStored = false;

  if (stored.kind === 'corrupt') {
    effects.push({ type: 'logCorruptPreference', raw: stored.raw }, { type: 'removeStoredPreference' });
  } else if (stored.kind === 'valid') {
    analytics = stored.analytics;
    choiceStored = true;
  }

  if (cookie === 'true' && !(stored.kind === 'valid' && !stored.analytics)) {
    // A consent cookie of 'true' at start enables analytics and logs consent_granted.
    // An explicit stored refusal is never overridden by it.
    analytics = true;
    choiceStored = true;
    effects.push(...grant());
  } else {
    if (cookie === 'false') choiceStored = true;
    if (analytics) effects.push({ type: 'updateConsent', granted: true });
  }

  return {
    state: {
      ...state,
      ready: true,
      analytics,
      choiceStored,
      // If the dialog was opened before start, its checkbox shows the setting just read.
      draftAnalytics: state.dialogOpen ? analytics : state.draftAnalytics,
    },
    effects,
  };
}

/**
 * Records a decision: stores it (local storage and cookie), updates gtag consent, and logs
 * consent_granted when analytics is being switched on (always, for the banner's Accept).
 */
function decide(state: ConsentState, analytics: boolean, logGrant: boolean): ConsentTransition {
  const consent: ConsentEffect[] = analytics && logGrant ? grant() : [{ type: 'updateConsent', granted: analytics }];
  const effects: ConsentEffect[] = [
    { type: 'storePreference', analytics },
    { type: 'setConsentCookie', analytics },
    ...consent,
  ];
  return {
    state: { ...state, analytics, choiceStored: true, dialogOpen: false, draftAnalytics: analytics },
    effects,
  };
}

export function consentTransition(state: ConsentState, action: ConsentAction): ConsentTransition {
  switch (action.type) {
    case 'start':
      return start(state, action.stored, action.cookie);
    case 'bannerAccept':
      return decide(state, true, true);
    case 'bannerDecline':
      return decide(state, false, false);
    case 'dialogOpen':
      return { state: { ...state, dialogOpen: true, draftAnalytics: state.analytics }, effects: [] };
    case 'dialogClose':
      return { state: { ...state, dialogOpen: false, draftAnalytics: state.analytics }, effects: [] };
    case 'dialogToggleAnalytics':
      return { state: { ...state, draftAnalytics: action.value }, effects: [] };
    case 'dialogSave':
      return decide(state, state.draftAnalytics, state.draftAnalytics && !state.analytics);
    case 'dialogOnlyEssential':
      return decide(state, false, false);
    case 'dialogAcceptAll':
      return decide(state, true, !state.analytics);
  }
}

/** The banner asks until a choice is remembered; never on the privacy policy or over the dialog. */
export function isBannerVisible(state: ConsentState, onPrivacyPolicy: boolean): boolean {
  return state.ready && !state.choiceStored && !state.dialogOpen && !onPrivacyPolicy;
}
