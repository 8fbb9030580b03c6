/**
 * The quiet anonymous session (one per visit, for analytics): Firebase `signInAnonymously`, once per page load,
 * when the browser is idle after the load event. The SDK (~38 KB compressed) is imported
 * dynamically, so it is never part of the first-load bundle. Its four steps (the app's module, the
 * auth module, initialising, the signUp request) each wait for an idle period of their own: in one
 * task they held a slow phone's main thread for about 75 ms (4x CPU), long enough to delay a tap;
 * apart, the longest, evaluating the auth module, is about 45 ms. The result is ignored and every
 * failure (missing configuration, blocked network, a chunk that fails to load) is swallowed without a console
 * error or anything visible.
 *
 * Choices, measured with the project's webpack on firebase 12.9 (minified + gzip, app + auth):
 * - `firebase/auth/web-extension` with `initializeAuth` is ~24 kB, against ~28 kB for
 *   `firebase/auth` + `initializeAuth` and ~35 kB for `getAuth`. It is the same browser
 *   code without popup/redirect, reCAPTCHA and phone sign-in (none used here), so no iframe and
 *   no extra script is ever loaded.
 * - `inMemoryPersistence`: the session lives in the page only; no auth token is written to the
 *   visitor's device, so this needs no consent. Each full page load obtains a new anonymous
 *   session (one signUp request). firebase/app itself still keeps its usage heartbeat (a date and
 *   the SDK's version) in IndexedDB (`firebase-heartbeat-database`); its API has no switch for it.
 */
import type { FirebaseOptions } from 'firebase/app';
import { whenIdle } from '@/lib/when-idle';

type IdentitySdk = {
  app: Pick<typeof import('firebase/app'), 'initializeApp' | 'getApps' | 'setLogLevel'>;
  auth: Pick<
    typeof import('firebase/auth/web-extension'),
    'initializeAuth' | 'inMemoryPersistence' | 'signInAnonymously'
  >;
};

const IDLE_TIMEOUT_MS = 5000;

/** The public web configuration, or null when any part is missing (then nothing is loaded). */
export function firebaseConfig(): FirebaseOptions | null {
  // Literal process.env expressions so Next inlines them at build time.
  const config = {
    apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
    authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
    projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
  };
  if (!config.apiKey || !config.authDomain || !config.projectId || !config.appId) return null;
  return config;
}

/** The next idle period, so that each step of the sign-in is a short task of its own. */
const nextIdle = () => new Promise<void>((resolve) => whenIdle(resolve, IDLE_TIMEOUT_MS));

async function loadSdk(): Promise<IdentitySdk> {
  const app = await import('firebase/app');
  await nextIdle();
  const auth = await import('firebase/auth/web-extension');
  return { app, auth };
}

/** Signs in anonymously and resolves whatever happens; never throws, never logs. */
export async function signInAnonymouslyQuietly(load: () => Promise<IdentitySdk> = loadSdk): Promise<void> {
  const config = firebaseConfig();
  if (!config) return;
  try {
    const { app: appSdk, auth: authSdk } = await load();
    await nextIdle();
    // Firebase's own logger would otherwise print warnings (for example about IndexedDB).
    appSdk.setLogLevel('silent');
    const app = appSdk.getApps()[0] ?? appSdk.initializeApp(config, { automaticDataCollectionEnabled: false });
    const auth = authSdk.initializeAuth(app, { persistence: authSdk.inMemoryPersistence });
    await nextIdle();
    await authSdk.signInAnonymously(auth);
  } catch {
    // A failed anonymous sign-in is swallowed silently: nothing of the site depends on it.
  }
}

let scheduled = false;

/**
 * Schedules the anonymous sign-in for when the browser is idle after load. Safe to call many
 * times (client-side navigations, strict mode): it runs at most once per page load.
 */
export function scheduleAnonymousSignIn(): void {
  if (scheduled || typeof window === 'undefined' || !firebaseConfig()) return;
  scheduled = true;

  const run = () => void signInAnonymouslyQuietly();
  const schedule = () => whenIdle(run, IDLE_TIMEOUT_MS);
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
