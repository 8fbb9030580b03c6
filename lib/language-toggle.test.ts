import { languageToggleHref } from './language-toggle';

describe('language toggle (spec §2)', () => {
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
      // a story goes to the same story
      ['/stories/weddings/ana-joao', '/stories/weddings/ana-joao/pt-pt'],
      ['/stories/weddings/ana-joao/en-en', '/stories/weddings/ana-joao/pt-pt'],
      ['/stories/family/3-praia-da-falesia/pt-pt', '/stories/family/3-praia-da-falesia'],
    ])('%s → %s', (from, to) => {
      expect(languageToggleHref(from)).toBe(to);
    });
  });

  describe('rule 2: any other path containing /en-en goes to /', () => {
    it.each(['/legal-notice/en-en', '/privacy-policy/en-en', '/stories/en-en', '/unknown/en-en'])('%s → /', (from) => {
      expect(languageToggleHref(from)).toBe('/');
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
    ])('%s → %s', (from, to) => {
      expect(languageToggleHref(from)).toBe(to);
    });
  });
});
