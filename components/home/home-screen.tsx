import { pagesMessages } from '@/content/dictionaries/pages';
import { homePage, homePhotos } from '@/content/pages/home';
import { getPage, getSite } from '@/content/read';
import { albumsByCategory, type Album, type GalleryCategory } from '@/lib/albums';
import { portfolioTiles } from '@/lib/portfolio-tiles';
import { PagePhoto } from '@/components/ui/page-photo';
import { RichText } from '@/components/ui/rich-text';
import type { Locale } from '@/lib/i18n';
import { Slideshow } from './slideshow';
import { TrackedLink } from '@/components/consent/tracked-link';
import styles from './home-screen.module.css';
import { RouteLink } from '@/components/ui/route-link';

type HomeScreenProps = {
  locale: Locale;
  /** Each gallery's albums; content/albums/'s by default (tests give their own). */
  albums?: Readonly<Record<GalleryCategory, readonly Album[]>>;
};

/**
 * The home page, in this order: slideshow, about card, 'the adventure begins' (with
 * the wedding packs), the work process, the portfolio tiles (one per gallery that has an album),
 * then the Instagram invitation.
 */
export function HomeScreen({ locale, albums = albumsByCategory }: HomeScreenProps) {
  const messages = pagesMessages[locale].home;
  const content = getPage(homePage)[locale];

  // The first slide is the page's largest paint: eager, high priority, in the server HTML.
  const slides = homePhotos().slides.map((ref, index) => (
    <PagePhoto key={index} photoRef={ref} locale={locale} sizes="100vw" priority={index === 0} />
  ));

  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{content.heading}</h1>

      <Slideshow slides={slides} labels={messages.slideshow} />

      <section className={`${styles.section} ${styles.about}`} aria-labelledby="home-about">
        <h2 id="home-about" className={styles.aboutTitle}>
          {content.about.title}
        </h2>
        <p className={styles.eyebrow}>{messages.about.subtitle}</p>
        <blockquote className={styles.quote}>
          <p>{content.about.quote}</p>
        </blockquote>
        <RichText paragraphs={content.about.text} locale={locale} className={styles.text} />
        <TrackedLink event="home_about_click_v2" locale={locale} route="about" className="button-link">
          {messages.about.link}
        </TrackedLink>
      </section>

      <section className={styles.section} aria-labelledby="home-adventure">
        <h2 id="home-adventure" className={styles.scriptHeading}>
          {messages.adventure.heading}
        </h2>
        <RichText paragraphs={content.adventure.text} locale={locale} className={styles.text} />
        <ul className={styles.packs}>
          {/* By position: she may give two packs the same name. */}
          {content.adventure.packs.map((pack, index) => (
            <li key={index} className={pack.bestSeller ? `${styles.pack} ${styles.featured}` : styles.pack}>
              {pack.bestSeller ? <p className={styles.badge}>{messages.adventure.bestSeller}</p> : null}
              <h3 className={styles.packName}>{pack.name}</h3>
              <p className={styles.guests}>{messages.adventure[pack.guests]}</p>
              <p className={styles.packText}>{pack.description}</p>
            </li>
          ))}
        </ul>
        <RichText paragraphs={content.adventure.note} locale={locale} className={styles.note} />
        <RouteLink route="contact" locale={locale} className="button-link">
          {messages.adventure.link}
        </RouteLink>
      </section>

      <section className={`${styles.section} ${styles.process}`} aria-labelledby="home-process">
        <h2 id="home-process" className={styles.capsHeading}>
          {messages.process.heading}
        </h2>
        <RichText paragraphs={content.process.text} locale={locale} className={styles.text} />
        <TrackedLink event="home_process_click_v2" locale={locale} route="photoshootProcess" className="button-link">
          {messages.process.link}
          {/* 'Learn more' alone says nothing out of context (screen readers' link lists, search engines). */}
          <span className="visually-hidden"> {messages.process.linkHiddenText}</span>
        </TrackedLink>
      </section>

      <section className={styles.section} aria-labelledby="home-portfolio">
        <h2 id="home-portfolio" className={styles.capsHeading}>
          {content.portfolio.heading}
        </h2>
        <p className={styles.text}>{content.portfolio.text}</p>
        <ul className={styles.tiles}>
          {portfolioTiles(albums, homePhotos().portfolio).map(({ gallery: route, photo }) => (
            <li key={route} className={styles.tile}>
              <PagePhoto
                photoRef={photo}
                locale={locale}
                sizes="(max-width: 900px) 100vw, 33vw"
                className={styles.tilePhoto}
              />
              {/* The link covers the whole tile; its name is the category alone. */}
              <TrackedLink event="home_portfolio_click_v2" locale={locale} route={route} className={styles.tileLink}>
                {messages.portfolio[route]}
              </TrackedLink>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="home-stay">
        <h2 id="home-stay" className={styles.scriptHeading}>
          {messages.stayConnected.heading}
        </h2>
        <p className={styles.text}>{content.stayConnected.text}</p>
        <a href={getSite().instagram.url} className={styles.handle} aria-label={messages.stayConnected.linkLabel}>
          {messages.stayConnected.handle}
        </a>
      </section>
    </div>
  );
}
