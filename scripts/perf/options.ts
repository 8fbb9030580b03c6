import { parseArgs } from 'node:util';
import { locales, type Locale } from '../../lib/i18n';
import { emptyPagePages, pageKeys, parsePageList, routeTablePages } from './pages';
import { lighthouseMethods, type LighthouseMethod, type Site } from './results';

const measureMethods = [...lighthouseMethods, 'interactions'] as const;

export type MeasureOptions = {
  runs: number;
  interactionRuns: number;
  lighthouseMethods: LighthouseMethod[];
  interactions: boolean;
  langs: Locale[];
  sites: Site[];
};

export const usage = `Usage: npm run perf -- [options]
  --runs N                 Lighthouse runs per site, page and method (default 3)
  --interaction-runs N     runs of each interaction per site and language (default 5)
  --pages a,b              route keys of content/routes.ts and story, the first wedding story (default: all): ${pageKeys.join(', ')}
  --lang en,pt             languages (default: both)
  --methods a,b            ${measureMethods.join(', ')} (default: simulated,applied,interactions)
  --site name=/abs/dir     another static site (repeatable); without --site-pages it is a build of
                           this site, measured on the route table like current (e.g. before=…)
  --site-pages name=list   a site's own pages, kind:path items (kinds home, gallery, page), e.g.
                           hugo=home:/,gallery:/emma-james; such a site is a reference row
  --sites a,b              measure only these sites (default: all; current and empty are built in)`;

function listOf<T extends string>(value: string, allowed: readonly T[], flag: string): T[] {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const unknown = items.filter((item) => !(allowed as readonly string[]).includes(item));
  if (items.length === 0 || unknown.length)
    throw new Error(`${flag} takes a comma-separated list of ${allowed.join(', ')} (got '${value}')`);
  return items as T[];
}

function wholeNumber(value: string, flag: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${flag} takes a whole number ≥ 1 (got '${value}')`);
  return number;
}

function nameAndValue(item: string, flag: string): [string, string] {
  const separator = item.indexOf('=');
  if (separator <= 0) throw new Error(`${flag} takes name=value (got '${item}')`);
  return [item.slice(0, separator), item.slice(separator + 1)];
}

/** The command line of measure.ts as a plan; `builtIn` gives the folders of `current` and `empty`. */
export function parseMeasureArgs(argv: string[], builtIn: { current: string; empty: string }): MeasureOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      runs: { type: 'string', default: '3' },
      'interaction-runs': { type: 'string', default: '5' },
      pages: { type: 'string' },
      lang: { type: 'string', default: locales.join(',') },
      methods: { type: 'string', default: 'simulated,applied,interactions' },
      site: { type: 'string', multiple: true, default: [] },
      'site-pages': { type: 'string', multiple: true, default: [] },
      sites: { type: 'string' },
    },
  });
  const chosenPages = values.pages === undefined ? pageKeys : listOf(values.pages, pageKeys, '--pages');
  const langs = listOf(values.lang, locales, '--lang');
  const methods = listOf(values.methods, measureMethods, '--methods');

  const roots = new Map<string, string>([
    ['current', builtIn.current],
    ['empty', builtIn.empty],
  ]);
  for (const item of values.site) {
    const [name, root] = nameAndValue(item, '--site');
    if (roots.has(name)) throw new Error(`--site ${name}: the name is taken`);
    if (!/^[a-z][a-z0-9-]*$/i.test(name)) throw new Error(`--site ${name}: use letters, digits and dashes`);
    if (!root.startsWith('/')) throw new Error(`--site ${name}: give an absolute folder (got '${root}')`);
    roots.set(name, root);
  }
  const ownPages = new Map(
    values['site-pages'].map((item) => {
      const [name, spec] = nameAndValue(item, '--site-pages');
      if (!roots.has(name) || name === 'current' || name === 'empty')
        throw new Error(`--site-pages ${name}: no --site of that name`);
      return [name, parsePageList(spec)] as const;
    }),
  );
  const chosen = values.sites === undefined ? [...roots.keys()] : listOf(values.sites, [...roots.keys()], '--sites');

  const sites = chosen.map((name): Site => {
    const root = roots.get(name)!;
    if (name === 'empty') return { name, root, role: 'floor', pages: emptyPagePages };
    const pages = ownPages.get(name);
    return pages
      ? { name, root, role: 'peer', pages }
      : { name, root, role: 'subject', pages: routeTablePages(chosenPages, langs) };
  });

  return {
    runs: wholeNumber(values.runs, '--runs'),
    interactionRuns: wholeNumber(values['interaction-runs'], '--interaction-runs'),
    lighthouseMethods: lighthouseMethods.filter((method) => methods.includes(method)),
    interactions: methods.includes('interactions'),
    langs,
    sites,
  };
}
