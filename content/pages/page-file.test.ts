import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import type { Locale } from '@/content/languages';
import { placeholderValues } from '@/content/prose';
import type { PageName } from '@/content/collections';
import { getPage, getSite } from '@/content/read';
import type { Paragraph } from '@/content/types';
import { statement } from '@/test-support/stated-terms';
import { aboutPage } from './about';
import { faqPage } from './faq';
import { homePage } from './home';
import { pageFile, pageProblems, readPage } from './page-file';
import { photoshootProcessPage } from './photoshoot-process';

const projectRoot = path.join(__dirname, '..', '..');
const shipped = (name: string, locale: Locale) =>
  yaml.load(readFileSync(path.join(projectRoot, pageFile(name, locale)), 'utf8')) as Record<string, unknown>;
const values = placeholderValues(getSite());

/** The sentences of some paragraphs, as a visitor reads them. */
const sentences = (paragraphs: Paragraph[]) =>
  paragraphs
    .map((paragraph) => paragraph.map((piece) => (typeof piece === 'string' ? piece : piece.text)).join(''))
    .flatMap((paragraph) => paragraph.split(/(?<=[.?!])\s+/u));

describe('the pages she writes in the editor (content/pages/*.yml)', () => {
  it.each([homePage, faqPage, photoshootProcessPage, aboutPage].map((spec) => [spec.where, spec] as const))(
    '%s: both files are read without a problem',
    (_where, spec) => {
      expect(readPage(spec as typeof faqPage, projectRoot, getSite()).problems).toEqual([]);
    },
  );

  describe('a deposit changed in a copy of her settings', () => {
    const settings = { ...getSite(), terms: { ...getSite().terms, deposit: 350 } };
    const faq = readPage(faqPage, projectRoot, settings).page!;
    const process = readPage(photoshootProcessPage, projectRoot, settings).page!;
    const home = readPage(homePage, projectRoot, settings).page!;
    const subject = { en: 'deposit', pt: 'sinal' } as const;

    it.each(['en', 'pt'] as const)('is the deposit the FAQ, the process and the home page state (%s)', (locale) => {
      const deposit = statement(subject[locale], '350 €');
      const faqSentences = sentences(faq[locale].flatMap((item) => item.answer));
      const processSentences = sentences(process[locale].sections.flatMap((step) => step.paragraphs));
      expect(faqSentences.filter((sentence) => deposit.test(sentence))).toHaveLength(2);
      expect(processSentences.filter((sentence) => deposit.test(sentence))).toHaveLength(1);
      expect(sentences(home[locale].adventure.note).filter((sentence) => deposit.test(sentence))).toHaveLength(1);
    });
  });

  it('refuses an unknown placeholder, naming the file, the language, the field and what she wrote', () => {
    const pt = shipped('faq', 'pt');
    const questions = pt.questions as { answer: string }[];
    questions[1]!.answer = 'Não. O sinal de {deposito} € é descontado.';
    const { page, problems } = pageProblems(faqPage, 'pt', yaml.dump(pt), values);
    // No page: the build stops rather than show a visitor “{deposito}”.
    expect(page).toBeUndefined();
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/pages\/faq\.pt\.yml \(Portuguese\): Questions → Question 2 → Answer: \{deposito\} is not a number or name from your settings: .* \(Pages → FAQ\)$/u,
      ),
    ]);
  });

  it('refuses a link to no page, naming the file, the language, the field and the link', () => {
    const en = shipped('photoshoot-process', 'en');
    (en.steps as { text: string }[])[0]!.text = 'Write on the [contact page](/contatc).';
    expect(pageProblems(photoshootProcessPage, 'en', yaml.dump(en), values).problems).toEqual([
      expect.stringContaining(
        'content/pages/photoshoot-process.en.yml (English): Steps → Step 1 → Text: [contact page](/contatc) leads to no page of the site',
      ),
    ]);
  });

  it('refuses a button that leads to no page, quoting the address she wrote', () => {
    const pt = shipped('photoshoot-process', 'pt');
    (pt.button as { page: string }).page = '/contatc';
    expect(pageProblems(photoshootProcessPage, 'pt', yaml.dump(pt), values)).toEqual({
      problems: [
        "content/pages/photoshoot-process.pt.yml (Portuguese): Button → Button leads to: “/contatc” is no page of the site: write a page's address, like /contact. (Pages → The photoshoot process)",
      ],
    });
  });

  it('refuses a question without its Portuguese answer, naming it', () => {
    const pt = shipped('faq', 'pt');
    delete (pt.questions as { answer?: string }[])[2]!.answer;
    expect(pageProblems(faqPage, 'pt', yaml.dump(pt), values).problems).toEqual([
      'content/pages/faq.pt.yml (Portuguese): Questions → Question 3 → Answer should be some text (Pages → FAQ).',
    ]);
  });

  it('refuses an about page whose greeting is a link', () => {
    const en = { ...shipped('about', 'en'), greeting: 'Hi, see [me](/about)' };
    expect(pageProblems(aboutPage, 'en', yaml.dump(en), values).problems).toEqual([
      'content/pages/about.en.yml (English): Greeting: [me](/about): a link cannot go here, only plain text. (Pages → About)',
    ]);
  });

  it('refuses a question asked in one language only', () => {
    const { page } = readPage(faqPage, projectRoot, getSite());
    expect(faqPage.compare!({ en: page!.en, pt: page!.pt.slice(1) })).toEqual([
      `The English FAQ has ${page!.en.length} questions and the Portuguese ${page!.en.length - 1}: give each question in both languages`,
    ]);
  });

  it('refuses, on reading her files, a FAQ whose Portuguese file lacks a question of the English', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    try {
      mkdirSync(path.join(root, 'content', 'pages'), { recursive: true });
      for (const locale of ['en', 'pt'] as const) {
        const file = shipped('faq', locale);
        if (locale === 'pt') (file.questions as unknown[]).pop();
        writeFileSync(path.join(root, pageFile('faq', locale)), yaml.dump(file));
      }
      const english = (shipped('faq', 'en').questions as unknown[]).length;
      expect(readPage(faqPage, root, getSite())).toEqual({
        problems: [
          `The English FAQ has ${english} questions and the Portuguese ${english - 1}: give each question in both languages (Pages → FAQ).`,
        ],
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  describe('the home page (Pages → Home)', () => {
    type Pack = { name: string; guests: string; bestSeller: boolean; description?: string };
    /** One language's file as shipped, its packs given to `change` to alter. */
    const homeWith = (locale: Locale, change: (packs: Pack[], file: Record<string, unknown>) => void) => {
      const file = shipped('home', locale);
      change((file.adventure as { packs: Pack[] }).packs, file);
      return pageProblems(homePage, locale, yaml.dump(file), values);
    };

    it('refuses a pack without its Portuguese description, naming the file, the language and the field', () => {
      const { page, problems } = homeWith('pt', (packs) => delete packs[1]!.description);
      expect(page).toBeUndefined();
      expect(problems).toEqual([
        'content/pages/home.pt.yml (Portuguese): The adventure begins → Wedding packs → Pack 2 → Description should be a sentence or two on what the pack covers (Pages → Home).',
      ]);
    });

    it('refuses an unknown placeholder, naming the file, the language, the field and what she wrote', () => {
      const { problems } = homeWith('en', (_packs, file) => {
        (file.about as { title: string }).title = "Hello, I'm {photograper}";
      });
      expect(problems).toEqual([
        expect.stringMatching(
          /^content\/pages\/home\.en\.yml \(English\): About you → Title: \{photograper\} is not a number or name from your settings: write one of .*\{photographer\}.* \(Pages → Home\)$/u,
        ),
      ]);
    });

    it('refuses a home page without a wedding pack', () => {
      expect(homeWith('en', (packs) => packs.splice(0)).problems).toEqual([
        'content/pages/home.en.yml (English): The adventure begins → Wedding packs should be at least one pack (Pages → Home).',
      ]);
    });

    it('refuses two best sellers, saying to keep one', () => {
      expect(homeWith('en', (packs) => packs.forEach((pack) => (pack.bestSeller = true))).problems).toEqual([
        'content/pages/home.en.yml (English): The adventure begins → Wedding packs: only one pack can be the best seller: turn “Best seller” off on the others. (Pages → Home)',
      ]);
    });

    it('refuses a guest count the page has no words for, naming the choices', () => {
      expect(homeWith('pt', (packs) => (packs[0]!.guests = 'upTo100')).problems).toEqual([
        'content/pages/home.pt.yml (Portuguese): The adventure begins → Wedding packs → Pack 1 → Guests should be upTo50 (“Up to 50 wedding guests”) or over150 (“+150 wedding guests”) (Pages → Home).',
      ]);
    });

    it('takes packs added, removed, reordered and a new best seller, as she leaves them', () => {
      const { page, problems } = homeWith('en', (packs) => {
        const [intimate, celebration] = packs.splice(0);
        packs.push(
          { ...celebration!, bestSeller: false },
          {
            name: 'Elopement',
            guests: 'upTo50',
            bestSeller: true,
            description: 'Just the two of you, for a deposit of {deposit} €.',
          },
          intimate!,
        );
      });
      expect(problems).toEqual([]);
      expect(page!.adventure.packs.map(({ name, bestSeller }) => [name, bestSeller])).toEqual([
        ['Celebration', false],
        ['Elopement', true],
        ['Intimate', false],
      ]);
      expect(page!.adventure.packs[1]!.description).toBe(
        `Just the two of you, for a deposit of ${getSite().terms.deposit} €.`,
      );
    });

    describe('between the two languages', () => {
      const { page } = readPage(homePage, projectRoot, getSite());
      const { en, pt } = page!;
      const withPacks = (packs: typeof pt.adventure.packs) => ({ ...pt, adventure: { ...pt.adventure, packs } });

      it('refuses a pack given in one language only', () => {
        expect(homePage.compare!({ en, pt: withPacks(pt.adventure.packs.slice(1)) })).toEqual([
          `The English home page has ${en.adventure.packs.length} wedding packs and the Portuguese ${en.adventure.packs.length - 1}: give each pack in both languages`,
        ]);
      });

      it('refuses a pack whose guests or best seller differ, naming it in both languages', () => {
        const packs = pt.adventure.packs.map((pack, index) =>
          index === 1 ? { ...pack, guests: 'upTo50' as const, bestSeller: !pack.bestSeller } : pack,
        );
        const named = `Wedding pack 2 (“${en.adventure.packs[1]!.name}” / “${pt.adventure.packs[1]!.name}”)`;
        expect(homePage.compare!({ en, pt: withPacks(packs) })).toEqual([
          `${named} is for different guests in English and in Portuguese: choose the same in both`,
          `${named} is the best seller in one language only: mark it the same in both`,
        ]);
      });
    });
  });

  it.each(['en', 'pt'] as const)('gives no page while its %s file is missing, though the other is sound', (gone) => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    try {
      mkdirSync(path.join(root, 'content', 'pages'), { recursive: true });
      const kept = gone === 'en' ? 'pt' : 'en';
      writeFileSync(path.join(root, pageFile('faq', kept)), yaml.dump(shipped('faq', kept)));
      const language = { en: 'English', pt: 'Portuguese' }[gone];
      expect(readPage(faqPage, root, getSite())).toEqual({
        problems: [`${pageFile('faq', gone)} is missing: write the page's ${language} text (Pages → FAQ).`],
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('stops the build on a page asked for that cannot be read, naming it', () => {
    const nowhere = { ...aboutPage, name: 'no-such-page' as PageName, where: 'Pages → Nowhere' };
    expect(() => getPage(nowhere)).toThrow(
      'The site cannot be built until the Pages → Nowhere page is fixed:\n  content/pages/no-such-page.en.yml is missing',
    );
  });
});
