import { pagesMessages } from '@/content/dictionaries/pages';
import { photoshootProcess } from '@/content/pages/photoshoot-process';
import { NumberedSections } from '@/components/ui/numbered-sections';
import { RichText } from '@/components/ui/rich-text';
import type { Locale } from '@/lib/i18n';
import { RouteLink } from '@/components/ui/route-link';
import styles from './text-page.module.css';

type PhotoshootProcessScreenProps = { locale: Locale };

/** The photoshoot process: an introduction, three numbered steps (planning first) and a let's-talk link (spec §2). */
export function PhotoshootProcessScreen({ locale }: PhotoshootProcessScreenProps) {
  const messages = pagesMessages[locale].photoshootProcess;
  const content = photoshootProcess[locale];
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{messages.heading}</h1>
      </header>
      <div className={styles.intro}>
        <RichText paragraphs={content.intro} locale={locale} />
      </div>
      <NumberedSections sections={content.steps} locale={locale} />
      <div className={styles.cta}>
        <RichText paragraphs={content.closing} locale={locale} />
        <RouteLink route="contact" locale={locale} className="button-link">
          {messages.link}
        </RouteLink>
      </div>
    </article>
  );
}
