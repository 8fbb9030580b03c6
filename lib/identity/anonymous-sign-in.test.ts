import { firebaseConfig, scheduleAnonymousSignIn, signInAnonymouslyQuietly } from './anonymous-sign-in';

// Every test is a fresh page load: nothing scheduled yet.
jest.mock('./anonymous-sign-in', () =>
  jest
    .requireActual<typeof import('@/test-support/fresh-module')>('@/test-support/fresh-module')
    .freshInEachTest('@/lib/identity/anonymous-sign-in'),
);

const mockInitializeApp = jest.fn((options: object) => ({ name: '[DEFAULT]', options }));
const mockSignInAnonymously = jest.fn<Promise<unknown>, [unknown]>(() => Promise.resolve({ user: { uid: 'anon' } }));
const mockInitializeAuth = jest.fn<unknown, [unknown, unknown]>(() => ({ kind: 'auth' }));
const mockSetLogLevel = jest.fn<void, [string]>();
let mockAppImportFails = false;
const mockLoaded: string[] = [];

jest.mock('firebase/app', () => {
  if (mockAppImportFails) throw new Error('ChunkLoadError: Loading chunk firebase failed');
  mockLoaded.push('firebase/app');
  return {
    initializeApp: (options: object) => mockInitializeApp(options),
    getApps: () => [],
    setLogLevel: (level: string) => mockSetLogLevel(level),
  };
});

jest.mock('firebase/auth/web-extension', () => {
  mockLoaded.push('firebase/auth/web-extension');
  return {
    initializeAuth: (app: unknown, deps: unknown) => mockInitializeAuth(app, deps),
    inMemoryPersistence: { type: 'NONE' },
    signInAnonymously: (auth: unknown) => mockSignInAnonymously(auth),
  };
});

const env = {
  NEXT_PUBLIC_FIREBASE_API_KEY: 'test-api-key',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'demo-test.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-test',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:1:web:1',
};

let consoleSpies: jest.SpyInstance[] = [];

beforeEach(() => {
  Object.assign(process.env, env);
  jest.clearAllMocks();
  mockAppImportFails = false;
  mockLoaded.length = 0;
  jest.resetModules();
  consoleSpies = (['error', 'warn', 'log'] as const).map((method) => jest.spyOn(console, method));
});

afterEach(() => {
  for (const spy of consoleSpies) {
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  }
  jest.useRealTimers();
});

afterAll(() => {
  for (const key of Object.keys(env)) delete process.env[key];
});

/** requestIdleCallback as the page's tests need it: each callback waits in `pending` until run. */
function stubIdleCallback() {
  const pending: IdleRequestCallback[] = [];
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => pending.push(callback));
  return {
    pending,
    runNext() {
      pending.shift()!({ didTimeout: false, timeRemaining: () => 50 });
    },
  };
}

/** Lets every promise and timer already queued settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs idle periods, one at a time, until none is asked for. */
async function runIdlePeriods(idle: ReturnType<typeof stubIdleCallback>) {
  for (await settle(); idle.pending.length > 0; await settle()) idle.runNext();
}

afterEach(() => {
  // @ts-expect-error jsdom has no requestIdleCallback; the tests add and remove it
  delete window.requestIdleCallback;
});

describe('signInAnonymouslyQuietly', () => {
  let idle: ReturnType<typeof stubIdleCallback>;
  beforeEach(() => {
    idle = stubIdleCallback();
  });

  /** The sign-in with every idle period it asks for granted at once. */
  async function signInIdling(load?: Parameters<typeof signInAnonymouslyQuietly>[0]) {
    const done = signInAnonymouslyQuietly(load);
    await runIdlePeriods(idle);
    return done;
  }

  it('signs in anonymously with the configured project and in-memory persistence', async () => {
    await signInIdling();
    expect(mockSetLogLevel).toHaveBeenCalledWith('silent');
    expect(mockInitializeApp).toHaveBeenCalledWith({
      apiKey: 'test-api-key',
      authDomain: 'demo-test.firebaseapp.com',
      projectId: 'demo-test',
      appId: '1:1:web:1',
    });
    expect(mockInitializeAuth).toHaveBeenCalledWith(expect.anything(), { persistence: { type: 'NONE' } });
    expect(mockSignInAnonymously).toHaveBeenCalledTimes(1);
  });

  it.each(Object.keys(env))('is skipped entirely, loading nothing, when %s is missing', async (key) => {
    delete process.env[key];
    const load = jest.fn();
    expect(firebaseConfig()).toBeNull();
    await signInIdling(load);
    expect(load).not.toHaveBeenCalled();
    expect(mockSignInAnonymously).not.toHaveBeenCalled();
  });

  it('takes each step in an idle period of its own: the app module, the auth module, initialising, the request', async () => {
    const done = signInAnonymouslyQuietly();
    await settle();
    expect(mockLoaded).toEqual(['firebase/app']);
    expect(idle.pending).toHaveLength(1);

    idle.runNext();
    await settle();
    expect(mockLoaded).toEqual(['firebase/app', 'firebase/auth/web-extension']);
    expect(mockInitializeApp).not.toHaveBeenCalled();
    expect(idle.pending).toHaveLength(1);

    idle.runNext();
    await settle();
    expect(mockInitializeAuth).toHaveBeenCalledTimes(1);
    expect(mockSignInAnonymously).not.toHaveBeenCalled();
    expect(idle.pending).toHaveLength(1);

    idle.runNext();
    await done;
    expect(mockSignInAnonymously).toHaveBeenCalledTimes(1);
    expect(idle.pending).toHaveLength(0);
  });

  it('swallows a sign-in failure without any console output', async () => {
    mockSignInAnonymously.mockRejectedValueOnce(
      Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), {
        code: 'auth/network-request-failed',
      }),
    );
    await expect(signInIdling()).resolves.toBeUndefined();
  });

  it('swallows a failure to load the SDK without any console output', async () => {
    mockAppImportFails = true;
    await expect(signInIdling()).resolves.toBeUndefined();
    expect(mockSignInAnonymously).not.toHaveBeenCalled();
  });

  it('swallows an initialisation error (for example auth already initialised)', async () => {
    mockInitializeAuth.mockImplementationOnce(() => {
      throw new Error('Firebase: Error (auth/already-initialized).');
    });
    await expect(signInIdling()).resolves.toBeUndefined();
  });
});

describe('scheduleAnonymousSignIn', () => {
  it('waits for the browser to be idle, then signs in once however often it is called', async () => {
    const idle = stubIdleCallback();
    scheduleAnonymousSignIn();
    scheduleAnonymousSignIn();
    expect(mockSignInAnonymously).not.toHaveBeenCalled();
    expect(idle.pending).toHaveLength(1);
    await runIdlePeriods(idle);
    expect(mockSignInAnonymously).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where requestIdleCallback does not exist', async () => {
    jest.useFakeTimers();
    scheduleAnonymousSignIn();
    expect(mockSignInAnonymously).not.toHaveBeenCalled();
    await jest.runAllTimersAsync();
    expect(mockSignInAnonymously).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event when the page is still loading', () => {
    const { pending } = stubIdleCallback();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    scheduleAnonymousSignIn();
    expect(pending).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(pending).toHaveLength(1);
    readyState.mockRestore();
  });

  it('schedules nothing without configuration', () => {
    delete process.env.NEXT_PUBLIC_FIREBASE_API_KEY;
    const { pending } = stubIdleCallback();
    scheduleAnonymousSignIn();
    expect(pending).toHaveLength(0);
  });
});
