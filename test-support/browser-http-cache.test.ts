/** @jest-environment node */
import { withHttpCache } from './browser-http-cache';

describe('a browser’s HTTP cache in front of a fetch', () => {
  const server = () => {
    let answered = 0;
    const fetcher = ((input: Request) =>
      Promise.resolve(
        new Response(String(++answered), {
          headers: { 'cache-control': 'private, max-age=60', vary: 'Authorization' },
        }),
      ).then((response) => (input.method === 'GET' ? response : new Response('written')))) as typeof fetch;
    return { fetcher, answered: () => answered };
  };
  const read = async (fetcher: typeof fetch, init: RequestInit = {}) =>
    (await fetcher('https://api.github.com/x', { headers: { authorization: 'Bearer a' }, ...init })).text();

  it('answers a second read from the store while it is fresh, without asking the server', async () => {
    const { fetcher, answered } = server();
    const cached = withHttpCache(fetcher);
    expect([await read(cached), await read(cached)]).toEqual(['1', '1']);
    expect(answered()).toBe(1);
  });

  it('asks the server every time for a read that says no-store, and for another token', async () => {
    const { fetcher } = server();
    const cached = withHttpCache(fetcher);
    await read(cached);
    expect(await read(cached, { cache: 'no-store' })).toBe('2');
    expect(await read(cached, { headers: { authorization: 'Bearer b' } })).toBe('3');
  });
});
