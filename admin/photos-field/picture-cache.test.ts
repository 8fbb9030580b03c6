/** @jest-environment node */
import { PictureCache } from './picture-cache';

const cacheRevoking = () => {
  const revoked: string[] = [];
  return { cache: new PictureCache((url) => revoked.push(url)), revoked };
};

describe('PictureCache', () => {
  it('revokes an album’s pictures once nothing of it is shown any more, and not before', () => {
    const { cache, revoked } = cacheRevoking();
    const releaseField = cache.hold('rita-nuno');
    const releasePreview = cache.hold('rita-nuno');
    expect(cache.wants('rita-nuno', 'IMG_0001.webp')).toBe(true);
    cache.put('rita-nuno', 'IMG_0001.webp', 'blob:1');
    releasePreview();
    expect(revoked).toEqual([]);
    expect(cache.get('rita-nuno', 'IMG_0001.webp')).toBe('blob:1');
    releaseField();
    expect(revoked).toEqual(['blob:1']);
    expect(cache.get('rita-nuno', 'IMG_0001.webp')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('revokes at once a picture that arrives after its album was closed', () => {
    const { cache, revoked } = cacheRevoking();
    const release = cache.hold('rita-nuno');
    expect(cache.wants('rita-nuno', 'IMG_0001.webp')).toBe(true);
    release();
    cache.put('rita-nuno', 'IMG_0001.webp', 'blob:late');
    expect(revoked).toEqual(['blob:late']);
    expect(cache.size).toBe(0);
  });

  it('reads each picture once while it is kept, and again after a failure or once the album is shown anew', () => {
    const { cache } = cacheRevoking();
    const release = cache.hold('rita-nuno');
    expect(cache.wants('rita-nuno', 'a.webp')).toBe(true);
    expect(cache.wants('rita-nuno', 'a.webp')).toBe(false);
    cache.failed('rita-nuno', 'a.webp');
    expect(cache.wants('rita-nuno', 'a.webp')).toBe(true);
    cache.put('rita-nuno', 'a.webp', 'blob:a');
    expect(cache.wants('rita-nuno', 'a.webp')).toBe(false);
    release();
    expect(cache.wants('rita-nuno', 'a.webp')).toBe(false);
    cache.hold('rita-nuno');
    expect(cache.wants('rita-nuno', 'a.webp')).toBe(true);
  });

  it('keeps two albums’ photos of the same name apart', () => {
    const { cache, revoked } = cacheRevoking();
    const releaseA = cache.hold('a');
    cache.hold('b');
    cache.put('a', 'IMG_0001.webp', 'blob:a');
    cache.put('b', 'IMG_0001.webp', 'blob:b');
    releaseA();
    expect(revoked).toEqual(['blob:a']);
    expect(cache.get('b', 'IMG_0001.webp')).toBe('blob:b');
  });

  it('lets a holder go only once, and replaces a picture read again by revoking the one before', () => {
    const { cache, revoked } = cacheRevoking();
    const release = cache.hold('a');
    cache.hold('a');
    cache.put('a', 'x.webp', 'blob:1');
    cache.put('a', 'x.webp', 'blob:2');
    expect(revoked).toEqual(['blob:1']);
    release();
    release();
    expect(cache.get('a', 'x.webp')).toBe('blob:2');
  });
});
