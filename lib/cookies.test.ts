import { loadCookies, readCookie } from './cookies';

afterEach(() => {
  for (const name of ['plain', 'encoded', 'broken', 'other']) document.cookie = `${name}=; path=/; max-age=0`;
});

describe('readCookie', () => {
  it('reads a cookie by its exact name, decoded, among others', () => {
    document.cookie = 'other=1; path=/';
    document.cookie = 'plain=true; path=/';
    document.cookie = 'encoded=a%20b%3Bc; path=/';
    expect(readCookie('plain')).toBe('true');
    expect(readCookie('encoded')).toBe('a b;c');
    expect(readCookie('plai')).toBeUndefined();
    expect(readCookie('missing')).toBeUndefined();
  });

  it('reads what js-cookie wrote', async () => {
    const Cookies = await loadCookies();
    Cookies.set('encoded', 'é = 1; ok', { path: '/' });
    expect(readCookie('encoded')).toBe(Cookies.get('encoded'));
  });

  it('treats a value that does not decode as missing instead of throwing', () => {
    document.cookie = 'broken=%E0%A4%A; path=/';
    expect(readCookie('broken')).toBeUndefined();
  });
});
