import type { TextPage } from '@/content/types';
import { NumberedSections } from '@/components/ui/numbered-sections';
import { RichText } from '@/components/ui/rich-text';
import { RouteLink } from '@/components/ui/route-link';
import type { Locale, Localized } from '@/lib/i18n';
import styles from './text-page.module.css';

/**
 * The screen of a page of words (a `TextPage` of content/pages/, such as the photoshoot process):
 * its heading, an introduction, numbered sections, closing words and a button to another page.
 * A page file shows one with `routePage('photoshootProcess', 'en', textPageScreen(photoshootProcess))`.
 */
export function textPageScreen(content: () => Localized<TextPage>) {
  return function TextPageScreen({ locale }: { locale: Locale }) {
    const { heading, intro, sections, closing, link } = content()[locale];
    return (
      <article className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>{heading}</h1>
        </header>
        <div className={styles.intro}>
          <RichText paragraphs={intro} locale={locale} />
        </div>
        <NumberedSections sections={sections} locale={locale} />
        <div className={styles.cta}>
          <RichText paragraphs={closing} locale={locale} />
          <RouteLink route={link.route} locale={locale} className="button-link">
            {link.text}
          </RouteLink>
        </div>
      </article>
    );
  };
}
