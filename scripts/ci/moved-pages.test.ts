/** @jest-environment node */
import { movedPagesToMissingAlbums } from './moved-pages';

const galleries = { weddings: '/stories/weddings', couples: '/stories/couples', family: '/stories/family' };

describe('movedPagesToMissingAlbums', () => {
  it('names an old address that leads to an album no longer there', () => {
    expect(
      movedPagesToMissingAlbums({ '/stories/couples/1-costa': '/stories/couples/leonor-miguel' }, galleries, [
        { slug: 'marta-rui', category: 'couples' },
      ]),
    ).toEqual([expect.stringContaining('/stories/couples/1-costa leads to /stories/couples/leonor-miguel')]);
  });

  it('passes an old address that leads to an album of its gallery', () => {
    expect(
      movedPagesToMissingAlbums({ '/stories/couples/1-costa': '/stories/couples/leonor-miguel' }, galleries, [
        { slug: 'leonor-miguel', category: 'couples' },
      ]),
    ).toEqual([]);
  });

  it('passes an old address whose album is one of several', () => {
    expect(
      movedPagesToMissingAlbums({ '/stories/couples/1-costa': '/stories/couples/leonor-miguel' }, galleries, [
        { slug: 'marta-rui', category: 'couples' },
        { slug: 'leonor-miguel', category: 'couples' },
      ]),
    ).toEqual([]);
  });

  it('names an old address whose album is now in another gallery', () => {
    expect(
      movedPagesToMissingAlbums({ '/stories/couples/1-costa': '/stories/couples/leonor-miguel' }, galleries, [
        { slug: 'leonor-miguel', category: 'weddings' },
      ]),
    ).toHaveLength(1);
  });

  it('passes an old address that leads to a page that is not a story', () => {
    expect(movedPagesToMissingAlbums({ '/prices': '/faq', '/portfolio': '/stories/weddings' }, galleries, [])).toEqual(
      [],
    );
  });
});
