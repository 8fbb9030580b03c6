/** @jest-environment node */
import { albumsByCategory } from '@/lib/albums';
import { languageToggleHref } from './language-toggle';
import { storyHref } from './routing';
import { hasStory } from './story-routes';

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
      expect(languageToggleHref(from, hasStory)).toBe(to);
    });

    it('a story of content/albums/ goes to the same story', () => {
      const en = storyHref('weddings', firstWedding!.slug, 'en');
      const pt = storyHref('weddings', firstWedding!.slug, 'pt');
      expect(languageToggleHref(en, hasStory)).toBe(pt);
      expect(languageToggleHref(`${en}/en-en`, hasStory)).toBe(pt);
      expect(languageToggleHref(pt, hasStory)).toBe(en);
      expect(languageToggleHref(storyHref('family', firstFamily!.slug, 'pt'), hasStory)).toBe(
        storyHref('family', firstFamily!.slug, 'en'),
      );
    });

    it('a story page in the browser, which knows only its own album, goes to the same story', () => {
      const shown = (_category: string, album: string) => album === 'rita-nuno';
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
      expect(languageToggleHref(from, hasStory)).toBe('/');
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
      expect(languageToggleHref(from, hasStory)).toBe(to);
    });

    it('the address of an unknown album, on the not-found page in the browser (no album of its own)', () => {
      const noStory = () => false;
      expect(languageToggleHref('/stories/weddings/no-such-couple', noStory)).toBe('/home/pt-pt');
      expect(languageToggleHref('/stories/couples/no-such-couple/pt-pt', noStory)).toBe('/home/en-en');
    });

    it('an album of another gallery, under this gallery’s address', () => {
      expect(languageToggleHref(`/stories/couples/${firstWedding!.slug}`, hasStory)).toBe('/home/pt-pt');
    });
  });
});
