import type { Locale } from '@/lib/i18n';
import { htmlLang } from '@/lib/i18n';
import { fontVariables } from './fonts';
import '@/app/globals.css';

type RootDocumentProps = { locale: Locale; children: React.ReactNode };

/** `<html>` and `<body>` of a language: each language has its own root layout so `lang` is right in the static HTML. */
export function RootDocument({ locale, children }: RootDocumentProps) {
  return (
    <html lang={htmlLang[locale]} className={fontVariables}>
      <body>{children}</body>
    </html>
  );
}
