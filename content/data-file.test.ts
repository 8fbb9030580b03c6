import { z } from 'zod';
import { describePath, parseDataFile } from './data-file';

const schema = z
  .object({
    title: z.string().min(1).meta({ title: 'Title', rule: 'some text' }),
    questions: z
      .array(
        z
          .object({ answer: z.string().min(1).meta({ title: 'Answer', rule: 'a sentence or more' }) })
          .strict()
          .meta({ title: 'Question' }),
      )
      .meta({ title: 'Questions' }),
  })
  .strict();

const words = { file: 'faq.en.yml', where: '(Pages → FAQ)', unknownKey: 'a field of this page', whole: 'hold fields' };

describe('parseDataFile', () => {
  it('gives the data of a file that keeps the rules', () => {
    expect(parseDataFile('title: FAQ\nquestions:\n  - answer: Yes.\n', schema, words)).toEqual({
      data: { title: 'FAQ', questions: [{ answer: 'Yes.' }] },
      problems: [],
    });
  });

  it.each([
    ['text YAML cannot read', 'title: "open', /^faq\.en\.yml cannot be read: .+\.$/],
    ['a list where fields belong', '- FAQ', /^faq\.en\.yml should hold fields \(Pages → FAQ\)\.$/],
    [
      'a key the schema does not know',
      'title: FAQ\nquestions: []\nfax: 1',
      /^faq\.en\.yml: fax is not a field of this page/,
    ],
    [
      'an empty answer deep in a list',
      'title: FAQ\nquestions:\n  - answer: Yes.\n  - answer: ""',
      /^faq\.en\.yml: Questions → Question 2 → Answer should be a sentence or more \(Pages → FAQ\)\.$/,
    ],
  ])('names the file, the field in her words and where she changes it: %s', (_, source, message) => {
    const { data, problems } = parseDataFile(source, schema, words);
    expect(data).toBeUndefined();
    expect(problems).toEqual([expect.stringMatching(message)]);
  });
});

describe('describePath', () => {
  it('counts list items from 1 by their title and gives the rule of the last field', () => {
    expect(describePath(schema, ['questions', 0, 'answer'])).toEqual({
      where: 'Questions → Question 1 → Answer',
      rule: 'a sentence or more',
    });
  });
});
