import {
  consentTransition,
  initialConsentState,
  isBannerVisible,
  type ConsentAction,
  type ConsentState,
} from './state';

function run(actions: ConsentAction[], from: ConsentState = initialConsentState) {
  let state = from;
  let effects: ReturnType<typeof consentTransition>['effects'] = [];
  for (const action of actions) ({ state, effects } = consentTransition(state, action));
  return { state, effects };
}

const freshStart: ConsentAction = { type: 'start', stored: { kind: 'missing' }, cookie: undefined };

describe('consent state machine: start-up', () => {
  it('starts with analytics off and nothing shown until the stored preference has been read', () => {
    expect(initialConsentState.analytics).toBe(false);
    expect(isBannerVisible(initialConsentState, false)).toBe(false);
  });

  it('shows the banner and keeps analytics off when nothing is stored', () => {
    const { state, effects } = run([freshStart]);
    expect(state).toMatchObject({ ready: true, analytics: false, choiceStored: false });
    expect(effects).toEqual([]);
    expect(isBannerVisible(state, false)).toBe(true);
  });

  it('applies a stored { analytics: true }: consent granted, no banner, no consent_granted event', () => {
    const { state, effects } = run([{ type: 'start', stored: { kind: 'valid', analytics: true }, cookie: undefined }]);
    expect(state).toMatchObject({ analytics: true, choiceStored: true });
    expect(effects).toEqual([{ type: 'updateConsent', granted: true }]);
    expect(isBannerVisible(state, false)).toBe(false);
  });

  it('applies a stored { analytics: false }: nothing sent, no banner', () => {
    const { state, effects } = run([{ type: 'start', stored: { kind: 'valid', analytics: false }, cookie: 'false' }]);
    expect(state).toMatchObject({ analytics: false, choiceStored: true });
    expect(effects).toEqual([]);
    expect(isBannerVisible(state, false)).toBe(false);
  });

  it('logs and removes a corrupt stored value, shows nothing else and asks again', () => {
    const { state, effects } = run([{ type: 'start', stored: { kind: 'corrupt', raw: '{oops' }, cookie: undefined }]);
    expect(effects).toEqual([{ type: 'logCorruptPreference', raw: '{oops' }, { type: 'removeStoredPreference' }]);
    expect(state).toMatchObject({ ready: true, analytics: false, choiceStored: false, dialogOpen: false });
    expect(isBannerVisible(state, false)).toBe(true);
  });

  it('enables analytics and logs consent_granted when the consent cookie is "true" at start', () => {
    const { state, effects } = run([{ type: 'start', stored: { kind: 'valid', analytics: true }, cookie: 'true' }]);
    expect(state).toMatchObject({ analytics: true, choiceStored: true });
    expect(effects).toEqual([
      { type: 'updateConsent', granted: true },
      { type: 'logEvent', name: 'consent_granted' },
    ]);
  });

  it('honours the "true" cookie even when the stored item was corrupt or missing', () => {
    const corrupt = run([{ type: 'start', stored: { kind: 'corrupt', raw: 'x' }, cookie: 'true' }]);
    expect(corrupt.effects.map((effect) => effect.type)).toEqual([
      'logCorruptPreference',
      'removeStoredPreference',
      'updateConsent',
      'logEvent',
    ]);
    expect(corrupt.state.analytics).toBe(true);
    expect(run([{ type: 'start', stored: { kind: 'missing' }, cookie: 'true' }]).state).toMatchObject({
      analytics: true,
      choiceStored: true,
    });
  });

  it('never lets the cookie override an explicit stored refusal', () => {
    const { state, effects } = run([{ type: 'start', stored: { kind: 'valid', analytics: false }, cookie: 'true' }]);
    expect(state.analytics).toBe(false);
    expect(effects).toEqual([]);
  });

  it('counts a "false" cookie alone as a remembered choice', () => {
    const { state } = run([{ type: 'start', stored: { kind: 'missing' }, cookie: 'false' }]);
    expect(state).toMatchObject({ analytics: false, choiceStored: true });
  });

  it('runs start once: a second start changes nothing and logs nothing', () => {
    const first = run([{ type: 'start', stored: { kind: 'valid', analytics: true }, cookie: 'true' }]);
    const second = consentTransition(first.state, { type: 'start', stored: { kind: 'missing' }, cookie: undefined });
    expect(second.state).toBe(first.state);
    expect(second.effects).toEqual([]);
  });
});

describe('consent state machine: banner', () => {
  it('Accept grants consent, logs consent_granted, sets analytics true and stores it', () => {
    const { state, effects } = run([freshStart, { type: 'bannerAccept' }]);
    expect(effects).toEqual([
      { type: 'storePreference', analytics: true },
      { type: 'setConsentCookie', analytics: true },
      { type: 'updateConsent', granted: true },
      { type: 'logEvent', name: 'consent_granted' },
    ]);
    expect(state).toMatchObject({ analytics: true, choiceStored: true });
    expect(isBannerVisible(state, false)).toBe(false);
  });

  it('Decline denies consent, sets analytics false and stores it, with no event', () => {
    const { state, effects } = run([freshStart, { type: 'bannerDecline' }]);
    expect(effects).toEqual([
      { type: 'storePreference', analytics: false },
      { type: 'setConsentCookie', analytics: false },
      { type: 'updateConsent', granted: false },
    ]);
    expect(state).toMatchObject({ analytics: false, choiceStored: true });
    expect(isBannerVisible(state, false)).toBe(false);
  });

  it('is hidden on the privacy policy page and while the dialog is open', () => {
    const { state } = run([freshStart]);
    expect(isBannerVisible(state, true)).toBe(false);
    const withDialog = run([{ type: 'dialogOpen' }], state).state;
    expect(isBannerVisible(withDialog, false)).toBe(false);
    const closed = run([{ type: 'dialogClose' }], withDialog).state;
    expect(isBannerVisible(closed, false)).toBe(true);
  });
});

