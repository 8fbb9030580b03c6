import type { Locale } from '@/lib/i18n';
import { htmlLang } from '@/lib/i18n';
import { fontVariables } from './fonts';
import { SiteShell } from './site-shell';
import '@/app/globals.css';

type RootDocumentProps = { locale: Locale; children: React.ReactNode };

/**
 * `<html>` and `<body>` of a language with the site's frame around the page: each language has its
 * own root layout so `lang` is right in the static HTML.
 */
export function RootDocument({ locale, children }: RootDocumentProps) {
  return (
    <html lang={htmlLang[locale]} className={fontVariables}>
      <body>
        <SiteShell locale={locale}>{children}</SiteShell>
      </body>
    </html>
  );
}
