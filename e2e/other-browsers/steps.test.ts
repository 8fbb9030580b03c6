/** @jest-environment node */
import { isBrowserCrash } from './steps';

describe('isBrowserCrash', () => {
  it("is WebKitWebDriver's answer once the page has died", () => {
    expect(isBrowserCrash('WebDriver element send keys: unknown error')).toBe(true);
    expect(isBrowserCrash('WebDriver execute script: unknown error Could not parse script result')).toBe(true);
  });

  it('is not any failure of the editor: a missing field, a wrong file, a timeout, a policy violation', () => {
    for (const message of [
      'WebDriver execute script: no such element Unable to locate element',
      'did not finish in 60 s',
      'index.pt.md: the Portuguese story is "", not the one typed',
      "2 violation(s): script-src 'self'",
      'WebDriver element click: element click intercepted',
    ]) {
      expect([message, isBrowserCrash(message)]).toEqual([message, false]);
    }
  });
});
