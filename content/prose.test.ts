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
});

describe('parseLine', () => {
  it('fills in a placeholder and refuses a link', () => {
    expect(parseLine("Hi, I'm {photographer}", values)).toEqual({ value: "Hi, I'm Marta", problems: [] });
    expect(parseLine('See [FAQ](/faq)', values).problems).toEqual([
      '[FAQ](/faq): a link cannot go here, only plain text.',
    ]);
  });
});
