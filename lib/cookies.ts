/**
 * Every page reads the consent cookie as it starts and writes it in one line when a choice is
 * made; js-cookie (domains, encoding) removes Google Analytics' cookies when consent is withdrawn,
 * and is fetched then, so the first load of every page carries a few lines instead of it.
 */
export const loadCookies = () => import('js-cookie').then((module) => module.default);

/** A cookie's value as the page sees it, or undefined (also for a value that does not decode). */
export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split('; ')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator) === name) {
      try {
        return decodeURIComponent(pair.slice(separator + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
