import { localSitePort, localSiteUrl } from './local-site';

describe('where npm start serves the site on this computer', () => {
  it('is port 3000, or the one PORT names', () => {
    expect(localSiteUrl({})).toBe('http://localhost:3000');
    expect(localSiteUrl({ PORT: '4100' })).toBe('http://localhost:4100');
  });

  it('takes 65535, the highest port there is', () => {
    expect(localSitePort({ PORT: '65535' })).toBe(65535);
  });

  it.each(['', 'abc', '0', '-1', '65536', '70000', '30.5'])('takes 3000 when PORT is %p', (port) => {
    expect(localSitePort({ PORT: port })).toBe(3000);
  });
});
