import { Fragment } from 'react';
import { pagesMessages } from '@/content/dictionaries/pages';
import { getTestimonials } from '@/content/read';
import { htmlLang, type Locale } from '@/lib/i18n';
import page from './text-page.module.css';
import styles from './testimonials-screen.module.css';

type TestimonialsScreenProps = { locale: Locale };

/**
 * The testimonials: heading, the 'Kind words' line, then each couple's message as they wrote it,
 * separated by dividers. A message in the other language carries its own `lang` so screen
 * readers switch pronunciation.
 */
export function TestimonialsScreen({ locale }: TestimonialsScreenProps) {
  const messages = pagesMessages[locale].testimonials;
  return (
    <article className={page.page}>
      <header className={page.header}>
        <h1 className={`${page.title} ${styles.heading}`}>{messages.heading}</h1>
        <p className={page.lead}>{messages.intro}</p>
      </header>
      {getTestimonials().map((testimonial, index) => (
        <Fragment key={`${testimonial.couple}-${testimonial.venue}`}>
          {index > 0 ? <hr className={styles.divider} /> : null}
          <figure className={styles.testimonial}>
            <blockquote
              className={styles.quote}
              lang={testimonial.lang === locale ? undefined : htmlLang[testimonial.lang]}
            >
              {testimonial.message.map((paragraph, paragraphIndex) => (
                <p key={paragraphIndex}>{paragraph}</p>
              ))}
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.couple}>{testimonial.couple}</span>
              <span className={styles.venue}>{testimonial.venue}</span>
            </figcaption>
          </figure>
        </Fragment>
      ))}
    </article>
  );
}
