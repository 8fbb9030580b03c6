import { pagesMessages } from '@/content/dictionaries/pages';
import { legalNotice } from '@/content/pages/legal-notice';
import type { Locale } from '@/lib/i18n';
import { LegalTextScreen } from './legal-text-screen';

type LegalNoticeScreenProps = { locale: Locale };

/** The legal notice: six numbered sections. */
export function LegalNoticeScreen({ locale }: LegalNoticeScreenProps) {
  const { updated, sections } = legalNotice()[locale];
  return (
    <LegalTextScreen
      locale={locale}
      heading={pagesMessages[locale].legalNotice.heading}
      updated={updated}
      sections={sections}
    />
  );
}
