/** @jest-environment node */
import { locales } from '../../lib/i18n';
import { parseMeasureArgs } from './options';
import { pageKeys } from './pages';

const builtIn = { current: '/project/out', empty: '/project/perf/.baseline/out' };
const parse = (...argv: string[]) => parseMeasureArgs(argv, builtIn);

describe('parseMeasureArgs', () => {
  it('measures every route and the first wedding story in both languages, both throttling methods and the interactions by default', () => {
    const options = parse();
    expect(options).toMatchObject({
      runs: 3,
      interactionRuns: 5,
      lighthouseMethods: ['simulated', 'applied'],
      interactions: true,
      langs: [...locales],
    });
    expect(options.sites.map(({ name, root, role }) => ({ name, root, role }))).toEqual([
      { name: 'current', root: builtIn.current, role: 'subject' },
      { name: 'empty', root: builtIn.empty, role: 'floor' },
    ]);
    expect(options.sites[0]?.pages).toHaveLength(pageKeys.length * locales.length);
    expect(options.sites[0]?.pages.filter((page) => page.key === 'story').map((page) => page.lang)).toEqual([...locales]);
    expect(options.sites[1]?.pages.map((page) => page.path)).toEqual(['/']);
  });

  it('measures another build of this site on the same pages, and a site with its own pages as a reference', () => {
    const options = parse(
      '--pages',
      'home,weddings',
      '--lang',
      'en',
      '--site',
      'before=/sites/before',
      '--site',
      'hugo=/sites/hugo',
      '--site-pages',
      'hugo=home:/,gallery:/emma-james',
    );
    const [current, , before, hugo] = options.sites;
    expect(before).toMatchObject({ name: 'before', root: '/sites/before', role: 'subject' });
    expect(before?.pages).toEqual(current?.pages);
    expect(current?.pages.map((page) => page.path)).toEqual(['/', '/stories/weddings']);
    expect(hugo).toMatchObject({
      role: 'peer',
      pages: [
        { kind: 'home', path: '/' },
        { kind: 'gallery', path: '/emma-james' },
      ],
    });
  });

  it('takes methods, run counts and a choice of sites', () => {
    const options = parse(
      '--methods',
      'applied,desktop',
      '--runs',
      '5',
      '--interaction-runs',
      '7',
      '--site',
      'before=/b',
      '--sites',
      'before,empty',
    );
    expect(options).toMatchObject({
      runs: 5,
      interactionRuns: 7,
      lighthouseMethods: ['applied', 'desktop'],
      interactions: false,
    });
    expect(options.sites.map((site) => site.name)).toEqual(['before', 'empty']);
  });

  it.each([
    [['--runs', '0'], /--runs takes a whole number/],
    [['--pages', 'home,gallery'], /--pages takes/],
    [['--lang', 'fr'], /--lang takes/],
    [['--methods', 'lab'], /--methods takes/],
    [['--site', 'before=relative/dir'], /absolute folder/],
    [['--site', 'current=/x'], /name is taken/],
    [['--site', 'nameonly'], /name=value/],
    [['--site-pages', 'hugo=/'], /no --site of that name/],
    [['--sites', 'hugo'], /--sites takes/],
    [['--unknown'], /Unknown option/],
  ])('refuses %j', (argv, message) => {
    expect(() => parse(...argv)).toThrow(message);
  });
});