describe('consent state machine: preferences dialog', () => {
  const granted = run([{ type: 'start', stored: { kind: 'valid', analytics: true }, cookie: undefined }]).state;
  const declined = run([{ type: 'start', stored: { kind: 'valid', analytics: false }, cookie: undefined }]).state;

  it('opens with the checkbox showing the current setting', () => {
    expect(run([{ type: 'dialogOpen' }], granted).state).toMatchObject({ dialogOpen: true, draftAnalytics: true });
    expect(run([{ type: 'dialogOpen' }], declined).state).toMatchObject({ dialogOpen: true, draftAnalytics: false });
  });

  it('resets the checkbox to the current setting every time it opens', () => {
    const { state } = run(
      [
        { type: 'dialogOpen' },
        { type: 'dialogToggleAnalytics', value: true },
        { type: 'dialogClose' },
        { type: 'dialogOpen' },
      ],
      declined,
    );
    expect(state.draftAnalytics).toBe(false);
    expect(state.analytics).toBe(false);
  });

  it('closing without a choice changes and stores nothing', () => {
    const { state, effects } = run(
      [{ type: 'dialogOpen' }, { type: 'dialogToggleAnalytics', value: false }, { type: 'dialogClose' }],
      granted,
    );
    expect(effects).toEqual([]);
    expect(state).toMatchObject({ analytics: true, dialogOpen: false });
  });

  it('Save stores the chosen value (on), grants consent, logs consent_granted and closes', () => {
    const { state, effects } = run(
      [{ type: 'dialogOpen' }, { type: 'dialogToggleAnalytics', value: true }, { type: 'dialogSave' }],
      declined,
    );
    expect(effects).toEqual([
      { type: 'storePreference', analytics: true },
      { type: 'setConsentCookie', analytics: true },
      { type: 'updateConsent', granted: true },
      { type: 'logEvent', name: 'consent_granted' },
    ]);
    expect(state).toMatchObject({ analytics: true, dialogOpen: false, choiceStored: true });
  });

  it('Save stores the chosen value (off), withdraws consent and closes', () => {
    const { state, effects } = run(
      [{ type: 'dialogOpen' }, { type: 'dialogToggleAnalytics', value: false }, { type: 'dialogSave' }],
      granted,
    );
    expect(effects).toEqual([
      { type: 'storePreference', analytics: false },
      { type: 'setConsentCookie', analytics: false },
      { type: 'updateConsent', granted: false },
    ]);
    expect(state).toMatchObject({ analytics: false, dialogOpen: false });
  });

  it('Save with an unchanged "on" value stores it again without a second consent_granted', () => {
    const { effects } = run([{ type: 'dialogOpen' }, { type: 'dialogSave' }], granted);
    expect(effects).toEqual([
      { type: 'storePreference', analytics: true },
      { type: 'setConsentCookie', analytics: true },
      { type: 'updateConsent', granted: true },
    ]);
  });

  it('Only Essential stores false whatever the checkbox says, and closes', () => {
    const { state, effects } = run(
      [{ type: 'dialogOpen' }, { type: 'dialogToggleAnalytics', value: true }, { type: 'dialogOnlyEssential' }],
      granted,
    );
    expect(effects).toEqual([
      { type: 'storePreference', analytics: false },
      { type: 'setConsentCookie', analytics: false },
      { type: 'updateConsent', granted: false },
    ]);
    expect(state).toMatchObject({ analytics: false, dialogOpen: false, choiceStored: true });
  });

  it('Accept All stores true whatever the checkbox says, logs consent_granted and closes', () => {
    const { state, effects } = run(
      [{ type: 'dialogOpen' }, { type: 'dialogToggleAnalytics', value: false }, { type: 'dialogAcceptAll' }],
      declined,
    );
    expect(effects).toEqual([
      { type: 'storePreference', analytics: true },
      { type: 'setConsentCookie', analytics: true },
      { type: 'updateConsent', granted: true },
      { type: 'logEvent', name: 'consent_granted' },
    ]);
    expect(state).toMatchObject({ analytics: true, dialogOpen: false });
  });

  it('a dialog choice made before any banner answer also hides the banner', () => {
    const { state } = run([freshStart, { type: 'dialogOpen' }, { type: 'dialogOnlyEssential' }]);
    expect(isBannerVisible(state, false)).toBe(false);
  });

  it('shows the setting just read when the dialog was opened before start-up finished', () => {
    const { state } = run([
      { type: 'dialogOpen' },
      { type: 'start', stored: { kind: 'valid', analytics: true }, cookie: undefined },
    ]);
    expect(state).toMatchObject({ dialogOpen: true, draftAnalytics: true, analytics: true });
  });
});
