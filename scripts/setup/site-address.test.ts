/** @jest-environment node */
import { domainHosts, siteAddress } from './site-address';

describe('where her site answers', () => {
  it('writes her domain as the variable holds it', () => {
    expect(siteAddress('www.luzdosul.pt')).toBe('https://www.luzdosul.pt');
    expect(siteAddress(' https://www.luzdosul.pt/ ')).toBe('https://www.luzdosul.pt');
    expect(siteAddress('http://www.luzdosul.pt')).toBeUndefined();
    expect(siteAddress('www.luzdosul.pt/about')).toBeUndefined();
    expect(siteAddress('luzdosul')).toBeUndefined();
  });

  it('pairs the host she gave with the other of the bare domain and www, hers first', () => {
    expect(domainHosts('https://www.luzdosul.pt')).toEqual(['www.luzdosul.pt', 'luzdosul.pt']);
    expect(domainHosts('https://luzdosul.com.pt')).toEqual(['luzdosul.com.pt', 'www.luzdosul.com.pt']);
  });
});
