import { pagesMessages } from '@/content/dictionaries/pages';
import { getSite } from '@/content/read';
import type { InlinePiece, Paragraph } from '@/content/types';
import type { Locale } from '@/lib/i18n';
import { OpenPreferencesButton } from './open-preferences-button';
import { RouteLink } from '@/components/ui/route-link';

type InlineTextProps = { pieces: Paragraph; locale: Locale };

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

function Piece({ piece, locale }: { piece: InlinePiece; locale: Locale }) {
  if (typeof piece === 'string') return <>{piece}</>;
  if ('route' in piece)
    return (
      <RouteLink route={piece.route} locale={locale}>
        {piece.text}
      </RouteLink>
    );
  if ('email' in piece) return <a href={`mailto:${getSite().email}`}>{piece.text}</a>;
  if ('action' in piece) return <OpenPreferencesButton>{piece.text}</OpenPreferencesButton>;
  if (isExternal(piece.href)) {
    // Help pages of other sites open beside the page the visitor is reading, and say so.
    return (
      <a href={piece.href} target="_blank" rel="noopener noreferrer">
        {piece.text}
        <span className="visually-hidden"> {pagesMessages[locale].richText.newTab}</span>
      </a>
    );
  }
  return <a href={piece.href}>{piece.text}</a>;
}

/** One paragraph's pieces (text, links, the cookie-preferences button), without a wrapper. */
export function InlineText({ pieces, locale }: InlineTextProps) {
  return (
    <>
      {pieces.map((piece, index) => (
        <Piece key={index} piece={piece} locale={locale} />
      ))}
    </>
  );
}

type RichTextProps = { paragraphs: Paragraph[]; locale: Locale; className?: string };

/** Paragraphs of rich text from content/, each as a `<p>`; internal links stay in the page's language. */
export function RichText({ paragraphs, locale, className }: RichTextProps) {
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={className}>
          <InlineText pieces={paragraph} locale={locale} />
        </p>
      ))}
    </>
  );
}
