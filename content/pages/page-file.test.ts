import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { Locale } from '@/content/languages';
import { placeholderValues } from '@/content/prose';
import { site } from '@/content/site';
import type { Paragraph } from '@/content/types';
import { statement } from '@/test-support/stated-terms';
import { aboutPage } from './about';
import { faqPage } from './faq';
import { pageFile, pageProblems, readPage } from './page-file';
import { photoshootProcessPage } from './photoshoot-process';

const projectRoot = path.join(__dirname, '..', '..');
const shipped = (name: string, locale: Locale) =>
  yaml.load(readFileSync(path.join(projectRoot, pageFile(name, locale)), 'utf8')) as Record<string, unknown>;
const values = placeholderValues(site);

/** The sentences of some paragraphs, as a visitor reads them. */
const sentences = (paragraphs: Paragraph[]) =>
  paragraphs
    .map((paragraph) => paragraph.map((piece) => (typeof piece === 'string' ? piece : piece.text)).join(''))
    .flatMap((paragraph) => paragraph.split(/(?<=[.?!])\s+/u));

describe('the pages she writes in the editor (content/pages/*.yml)', () => {
  it.each([faqPage, photoshootProcessPage, aboutPage].map((spec) => [spec.where, spec] as const))(
    '%s: both files are read without a problem',
    (_where, spec) => {
      expect(readPage(spec as typeof faqPage, projectRoot, site).problems).toEqual([]);
    },
  );

  describe('a deposit changed in a copy of her settings', () => {
    const settings = { ...site, terms: { ...site.terms, deposit: 350 } };
    const faq = readPage(faqPage, projectRoot, settings).page!;
    const process = readPage(photoshootProcessPage, projectRoot, settings).page!;
    const subject = { en: 'deposit', pt: 'sinal' } as const;

    it.each(['en', 'pt'] as const)('is the deposit the FAQ and the process state (%s)', (locale) => {
      const deposit = statement(subject[locale], '350 €');
      const faqSentences = sentences(faq[locale].flatMap((item) => item.answer));
      const processSentences = sentences(process[locale].sections.flatMap((step) => step.paragraphs));
      expect(faqSentences.filter((sentence) => deposit.test(sentence))).toHaveLength(2);
      expect(processSentences.filter((sentence) => deposit.test(sentence))).toHaveLength(1);
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
    const { page } = readPage(faqPage, projectRoot, site);
    expect(faqPage.compare!({ en: page!.en, pt: page!.pt.slice(1) })).toEqual([
      `The English FAQ has ${page!.en.length} questions and the Portuguese ${page!.en.length - 1}: give each question in both languages`,
    ]);
  });
});
