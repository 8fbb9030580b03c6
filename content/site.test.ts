/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import type { Locale } from '@/content/languages';
import { statement } from '@/test-support/stated-terms';
import type { Paragraph } from './types';
import { dataCollections } from './collections';
import { faqPage } from './pages/faq';
import { getPage } from './read';
import { settingsProblems, siteSettings, siteUrlOf, type SiteSettings } from './site';

const projectRoot = path.join(__dirname, '..');
const shipped = () =>
  yaml.load(readFileSync(path.join(projectRoot, dataCollections.settings.file), 'utf8')) as SiteSettings &
    Record<string, unknown>;

describe('the settings file (content/settings/site.yml)', () => {
  it('holds the demo’s settings, which the schema accepts', () => {
    expect(
      settingsProblems(readFileSync(path.join(projectRoot, dataCollections.settings.file), 'utf8')).problems,
    ).toEqual([]);
  });

  it.each<[string, (settings: Record<string, unknown>) => void, string]>([
    [
      'a deposit in words',
      (s) => ((s.terms as Record<string, unknown>).deposit = 'two hundred'),
      'Prices and delivery times → Deposit (€) should be a whole number of euros, 1 or more',
    ],
    [
      'no wedding delivery time',
      (s) => delete (s.terms as Record<string, unknown>).weddingDeliveryDays,
      'Prices and delivery times → Weddings delivered within (days) should be a whole number of days, 1 or more',
    ],
    ['an e-mail without its @', (s) => (s.email = 'hello.luzdosul.pt'), 'E-mail should be an e-mail address'],
    [
      'an Instagram page without https',
      (s) => ((s.instagram as Record<string, unknown>).url = 'instagram.com/marta'),
      'Instagram → Instagram page should be the whole address of your Instagram page, starting with https://',
    ],
    ['a phone in words', (s) => (s.phone = 'call me'), 'Phone should be a phone number'],
    ['a NIF in words', (s) => (s.taxNumber = 'none'), 'Tax number (NIF) should be the nine digits of your NIF'],
    ['a business name of spaces', (s) => (s.name = '   '), 'Business name should be the name of your business'],
    ['a setting it does not know', (s) => (s.fax = '123'), 'fax is not a setting'],
  ])('refuses %s, naming the file and the field in her words', (_what, change, message) => {
    const settings = shipped();
    change(settings);
    const { problems } = settingsProblems(yaml.dump(settings));
    expect(problems).toEqual([expect.stringContaining(`${dataCollections.settings.file}: ${message}`)]);
  });

  it.each<[string, number, string]>([
    ['deposit', 0, 'Deposit (€) should be a whole number of euros, 1 or more'],
    ['albumsFrom', 0, 'Albums from (€) should be a whole number of euros, 1 or more'],
    ['sessionDeliveryWorkingDays', 0, 'within (working days) should be a whole number of days, 1 or more'],
    ['weddingDeliveryDays', 0, 'Weddings delivered within (days) should be a whole number of days, 1 or more'],
    ['rushDeliveryDays', 0, 'Rush delivery (days) should be a whole number of days, 1 or more'],
  ])('refuses a %s of %d, and takes 1, the least that makes sense', (term, below, message) => {
    const withTerm = (value: number) => ({ ...shipped(), terms: { ...shipped().terms, [term]: value } });
    expect(settingsProblems(yaml.dump(withTerm(below))).problems).toEqual([expect.stringContaining(message)]);
    expect(settingsProblems(yaml.dump(withTerm(1))).problems).toEqual([]);
  });

  it('refuses a year started before 1900, and takes 1900', () => {
    expect(settingsProblems(yaml.dump({ ...shipped(), since: 1899 })).problems).toEqual([
      expect.stringContaining('Year you started should be a year, like 2016'),
    ]);
    expect(settingsProblems(yaml.dump({ ...shipped(), since: 1900 })).problems).toEqual([]);
  });

  it('takes a phone number, or none when she leaves the field empty', () => {
    expect(siteSettings.parse({ ...shipped(), phone: '+351 912 345 678' }).phone).toBe('+351 912 345 678');
    expect(siteSettings.parse({ ...shipped(), phone: '' }).phone).toBeUndefined();
  });

  it('takes a postal address and a NIF, or none when she leaves them empty', () => {
    const filled = siteSettings.parse({ ...shipped(), address: ' Rua das Flores 12, Faro ', taxNumber: '123456789' });
    expect([filled.address, filled.taxNumber]).toEqual(['Rua das Flores 12, Faro', '123456789']);
    const empty = siteSettings.parse({ ...shipped(), address: '', taxNumber: null });
    expect([empty.address, empty.taxNumber]).toEqual([undefined, undefined]);
  });
});

describe('a deposit changed in the settings file', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'settings-'));
    mkdirSync(path.join(root, 'content', 'settings'), { recursive: true });
    // The FAQ's words are her files; the copy's settings are what changes.
    cpSync(path.join(projectRoot, 'content', 'pages'), path.join(root, 'content', 'pages'), {
      recursive: true,
      filter: (file) => !file.endsWith('.ts'),
    });
    writeFileSync(
      path.join(root, dataCollections.settings.file),
      yaml.dump({ ...shipped(), terms: { ...shipped().terms, deposit: 350 } }),
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** The FAQ's answers as the site would be built from the project at `root`. */
  function faqBuiltFrom(): Record<Locale, string[]> {
    // The settings and the page are read from the project the build runs in.
    jest.spyOn(process, 'cwd').mockReturnValue(root);
    const faq: Record<Locale, { answer: Paragraph[] }[]> = getPage(faqPage);
    jest.restoreAllMocks();
    const sentences = (items: { answer: Paragraph[] }[]) =>
      items
        .flatMap((item) => item.answer)
        .map((paragraph) => paragraph.map((piece) => (typeof piece === 'string' ? piece : piece.text)).join(''))
        .flatMap((paragraph) => paragraph.split(/(?<=[.?!])\s+/u));
    return { en: sentences(faq.en), pt: sentences(faq.pt) };
  }

  it('is the deposit the FAQ states in both languages', () => {
    const built = faqBuiltFrom();
    expect(built.en.filter((sentence) => statement('deposit', '350 €').test(sentence))).toHaveLength(2);
    expect(built.pt.filter((sentence) => statement('sinal', '350 €').test(sentence))).toHaveLength(2);
    expect([...built.en, ...built.pt].filter((sentence) => sentence.includes('200 €'))).toEqual([
      expect.stringContaining('Albums'),
      expect.stringContaining('álbuns'),
    ]);
  });
});

describe('the site’s public address (NEXT_PUBLIC_SITE_URL)', () => {
  const at = (url?: string) =>
    siteUrlOf({ NODE_ENV: 'production', ...(url === undefined ? {} : { NEXT_PUBLIC_SITE_URL: url }) });

  it('is the address given, without the slashes it may end with', () => {
    expect(at('https://www.luzdosul.pt')).toBe('https://www.luzdosul.pt');
    expect(at('https://www.luzdosul.pt/')).toBe('https://www.luzdosul.pt');
    expect(at('https://www.luzdosul.pt//')).toBe('https://www.luzdosul.pt');
    expect(at('https://example.github.io/luz/')).toBe('https://example.github.io/luz');
  });

  it('is the example’s placeholder address when none is given', () => {
    const example = readFileSync(path.join(projectRoot, '.env.example'), 'utf8').match(/^NEXT_PUBLIC_SITE_URL=(.+)$/mu);
    expect(at()).toBe(example?.[1]);
  });
});
