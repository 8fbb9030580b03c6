import { NumberedSections } from '@/components/ui/numbered-sections';
import type { NumberedSection } from '@/content/types';
import type { Locale } from '@/lib/i18n';
import styles from './text-page.module.css';

type LegalTextScreenProps = { locale: Locale; heading: string; updated: string; sections: NumberedSection[] };

/** A legal text: its heading, the date of its last update and its numbered sections. */
export function LegalTextScreen({ locale, heading, updated, sections }: LegalTextScreenProps) {
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.updated}>{updated}</p>
      </header>
      <NumberedSections sections={sections} locale={locale} />
    </article>
  );
}
