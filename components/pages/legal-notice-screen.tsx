import { pagesMessages } from '@/content/dictionaries/pages';
import { legalNotice } from '@/content/pages/legal-notice';
import { NumberedSections } from '@/components/ui/numbered-sections';
import type { Locale } from '@/lib/i18n';
import styles from './text-page.module.css';

type LegalNoticeScreenProps = { locale: Locale };

/** The legal notice: six numbered sections (spec §2). */
export function LegalNoticeScreen({ locale }: LegalNoticeScreenProps) {
  const messages = pagesMessages[locale].legalNotice;
  const content = legalNotice[locale];
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{messages.heading}</h1>
        <p className={styles.updated}>{content.updated}</p>
      </header>
      <NumberedSections sections={content.sections} locale={locale} />
    </article>
  );
}
