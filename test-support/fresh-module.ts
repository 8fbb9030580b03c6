/**
 * A module whose state starts afresh in every test, as on a fresh page load, also where the test
 * reaches it through the components that import it (which `jest.resetModules()` cannot reach,
 * and which must keep sharing React with the test). In a test file:
 *
 *   jest.mock('@/lib/analytics/gtag', () =>
 *     jest.requireActual<typeof import('@/test-support/fresh-module')>('@/test-support/fresh-module')
 *       .freshInEachTest('@/lib/analytics/gtag'),
 *   );
 *
 * Every importer then sees the exports of a new copy of the module, loaded before each test.
 */
export function freshInEachTest(modulePath: string): object {
  let current: Record<PropertyKey, unknown> | undefined;
  beforeEach(() => {
    jest.isolateModules(() => {
      current = jest.requireActual<Record<PropertyKey, unknown>>(modulePath);
    });
  });
  return new Proxy(
    {},
    {
      get(_, key) {
        if (key === '__esModule') return true;
        if (!current) throw new Error(`${modulePath} is used outside a test.`);
        return current[key];
      },
    },
  );
}
