import { pagesMessages } from '@/content/dictionaries/pages';
import { privacyPolicy } from '@/content/pages/privacy-policy';
import { NumberedSections } from '@/components/ui/numbered-sections';
import type { Locale } from '@/lib/i18n';
import styles from './text-page.module.css';

type PrivacyPolicyScreenProps = { locale: Locale };

/** The privacy policy: eleven numbered sections; sections 6 and 11 open the cookie preferences (spec §2). */
export function PrivacyPolicyScreen({ locale }: PrivacyPolicyScreenProps) {
  const messages = pagesMessages[locale].privacyPolicy;
  const content = privacyPolicy[locale];
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
