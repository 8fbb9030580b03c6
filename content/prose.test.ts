/** @jest-environment node */
import { pageOf, parseLine, parseProse, placeholderValues, type PlaceholderValues } from './prose';
import type { SiteSettings } from './site';

const settings = {
  name: 'Luz do Sul',
  photographer: 'Marta',
  email: 'hello@example.pt',
  instagram: { handle: '@luz', url: 'https://www.instagram.com/luz' },
  facebook: { handle: 'luz', url: 'https://www.facebook.com/luz' },
  region: 'Algarve',
  since: 2016,
  terms: {
    deposit: 350,
    albumsFrom: 200,
    sessionDeliveryWorkingDays: 15,
    weddingDeliveryDays: 60,
    rushDeliveryDays: 5,
  },
} satisfies SiteSettings;
const values: PlaceholderValues = placeholderValues(settings);

describe('parseProse', () => {
  it('makes a paragraph of each block between empty lines, a single line break being a space', () => {
    const { value, problems } = parseProse('First line\nsame paragraph.\n\n  \nSecond one.\n', values);
    expect(problems).toEqual([]);
    expect(value).toEqual([['First line same paragraph.'], ['Second one.']]);
  });

  it('fills in the numbers and names of the settings', () => {
    expect(parseProse('A deposit of {deposit} €, since {since}, by {photographer}.', values).value).toEqual([
      ['A deposit of 350 €, since 2016, by Marta.'],
    ]);
  });

  it('links to a page of the site by its address or its name, in the words she gave', () => {
    const { value, problems } = parseProse(
      'Write on the [contact page](/contact), see [the process](stories/photoshoot-process/) or [FAQ](faq).',
      values,
    );
    expect(problems).toEqual([]);
    expect(value).toEqual([
      [
        'Write on the ',
        { text: 'contact page', route: 'contact' },
        ', see ',
        { text: 'the process', route: 'photoshootProcess' },
        ' or ',
        { text: 'FAQ', route: 'faq' },
        '.',
      ],
    ]);
  });

  it('takes a Portuguese address for the same page', () => {
    expect(pageOf('/contact/pt-pt')).toBe('contact');
    expect(pageOf('/')).toBe('home');
  });

  it('keeps a link to another site as written', () => {
    expect(parseProse('See [her blog](https://blog.example.pt/a).', values).value).toEqual([
      ['See ', { text: 'her blog', href: 'https://blog.example.pt/a' }, '.'],
    ]);
  });

  it('refuses a placeholder her settings do not have, quoting it and naming the ones there are', () => {
    const { problems } = parseProse('A deposit of {deposito} €.', values);
    expect(problems).toEqual([
      expect.stringMatching(/^\{deposito\} is not a number or name from your settings: write one of \{deposit\}, /u),
    ]);
  });

  it('refuses a link to no page of the site, quoting it', () => {
    const { problems } = parseProse('On the [contact page](/contatc).', values);
    expect(problems).toEqual([
      expect.stringMatching(/^\[contact page\]\(\/contatc\) leads to no page of the site: write a page's address/u),
    ]);
  });

  it('keeps as she typed it what Markdown would style: emphasis, code, an escape, an address written bare', () => {
    const text = 'A *big* day at `noon`, \\[really\\], on https://blog.example.pt/a.';
    expect(parseProse(text, values)).toEqual({ value: [[text]], problems: [] });
  });

  it('links only what is written as a link, not the same written as code', () => {
    expect(parseProse('Write `[FAQ](/faq)` for [FAQ](/faq).', values).value).toEqual([
      ['Write `[FAQ](/faq)` for ', { text: 'FAQ', route: 'faq' }, '.'],
    ]);
  });

  it('refuses a placeholder Markdown would style inside, quoting it whole', () => {
    expect(parseProse('A deposit of {de*pos*it} €.', values).problems).toEqual([
      expect.stringMatching(/^\{de\*pos\*it\} is not a number or name from your settings/u),
    ]);
  });

  it('does not take a property every object has for a setting', () => {
    expect(parseProse('{toString}', values).problems).toHaveLength(1);
  });

  it('gives no paragraph for a text of nothing but spaces and empty lines', () => {
    expect(parseProse('', values)).toEqual({ value: [], problems: [] });
    expect(parseProse(' \n\n \t\n', values)).toEqual({ value: [], problems: [] });
  });

  it('starts a new paragraph at a line that holds only spaces, and keeps every line of a paragraph', () => {
    expect(parseProse('First.\n  \t\nSecond,\non\nthree lines.', values).value).toEqual([
      ['First.'],
      ['Second, on three lines.'],
    ]);
  });

  it('gives a paragraph that is a link alone as the link, with no empty text beside it', () => {
    expect(parseProse('[FAQ](/faq)\n\nSee [the FAQ](/faq)', values).value).toEqual([
      [{ text: 'FAQ', route: 'faq' }],
      ['See ', { text: 'the FAQ', route: 'faq' }],
    ]);
  });

  it('keeps the words of a refused link in the text, as one piece with the text around them', () => {
    expect(parseProse('On the [contact page](/contatc), {photographer} answers.', values)).toEqual({
      value: [['On the contact page, Marta answers.']],
      problems: [expect.stringMatching(/^\[contact page\]\(\/contatc\) leads to no page of the site/u)],
    });
  });

  it('keeps words in square brackets as text when no address follows them, even at the start', () => {
    expect(parseProse('[Update] New prices, [from June].', values)).toEqual({
      value: [['[Update] New prices, [from June].']],
      problems: [],
    });
  });

  it('keeps a link inside struck-through words as she typed it, as inside emphasis', () => {
    const text = 'Not ~~[the old FAQ](/faq)~~ nor *[this](/contact)*: [the FAQ](/faq).';
    expect(parseProse(text, values)).toEqual({
      value: [['Not ~~[the old FAQ](/faq)~~ nor *[this](/contact)*: ', { text: 'the FAQ', route: 'faq' }, '.']],
      problems: [],
    });
  });
});

describe('pageOf', () => {
  it('finds a page by its name in the route table, whatever its capitals', () => {
    expect(pageOf('photoshootProcess')).toBe('photoshootProcess');
    expect(pageOf('legalnotice')).toBe('legalNotice');
    expect(pageOf('PrivacyPolicy')).toBe('privacyPolicy');
  });

  it('takes an address with spaces around it or its slashes doubled', () => {
    expect(pageOf('  /contact ')).toBe('contact');
    expect(pageOf('//contact')).toBe('contact');
    expect(pageOf('/stories/weddings//')).toBe('weddings');
  });

  it('takes the home page in either language by its suffix alone', () => {
    expect(pageOf('/pt-pt')).toBe('home');
    expect(pageOf('en-en/')).toBe('home');
  });

  it('finds no page for a language suffix anywhere but at the end, where the site puts it', () => {
    expect(pageOf('/stories/pt-pt/weddings')).toBeUndefined();
    expect(pageOf('/pt-ptfaq')).toBeUndefined();
  });
});

describe('parseLine', () => {
  it('fills in a placeholder and refuses a link', () => {
    expect(parseLine("Hi, I'm {photographer}", values)).toEqual({ value: "Hi, I'm Marta", problems: [] });
    expect(parseLine('See [FAQ](/faq)', values).problems).toEqual([
      '[FAQ](/faq): a link cannot go here, only plain text.',
    ]);
  });

  it('drops the spaces and line breaks around the line', () => {
    expect(parseLine('  Hello, {name}\n', values)).toEqual({ value: 'Hello, Luz do Sul', problems: [] });
  });
});
