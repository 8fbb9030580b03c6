import { isBrowserCrash } from './driver';

describe('isBrowserCrash', () => {
  it("is WebKitWebDriver's answer once the page has died", () => {
    expect(isBrowserCrash('WebDriver POST /session/ef10314f/element/node-E2E7AB7A/value: unknown error')).toBe(true);
    expect(
      isBrowserCrash('WebDriver POST /session/ef10314f/execute/sync: unknown error Could not parse script result'),
    ).toBe(true);
  });

  it('is not any failure of the editor: a missing field, a wrong file, a timeout, a policy violation', () => {
    for (const message of [
      'WebDriver POST /session/ef10314f/element: no such element Unable to locate element',
      'did not finish in 60 s',
      'index.pt.md: the Portuguese story is "", not the one typed',
      "2 violation(s): script-src 'self'",
      'WebDriver POST /session/ef10314f/element/x/click: element click intercepted',
    ]) {
      expect([message, isBrowserCrash(message)]).toEqual([message, false]);
    }
  });
});
