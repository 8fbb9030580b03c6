/**
 * The FAQ (/faq): its questions and answers are in content/pages/faq.en.yml and faq.pt.yml, which
 * the editor writes (Pages → FAQ). This file states what those files hold and reads them; the
 * build stops, naming the file, the language and the question, when one is not right.
 */
import { z } from 'zod';
import type { Paragraph } from '@/content/types';
import { pageWhere } from '@/content/collections';
import { line, prose, type PageSpec } from './page-file';

export type FaqItem = {
  question: string;
  answer: Paragraph[];
};

/** The one statement of what content/pages/faq.<language>.yml holds. */
export const faqFile = z
  .object({
    questions: z
      .array(
        z
          .object({
            question: line('Question', 'the question, without its number'),
            answer: prose('Answer'),
          })
          .strict()
          .meta({ title: 'Question' }),
      )
      .min(1)
      .meta({ title: 'Questions', rule: 'at least one question with its answer' }),
  })
  .strict();

export const faqPage: PageSpec<typeof faqFile, FaqItem[]> = {
  name: 'faq',
  where: pageWhere('faq'),
  schema: faqFile,
  build: ({ questions }, read) =>
    questions.map(({ question, answer }, index) => ({
      question: read.line(question, 'questions', index, 'question'),
      answer: read.prose(answer, 'questions', index, 'answer'),
    })),
  // The two pages are one list of questions, each asked in both languages.
  compare: ({ en, pt }) =>
    en.length === pt.length
      ? []
      : [
          `The English FAQ has ${en.length} questions and the Portuguese ${pt.length}: give each question in both languages`,
        ],
};
