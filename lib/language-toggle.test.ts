/** @jest-environment node */
import { albumsByCategory } from '@/lib/albums';
import { galleryRoutes } from '@/content/routes';
import { languageToggleHref } from './language-toggle';
import { storyHref, type SitePages } from './routing';
import { hasStory } from './story-routes';

/** Every gallery shown, and the albums of content/albums/: the demo's site, as the server knows it. */
const everyGallery: SitePages = { galleries: galleryRoutes, hasStory };

const [firstWedding] = albumsByCategory.weddings;
const [firstFamily] = albumsByCategory.family;

describe('language toggle', () => {
  describe('rule 1: a handled section goes to the same section in the other language', () => {
    it.each([
      // home, in each of its forms
      ['/', '/pt-pt'],
      ['/home', '/home/pt-pt'],
      ['/en-en', '/pt-pt'],
      ['/home/en-en', '/home/pt-pt'],
      ['/pt-pt', '/'],
      ['/home/pt-pt', '/home'],
      // about, faq, contact, testimonials
      ['/about', '/about/pt-pt'],
      ['/about/en-en', '/about/pt-pt'],
      ['/about/pt-pt', '/about'],
      ['/faq', '/faq/pt-pt'],
      ['/faq/pt-pt', '/faq'],
      ['/contact', '/contact/pt-pt'],
      ['/contact/pt-pt', '/contact'],
      ['/testimonials/en-en', '/testimonials/pt-pt'],
      ['/testimonials/pt-pt', '/testimonials'],
      // the four stories sections
      ['/stories/weddings', '/stories/weddings/pt-pt'],
      ['/stories/weddings/pt-pt', '/stories/weddings'],
      ['/stories/couples/en-en', '/stories/couples/pt-pt'],
      ['/stories/couples/pt-pt', '/stories/couples'],
      ['/stories/family', '/stories/family/pt-pt'],
      ['/stories/family/pt-pt', '/stories/family'],
      ['/stories/photoshoot-process', '/stories/photoshoot-process/pt-pt'],
      ['/stories/photoshoot-process/pt-pt', '/stories/photoshoot-process'],
    ])('%s → %s', (from, to) => {
      expect(languageToggleHref(from, everyGallery)).toBe(to);
    });

    it('a story of content/albums/ goes to the same story', () => {
      const en = storyHref('weddings', firstWedding!.slug, 'en');
      const pt = storyHref('weddings', firstWedding!.slug, 'pt');
      expect(languageToggleHref(en, everyGallery)).toBe(pt);
      expect(languageToggleHref(`${en}/en-en`, everyGallery)).toBe(pt);
      expect(languageToggleHref(pt, everyGallery)).toBe(en);
      expect(languageToggleHref(storyHref('family', firstFamily!.slug, 'pt'), everyGallery)).toBe(
        storyHref('family', firstFamily!.slug, 'en'),
      );
    });

    it('a story page in the browser, which knows only its own album, goes to the same story', () => {
      const shown = { galleries: galleryRoutes, hasStory: (_category: string, album: string) => album === 'rita-nuno' };
      expect(languageToggleHref('/stories/weddings/rita-nuno', shown)).toBe('/stories/weddings/rita-nuno/pt-pt');
    });
  });

  describe('rule 2: any other path containing /en-en goes to /', () => {
    it.each([
      '/legal-notice/en-en',
      '/privacy-policy/en-en',
      '/stories/en-en',
      '/unknown/en-en',
      '/stories/weddings/no-such-couple/en-en',
    ])('%s → /', (from) => {
      expect(languageToggleHref(from, everyGallery)).toBe('/');
    });
  });

  describe('rule 3: anything else goes to /home/{lang} of the other language', () => {
    it.each([
      ['/legal-notice', '/home/pt-pt'],
      ['/privacy-policy', '/home/pt-pt'],
      ['/stories', '/home/pt-pt'],
      ['/unknown', '/home/pt-pt'],
      ['/legal-notice/pt-pt', '/home/en-en'],
      ['/privacy-policy/pt-pt', '/home/en-en'],
      ['/stories/pt-pt', '/home/en-en'],
      ['/unknown/pt-pt', '/home/en-en'],
      // the story of an album content/albums/ does not have
      ['/stories/weddings/no-such-couple', '/home/pt-pt'],
      ['/stories/family/no-such-family/pt-pt', '/home/en-en'],
    ])('%s → %s', (from, to) => {
      expect(languageToggleHref(from, everyGallery)).toBe(to);
    });

    it('the address of an unknown album, on the not-found page in the browser (no album of its own)', () => {
      const noStory = { galleries: galleryRoutes, hasStory: () => false };
      expect(languageToggleHref('/stories/weddings/no-such-couple', noStory)).toBe('/home/pt-pt');
      expect(languageToggleHref('/stories/couples/no-such-couple/pt-pt', noStory)).toBe('/home/en-en');
    });

    describe('a gallery without an album, which has no page: as any unknown address', () => {
      // The weddings alone hold albums: the site the browser's toggle is handed the galleries of.
      const weddingsOnly: SitePages = { galleries: ['weddings'], hasStory: () => true };

      it.each([
        ['/stories/couples', '/home/pt-pt'],
        ['/stories/family', '/home/pt-pt'],
        ['/stories/couples/pt-pt', '/home/en-en'],
        ['/stories/family/pt-pt', '/home/en-en'],
        ['/stories/couples/leonor-miguel', '/home/pt-pt'],
        ['/stories/couples/leonor-miguel/pt-pt', '/home/en-en'],
      ])('%s → %s', (from, to) => {
        expect(languageToggleHref(from, weddingsOnly)).toBe(to);
      });

      it.each(['/stories/couples/en-en', '/stories/family/en-en'])('%s → /', (from) => {
        expect(languageToggleHref(from, weddingsOnly)).toBe('/');
      });

      it('while the galleries with albums keep their toggle, in both languages', () => {
        expect(languageToggleHref('/stories/weddings', weddingsOnly)).toBe('/stories/weddings/pt-pt');
        expect(languageToggleHref('/stories/weddings/pt-pt', weddingsOnly)).toBe('/stories/weddings');
        expect(languageToggleHref('/stories/family/en-en', { galleries: ['family'], hasStory })).toBe(
          '/stories/family/pt-pt',
        );
      });
    });

    it('an album of another gallery, under this gallery’s address', () => {
      expect(languageToggleHref(`/stories/couples/${firstWedding!.slug}`, everyGallery)).toBe('/home/pt-pt');
    });
  });
});
