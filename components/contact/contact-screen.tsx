import { contactMessages } from '@/content/dictionaries/contact';
import { getSite } from '@/content/read';
import { htmlLang, type Locale } from '@/lib/i18n';
import { hrefFor } from '@/lib/routing';
import { ContactForm } from './contact-form';
import formStyles from './contact-form.module.css';
import styles from './contact-screen.module.css';

type ContactScreenProps = { locale: Locale };

/** The contact page: heading, introduction and the enquiry form, in the page's language. */
export function ContactScreen({ locale }: ContactScreenProps) {
  const messages = contactMessages[locale];
  return (
    <section className={`page-section ${styles.screen}`}>
      <header className={styles.header}>
        <h1>{messages.page.heading}</h1>
        <p className={styles.intro}>{messages.page.intro}</p>
      </header>
      <ContactForm
        messages={messages}
        lang={htmlLang[locale]}
        homeHref={hrefFor('home', locale)}
        email={getSite().email}
        instagram={getSite().instagram}
      >
        {/* Without the page's script, a plain mailto: link; with it, the enquiry is written in. */}
        <p className={formStyles.note}>
          {messages.direct} <a href={`mailto:${getSite().email}`}>{getSite().email}</a>
        </p>
      </ContactForm>
    </section>
  );
}
