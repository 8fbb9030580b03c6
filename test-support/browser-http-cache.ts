/**
 * A browser's HTTP cache in front of a `fetch`, as the Fetch standard has a page's GET use it: a
 * response that says it may be kept (`Cache-Control: max-age`, not `no-store`; GitHub answers its
 * reads `private, max-age=60`) is stored under its URL and the request headers its `Vary` names, and
 * a later GET in the default cache mode is answered from the store while it is fresh, without asking
 * the server; `no-store` neither reads nor writes the store, `reload` and `no-cache` ask the server
 * again. Playwright turns the browser's own cache off while it routes requests, so the end-to-end
 * tests put this one back in the page (as an init script); the unit tests wrap a stand-in's `fetch`.
 * Self-contained (no imports, nothing from outside the function), so that it can be sent to a page
 * as source.
 */
export function withHttpCache(fetcher: typeof fetch): typeof fetch {
  const stored = new Map<string, { response: Response; until: number }>();
  const varied = new Map<string, string[]>();
  const keyOf = (request: Request, names: readonly string[]) =>
    [request.url, ...names.map((name) => `${name}: ${request.headers.get(name) ?? ''}`)].join('\n');
  return async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET' || request.cache === 'no-store') return fetcher(request);
    const names = varied.get(request.url) ?? [];
    const hit = stored.get(keyOf(request, names));
    const usable = request.cache === 'force-cache' || (request.cache === 'default' && hit && hit.until > Date.now());
    if (hit && usable) return hit.response.clone();
    const response = await fetcher(request);
    const control = response.headers.get('cache-control') ?? '';
    const maxAge = Number(/(?:^|,)\s*max-age=(\d+)/i.exec(control)?.[1] ?? 0);
    if (response.status === 200 && maxAge > 0 && !/no-store/i.test(control)) {
      const vary = (response.headers.get('vary') ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean);
      varied.set(request.url, vary);
      stored.set(keyOf(request, vary), { response: response.clone(), until: Date.now() + maxAge * 1000 });
    }
    return response;
  };
}
