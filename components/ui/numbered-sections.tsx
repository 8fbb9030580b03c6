import type { NumberedSection } from '@/content/types';
import type { Locale } from '@/lib/i18n';
import { InlineText, RichText } from './rich-text';
import styles from './numbered-sections.module.css';

type NumberedSectionsProps = {
  sections: NumberedSection[];
  locale: Locale;
  /** Level of each section's heading; 2 under a page's `<h1>`. */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * Numbered sections whose headings read "1. Title", so screen-reader users can jump between
 * them by heading and hear the number.
 */
export function NumberedSections({ sections, locale, headingLevel = 2, className }: NumberedSectionsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={className}>
      {sections.map((section, index) => (
        <section key={index} className={styles.section}>
          <Heading className={styles.heading}>
            <span className={styles.number}>{index + 1}.</span> {section.title}
          </Heading>
          <RichText paragraphs={section.paragraphs} locale={locale} />
          {section.list && section.list.length > 0 ? (
            <ul className={styles.list}>
              {section.list.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <InlineText pieces={item} locale={locale} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
