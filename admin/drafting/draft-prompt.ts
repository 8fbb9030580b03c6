/**
 * What the photo description model is asked: the prompt is ours, so each language is drafted
 * directly (the Portuguese in European Portuguese, not translated from a draft in English) and
 * says what the site needs. A description is alt text as the W3C's images tutorial describes it for
 * an informative image: a short text that conveys what matters in this photo of this wedding, in
 * one sentence, without "image of" (a screen reader already says it is an image). The album's
 * names, place and story may tell the model what the moment is; a person the album does not name
 * is described by what can be seen, never named or given a guessed relationship. Pure.
 */
import { galleryRoutes, type GalleryRouteKey } from '@/content/routes';

/** The languages a description is drafted in: the album's two sides. */
export type DraftLanguage = 'en' | 'pt';

/** What the album says of itself, as far as she has written it: context for every photo's draft. */
export type AlbumContext = {
  /** The names, as the album's title: "Rita & Nuno". */
  names?: string;
  kind?: GalleryRouteKey;
  /** The place as a story says it, in the draft's language: "at Quinta da Luz", "na Quinta da Luz". */
  place?: string;
  /** The month, YYYY-MM. */
  month?: string;
  summary?: string;
  /** Her story of the day, as she wrote it (Markdown). */
  story?: string;
};

/** An entry's values as the editor holds them: its own language's, and the English side's. */
type EntryValues = Readonly<Record<string, unknown>>;

const textIn = (values: EntryValues | undefined, name: string) => {
  const value = values?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/**
 * The album's context for drafting in `language`, from what the editor holds now: the names, the
 * summary and the story of that side (`own`), and what only the English side holds (`english`:
 * the kind, the place in both languages with its small word, the month). Whatever she has not
 * written yet is left out.
 */
export function albumContext(language: DraftLanguage, own: EntryValues, english: EntryValues): AlbumContext {
  const place = english.place as Readonly<Record<string, unknown>> | undefined;
  const [word, name] = language === 'en' ? ['at', 'en'] : ['em', 'pt'];
  const placeName = textIn(place, name);
  const kind = english.kind;
  return {
    names: textIn(own, 'title'),
    kind: galleryRoutes.find((route) => route === kind),
    place: placeName && [textIn(place, word), placeName].filter(Boolean).join(' '),
    month: textIn(english, 'date'),
    summary: textIn(own, 'summary'),
    story: textIn(own, 'body'),
  };
}

/** The story is context, not the subject: enough of it to know the day, never a long prompt. */
const STORY_MAX = 3000;

const LANGUAGE_RULES: Record<DraftLanguage, string[]> = {
  en: [
    'Write in English.',
    'Do not begin with "Image of", "Photo of", "Picture of" or the like: the screen reader already says it is an image.',
  ],
  pt: [
    'Write in European Portuguese, as it is written in Portugal (pt-PT), never Brazilian Portuguese: "a noiva está a sorrir", not "está sorrindo"; "autocarro", not "ônibus"; "equipa", not "equipe"; "bebé", not "bebê"; "pequeno-almoço", not "café da manhã".',
    'Do not begin with "Imagem de", "Fotografia de", "Foto de" or the like: the screen reader already says it is an image.',
  ],
};

/** The system instruction: what a description is, for this site, in `language`. */
export function draftInstruction(language: DraftLanguage): string {
  return [
    'You write the description (alt text) of one photograph on a wedding photographer’s website. A blind visitor hears it instead of seeing the photo, and a search engine reads it.',
    'Rules:',
    ...[
      'One sentence, of at most about 20 words.',
      'Say what matters in this photo of this day: who or what is in it, what is happening, the moment or the feeling, as the photographer would tell it. Mention light, colours or composition only when they are the point of the photo.',
      'Use the album’s context (the names, the place, the story) to say what the moment is. Call the couple by their names only when the photo clearly shows the couple.',
      'Never name or guess who anyone else is, nor how they are related to the couple: describe them by what can be seen ("a guest", "a little girl", "an older man").',
      'Say only what the photo shows; do not invent.',
      ...LANGUAGE_RULES[language],
      'Answer with the sentence alone: no quotation marks, no explanation.',
    ].map((rule) => `- ${rule}`),
  ].join('\n');
}

const KIND_WORDS: Record<GalleryRouteKey, string> = {
  weddings: 'wedding',
  couples: 'couple session',
  family: 'family session',
};

/** The text beside the photo: the album's context, as far as she has written it, and what to write. */
export function draftContext(language: DraftLanguage, album: AlbumContext): string {
  const kind = KIND_WORDS[album.kind ?? 'weddings'];
  const about = [album.names && `“${album.names.trim()}”`, `a ${kind}`, album.place?.trim(), album.month?.trim()]
    .filter(Boolean)
    .join(', ');
  const story = album.story?.trim();
  return [
    `The album: ${about}.`,
    album.summary?.trim() && `Its summary: ${album.summary.trim()}`,
    story &&
      `The photographer’s story of the day, for context only:\n${story.length > STORY_MAX ? `${story.slice(0, STORY_MAX)}…` : story}`,
    `Write the description of this photo ${language === 'en' ? 'in English' : 'in European Portuguese (pt-PT)'}.`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** A sentence that opens by saying it is an image, in either language: "Photo of", "Uma fotografia que mostra". */
const IMAGE_OF =
  /^(?:(?:an?|the)\s+)?(?:close-up\s+)?(?:image|photo|photograph|picture|shot)\s+(?:of|showing|shows)\s+|^(?:(?:uma?|a|o)\s+)?(?:imagem|fotografia|foto)\s+(?:de|do|da|dos|das|que mostra|mostra(?:ndo)?)\s+/i;

/**
 * The model's answer as a description: one line, without quotation marks around it or an opening
 * "Image of" the instruction asked it to leave out, starting with a capital letter.
 */
export function tidyDraft(answer: string): string {
  const text = answer
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["“”'‘’«]+|["“”'‘’»]+$/g, '')
    .trim()
    .replace(IMAGE_OF, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
