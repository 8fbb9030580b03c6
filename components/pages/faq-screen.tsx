import { pagesMessages } from '@/content/dictionaries/pages';
import { faqPage } from '@/content/pages/faq';
import { getPage } from '@/content/read';
import { JsonLd } from '@/components/seo/json-ld';
import { NumberedSections } from '@/components/ui/numbered-sections';
import type { Locale } from '@/lib/i18n';
import { RouteLink } from '@/components/ui/route-link';
import { faqJsonLd } from '@/lib/structured-data';
import styles from './text-page.module.css';

type FaqScreenProps = { locale: Locale };

/** Ten numbered questions and answers, each question a heading, and a link to contact. */
export function FaqScreen({ locale }: FaqScreenProps) {
  const messages = pagesMessages[locale].faq;
  const sections = getPage(faqPage)[locale].map((item) => ({ title: item.question, paragraphs: item.answer }));
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{messages.heading}</h1>
      </header>
      <NumberedSections sections={sections} locale={locale} />
      <div className={styles.cta}>
        <p>{messages.contactText}</p>
        <RouteLink route="contact" locale={locale} className="button-link">
          {messages.contactLink}
        </RouteLink>
      </div>
      <JsonLd data={faqJsonLd(getPage(faqPage)[locale], locale)} />
    </article>
  );
}
