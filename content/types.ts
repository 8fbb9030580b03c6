import type { RouteKey } from './routes';

/**
 * Rich text used by long-form content (legal texts, FAQ answers, process steps).
 * A paragraph is a list of pieces: plain text, a link, or the button that opens
 * the cookie preferences dialog.
 */
export type InlinePiece =
  | string
  | { text: string; route: RouteKey } // a link to a page of this site, in the page's language
  | { text: string; href: string } // an external or mailto: link
  | { text: string; email: true } // the photographer's e-mail address (from content/settings/site.yml) as a mailto: link
  | { text: string; action: 'open-cookie-preferences' }; // opens the cookie preferences dialog

export type Paragraph = InlinePiece[];

/** A numbered section: its heading is rendered as "N. title". */
export type NumberedSection = {
  title: string;
  paragraphs: Paragraph[];
  /** Optional bullet list after the paragraphs. */
  list?: Paragraph[];
};

/**
 * A page of words (components/pages/text-page-screen.tsx shows it): its heading, an introduction,
 * numbered sections ("1. title"), closing words and a button to another page of the site.
 */
export type TextPage = {
  heading: string;
  intro: Paragraph[];
  sections: NumberedSection[];
  closing: Paragraph[];
  link: { text: string; route: RouteKey };
};
