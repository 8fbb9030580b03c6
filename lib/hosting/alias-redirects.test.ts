/** @jest-environment node */
import { missingEnglishAliasRedirects, type AliasTable } from './alias-redirects';
import type { RedirectRule } from './hosting-config';

const table: AliasTable = {
  pagePaths: ['/', '/about'],
  galleryPaths: ['/stories/weddings'],
  moved: { '/stories/couples/1-costa': '/stories/couples/leonor-miguel' },
};
const complete: RedirectRule[] = [
  { source: '/stories/couples/1-costa', destination: '/stories/couples/leonor-miguel', type: 301 },
  { source: '/stories/couples/1-costa/pt-pt', destination: '/stories/couples/leonor-miguel/pt-pt', type: 301 },
  { source: '/stories/couples/1-costa/en-en', destination: '/stories/couples/leonor-miguel', type: 301 },
  { source: '/en-en', destination: '/', type: 301 },
  { source: '/about/en-en', destination: '/about', type: 301 },
  { source: '/stories/weddings/:album/en-en', destination: '/stories/weddings/:album', type: 301 },
];

describe('missingEnglishAliasRedirects', () => {
  it('finds nothing to change when every alias of the table redirects, in any order', () => {
    expect(missingEnglishAliasRedirects(table, { redirects: [...complete].reverse() })).toEqual({
      missing: [],
      superfluous: [],
      message: null,
    });
  });

  it('names the exact entry a new page needs and the command that writes it', () => {
    const { missing, message } = missingEnglishAliasRedirects(
      { ...table, pagePaths: [...table.pagePaths, '/investment'] },
      { redirects: complete },
    );
    expect(missing).toEqual([{ source: '/investment/en-en', destination: '/investment', type: 301 }]);
    expect(message).toContain(
      [
        '      {',
        '        "source": "/investment/en-en",',
        '        "destination": "/investment",',
        '        "type": 301',
        '      },',
      ].join('\n'),
    );
    expect(message).toMatch(/^firebase\.json lacks these "redirects" .*`npm run redirects` adds them:/);
    expect(message).not.toContain('too many');
  });

  it('asks for one :album rule for a new gallery', () => {
    const { missing } = missingEnglishAliasRedirects(
      { ...table, galleryPaths: [...table.galleryPaths, '/stories/family'] },
      { redirects: complete },
    );
    expect(missing).toEqual([
      { source: '/stories/family/:album/en-en', destination: '/stories/family/:album', type: 301 },
    ]);
  });

  it('sends a moved page’s old address, its Portuguese and its /en-en forms, to the new page', () => {
    const { missing } = missingEnglishAliasRedirects(table, { redirects: complete.slice(3) });
    expect(missing).toEqual(complete.slice(0, 3));
  });

  it('names the rules to delete: a removed page’s, a wrong destination or status, a wider pattern', () => {
    const stale: RedirectRule[] = [
      { source: '/old/en-en', destination: '/old', type: 301 },
      { source: '/:section/en-en', destination: '/:section', type: 301 },
    ];
    const wrong: RedirectRule = { source: '/about/en-en', destination: '/about', type: 302 };
    const { missing, superfluous, message } = missingEnglishAliasRedirects(table, {
      redirects: [...complete.slice(0, 3), complete[3]!, wrong, complete[5]!, ...stale],
    });
    expect(superfluous).toEqual([wrong, ...stale]);
    expect(missing).toEqual([complete[4]]);
    expect(message).toContain('firebase.json has these "redirects" too many');
    expect(message).toContain('"source": "/:section/en-en"');
  });

  it.each<[string, RedirectRule]>([
    ['another source', { source: '/about/en-gb', destination: '/about', type: 301 }],
    ['another destination', { source: '/about/en-en', destination: '/', type: 301 }],
  ])('counts a rule with %s as a different rule: missing, and the one there superfluous', (_, rule) => {
    const redirects: RedirectRule[] = complete.map((entry) => (entry.source === '/about/en-en' ? rule : entry));
    const { missing, superfluous } = missingEnglishAliasRedirects(table, { redirects });
    expect(missing).toEqual([complete[4]]);
    expect(superfluous).toEqual([rule]);
  });
});
