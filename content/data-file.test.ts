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

describe('parseDataFile, at the edges of its messages', () => {
  it('gives the reason YAML cannot read a file in one line, with where it stopped', () => {
    const { problems } = parseDataFile('title: "open', schema, words);
    expect(problems).toEqual([expect.stringMatching(/^faq\.en\.yml cannot be read: [^\n]+ \(2:1\)\.$/u)]);
  });

  it('names every key the schema does not know, separated by commas', () => {
    expect(parseDataFile('title: FAQ\nquestions: []\nfax: 1\nphone: 2', schema, words).problems).toEqual([
      'faq.en.yml: fax, phone is not a field of this page (Pages → FAQ).',
    ]);
  });

  it('asks for a field to be filled in when its schema states no rule', () => {
    const captioned = z.object({ captions: z.record(z.string(), z.string().min(1)).meta({ title: 'Captions' }) });
    expect(parseDataFile('captions:\n  IMG_1.jpg: ""', captioned, words).problems).toEqual([
      'faq.en.yml: Captions → IMG_1.jpg should be filled in (Pages → FAQ).',
    ]);
  });
});

describe('describePath', () => {
  it('counts list items from 1 by their title and gives the rule of the last field', () => {
    expect(describePath(schema, ['questions', 0, 'answer'])).toEqual({
      where: 'Questions → Question 1 → Answer',
      rule: 'a sentence or more',
    });
  });

  it('calls an item of a list without a title of its own an item', () => {
    const list = z.object({ tags: z.array(z.string().min(1)).meta({ title: 'Tags' }) });
    expect(describePath(list, ['tags', 1])).toEqual({ where: 'Tags → Item 2', rule: undefined });
  });

  it('names an entry of a record by its key', () => {
    const captioned = z.object({ captions: z.record(z.string(), z.string().min(1)).meta({ title: 'Captions' }) });
    expect(describePath(captioned, ['captions', 'IMG_1.jpg'])).toEqual({
      where: 'Captions → IMG_1.jpg',
      rule: undefined,
    });
  });

  it('gives no field and no rule for the file as a whole, whatever its schema states', () => {
    expect(describePath(schema.meta({ title: 'FAQ', rule: 'fields' }), [])).toEqual({ where: '', rule: undefined });
  });
});
