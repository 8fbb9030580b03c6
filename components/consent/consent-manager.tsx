'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { ConsentMessages } from '@/content/dictionaries/consent';
import type { Locale } from '@/lib/i18n';
import { afterNextPaint } from '@/lib/after-paint';
import { onOpenCookiePreferences } from '@/lib/consent/open-preferences';
import { runConsentEffects } from '@/lib/consent/run-effects';
import { consentTransition, initialConsentState, isBannerVisible, type ConsentAction } from '@/lib/consent/state';
import { readConsentCookie, readStoredPreference } from '@/lib/consent/storage';
import { scheduleAnonymousSignIn } from '@/lib/identity/anonymous-sign-in';
import { resolvePath } from '@/lib/routing';

// The banner and the dialog are downloaded only when shown: most visits show the banner once,
// and the dialog only when asked for. Neither is ever rendered on the server (both wait for the
// stored choice, read in an effect), so React's lazy does what next/dynamic would, without its
// ~1.5 KB of first-load code.
const CookieBanner = lazy(() => import('./cookie-banner').then((module) => ({ default: module.CookieBanner })));
const CookiePreferencesDialog = lazy(() =>
  import('./cookie-preferences-dialog').then((module) => ({ default: module.CookiePreferencesDialog })),
);

export type ConsentManagerProps = {
  locale: Locale;
  messages: ConsentMessages;
  /** The current path; taken from the router when omitted. */
  pathname?: string;
};

/**
 * Mounted once per page by the shell. Owns the consent state (lib/consent/state.ts), reads the
 * stored choice after hydration, shows the banner and the preferences dialog, answers the shared
 * "open preferences" action, and starts the anonymous sign-in once the browser is idle.
 */
export function ConsentManager({ locale, messages, pathname: pathnameProp }: ConsentManagerProps) {
  const routerPathname = usePathname();
  const pathname = pathnameProp ?? routerPathname ?? '/';
  const [state, setState] = useState(initialConsentState);
  // Once opened, the dialog stays mounted so that closing it can hand focus back.
  const [dialogMounted, setDialogMounted] = useState(false);
  // The machine runs on a ref so effects are computed once per action, outside React's updaters.
  const stateRef = useRef(initialConsentState);
  const localeRef = useRef(locale);

  useEffect(() => {
    localeRef.current = locale;
  }, [locale]);

  const dispatch = useCallback((action: ConsentAction) => {
    const { state: next, effects } = consentTransition(stateRef.current, action);
    stateRef.current = next;
    setState(next);
    if (next.dialogOpen) setDialogMounted(true);
    runConsentEffects(effects, { locale: localeRef.current });
  }, []);

  // After the hydrated page's first paint, in a task of its own: reading the stored choice, loading
  // the banner and drawing it would otherwise lengthen the hydration's task, when a tap waits longest.
  useEffect(
    () =>
      afterNextPaint(() => {
        dispatch({ type: 'start', stored: readStoredPreference(), cookie: readConsentCookie() });
        scheduleAnonymousSignIn();
      }),
    [dispatch],
  );

  useEffect(() => onOpenCookiePreferences(() => dispatch({ type: 'dialogOpen' })), [dispatch]);

  const onPrivacyPolicy = resolvePath(pathname)?.route === 'privacyPolicy';

  // One boundary each: loading the dialog must not hide the banner meanwhile.
  return (
    <>
      {isBannerVisible(state, onPrivacyPolicy) && (
        <Suspense fallback={null}>
          <CookieBanner
            locale={locale}
            messages={messages}
            onAccept={() => dispatch({ type: 'bannerAccept' })}
            onDecline={() => dispatch({ type: 'bannerDecline' })}
          />
        </Suspense>
      )}
      {dialogMounted && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            open={state.dialogOpen}
            analytics={state.draftAnalytics}
            locale={locale}
            messages={messages}
            onAnalyticsChange={(value) => dispatch({ type: 'dialogToggleAnalytics', value })}
            onSave={() => dispatch({ type: 'dialogSave' })}
            onOnlyEssential={() => dispatch({ type: 'dialogOnlyEssential' })}
            onAcceptAll={() => dispatch({ type: 'dialogAcceptAll' })}
            onClose={() => dispatch({ type: 'dialogClose' })}
          />
        </Suspense>
      )}
    </>
  );
}
