import { localSitePort, localSiteUrl } from './local-site';

describe('where npm start serves the site on this computer', () => {
  it('is port 3000, or the one PORT names', () => {
    expect(localSiteUrl({})).toBe('http://localhost:3000');
    expect(localSiteUrl({ PORT: '4100' })).toBe('http://localhost:4100');
  });

  it.each(['', 'abc', '0', '70000', '30.5'])('takes 3000 when PORT is %p', (port) => {
    expect(localSitePort({ PORT: port })).toBe(3000);
  });
});
