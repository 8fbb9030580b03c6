/**
 * Paragraphs as the photographer writes them in the editor, turned into the pages' rich text
 * (`Paragraph`, content/types.ts). She writes plain text, an empty line between paragraphs; a link
 * as `[words](/contact)`, to a page of the site by its English address (or `https://…` for
 * another site), which opens in the visitor's language; and a number from her settings as
 * `{deposit}`, so that changing it in Settings changes every page that states it. Anything else in
 * braces or a link to no page is refused, said in her words, so a typing slip never reaches a
 * visitor as `{deposti}`. Pure: the settings' values are given.
 */
import { Lexer, type Tokens } from 'marked';
import { routes, type RouteKey } from './routes';
import type { SiteSettings } from './site';
import type { InlinePiece, Paragraph } from './types';

/** The numbers and names of her settings a text may quote, each with what it is, in her words. */
const placeholders = {
  deposit: 'the deposit (€)',
  albumsFrom: 'the lowest price of an album (€)',
  sessionDeliveryWorkingDays: 'the working days to deliver a couples or family session',
  weddingDeliveryDays: 'the days to deliver a wedding',
  rushDeliveryDays: 'the days of a rush delivery',
  since: 'the year you started',
  photographer: 'your name',
  name: 'your business name',
  region: 'where you work',
} as const satisfies Record<string, string>;

type PlaceholderName = keyof typeof placeholders;
export type PlaceholderValues = Record<PlaceholderName, string>;

/** What each placeholder stands for in these settings. */
export function placeholderValues(settings: SiteSettings): PlaceholderValues {
  const { terms } = settings;
  return {
    deposit: String(terms.deposit),
    albumsFrom: String(terms.albumsFrom),
    sessionDeliveryWorkingDays: String(terms.sessionDeliveryWorkingDays),
    weddingDeliveryDays: String(terms.weddingDeliveryDays),
    rushDeliveryDays: String(terms.rushDeliveryDays),
    since: String(settings.since),
    photographer: settings.photographer,
    name: settings.name,
    region: settings.region,
  };
}

/** The placeholders as she writes them: "{deposit}, {albumsFrom}, …". */
export const placeholderList = Object.keys(placeholders)
  .map((name) => `{${name}}`)
  .join(', ');

/** How a link is written, for the messages and the editor's hints. */
export const LINK_EXAMPLE = '[contact page](/contact)';

/** The whole address of another site, or an e-mail link: kept as written. */
const EXTERNAL = /^(https:\/\/[^\s/]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+)$/u;

/**
 * The page a link's target names: its English address with or without the slashes and a language
 * suffix ("/contact", "contact", "/contact/pt-pt", "/stories/photoshoot-process"), or its name in
 * the route table ("contact", "photoshootProcess").
 */
export function pageOf(target: string): RouteKey | undefined {
  const address = target
    .trim()
    .replace(/^\/+|\/+$/gu, '')
    .replace(/(^|\/)(pt-pt|en-en)$/u, '')
    .toLowerCase();
  const keys = Object.keys(routes) as RouteKey[];
  return (
    keys.find((key) => routes[key].path.replace(/^\//u, '') === address) ??
    keys.find((key) => key.toLowerCase() === address)
  );
}

type Parsed<T> = { value: T; problems: string[] };

/** The text with each placeholder filled in, and a problem for each one her settings lack. */
function fill(text: string, values: PlaceholderValues, problems: string[]): string {
  return text.replace(/\{([^{}\s]*)\}/gu, (whole, name: string) => {
    if (Object.hasOwn(values, name)) return values[name as PlaceholderName];
    problems.push(`${whole} is not a number or name from your settings: write one of ${placeholderList}.`);
    return whole;
  });
}

/**
 * The inline Markdown of a text, as `marked` reads it: a link she wrote as `[words](target)` is a
 * link; everything else (emphasis, code, an escape, an address written bare) stays the text she
 * typed, since a page shows her words and links only.
 */
const inlinePieces = (text: string): ({ words: string; target: string; raw: string } | string)[] =>
  Lexer.lexInline(text, { gfm: true }).map((token) =>
    token.type === 'link' && token.raw.startsWith('[')
      ? { words: (token as Tokens.Link).text, target: (token as Tokens.Link).href, raw: token.raw }
      : token.raw,
  );

/** One paragraph's pieces: text with its placeholders filled in, and links. */
function parseParagraph(text: string, values: PlaceholderValues, problems: string[]): Paragraph {
  const pieces: InlinePiece[] = [];
  const addText = (part: string) => {
    if (part === '') return;
    const last = pieces.at(-1);
    // Text next to text is one piece, as a hand-written paragraph is one string between links.
    if (typeof last === 'string') pieces[pieces.length - 1] = last + part;
    else pieces.push(part);
  };
  // Placeholders are filled in a run of text as a whole: `{deposit}` may span two of marked's text tokens.
  let run = '';
  const endRun = () => {
    addText(fill(run, values, problems));
    run = '';
  };
  for (const piece of inlinePieces(text)) {
    if (typeof piece === 'string') {
      run += piece;
      continue;
    }
    endRun();
    const { words, target, raw } = piece;
    const route = pageOf(target);
    const linkText = fill(words, values, problems);
    if (route) pieces.push({ text: linkText, route });
    else if (EXTERNAL.test(target)) pieces.push({ text: linkText, href: target });
    else {
      problems.push(
        `${raw} leads to no page of the site: write a page's address, like ${LINK_EXAMPLE}, or another site's whole address, starting with https://.`,
      );
      addText(linkText);
    }
  }
  endRun();
  return pieces;
}

/**
 * Her text as paragraphs: an empty line starts a new paragraph, a single line break is a space
 * (as in Markdown), and the problems, each quoting what she wrote.
 */
export function parseProse(text: string, values: PlaceholderValues): Parsed<Paragraph[]> {
  const problems: string[] = [];
  const value = text
    .trim()
    .split(/\n[ \t]*\n\s*/u)
    .map((paragraph) => paragraph.replace(/[ \t]*\n[ \t]*/gu, ' '))
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => parseParagraph(paragraph, values, problems));
  return { value, problems };
}

/** A line of plain text (a heading, a greeting) with its placeholders filled in; a link is refused. */
export function parseLine(text: string, values: PlaceholderValues): Parsed<string> {
  const problems: string[] = [];
  const value = fill(text.trim(), values, problems);
  const link = inlinePieces(value).find((piece) => typeof piece !== 'string');
  if (link) problems.push(`${link.raw}: a link cannot go here, only plain text.`);
  return { value, problems };
}
