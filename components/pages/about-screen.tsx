import { pagesMessages } from '@/content/dictionaries/pages';
import { aboutPage, aboutPhoto } from '@/content/pages/about';
import { getPage } from '@/content/read';
import { PagePhoto } from '@/components/ui/page-photo';
import { RichText } from '@/components/ui/rich-text';
import type { Locale } from '@/lib/i18n';
import styles from './about-screen.module.css';
import { RouteLink } from '@/components/ui/route-link';

type AboutScreenProps = { locale: Locale };

/** The about page: a personal introduction, a photo and a get-in-touch link. */
export function AboutScreen({ locale }: AboutScreenProps) {
  const messages = pagesMessages[locale].about;
  const content = getPage(aboutPage)[locale];
  return (
    <article className={styles.about}>
      <div className={styles.photo}>
        <PagePhoto photoRef={aboutPhoto()} locale={locale} sizes="(max-width: 900px) 100vw, 45vw" priority />
      </div>
      <div className={styles.text}>
        <h1 className={styles.heading}>{messages.heading}</h1>
        <p className={styles.greeting}>{content.greeting}</p>
        <RichText paragraphs={content.paragraphs} locale={locale} />
        <RouteLink route="contact" locale={locale} className="button-link">
          {messages.link}
        </RouteLink>
      </div>
    </article>
  );
}
