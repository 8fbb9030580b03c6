/** @jest-environment node */
import { domainHosts, liveAddress, siteAddress } from './site-address';

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

  it('is her domain once she gave one, and the Hosting address before', () => {
    expect(liveAddress({ domain: 'https://www.luzdosul.pt', found: { FIREBASE_SITE: 'luz' } })).toBe(
      'https://www.luzdosul.pt',
    );
    expect(liveAddress({ domain: undefined, found: { FIREBASE_SITE: 'luz-a5c16' } })).toBe('https://luz-a5c16.web.app');
    expect(liveAddress({ domain: undefined, found: {} })).toBeUndefined();
  });
});
