import { render, screen } from '@testing-library/react';
import type { Locale } from '@/content/languages';
import type { LegalFacts } from '@/content/pages/legal-facts';
import { legalNoticeOf } from '@/content/pages/legal-notice';
import { privacyPolicyOf } from '@/content/pages/privacy-policy';
import { LegalTextScreen } from './legal-text-screen';

const without: LegalFacts = { name: 'Rita Sousa Photography', photographer: 'Rita Sousa', email: 'ola@ritasousa.pt' };
const withBoth: LegalFacts = { ...without, address: 'Rua das Flores 12, 8000-123 Faro', taxNumber: '123456789' };

/** Her facts as each language states them, written out here rather than read from the code. */
const stated: Record<Locale, { address: string; taxNumber: string }> = {
  en: { address: 'Postal address: Rua das Flores 12, 8000-123 Faro.', taxNumber: 'Tax number (NIF): 123456789.' },
  pt: {
    address: 'Morada: Rua das Flores 12, 8000-123 Faro.',
    taxNumber: 'Número de identificação fiscal (NIF): 123456789.',
  },
};

const texts = [
  { text: 'legal notice', of: legalNoticeOf, addressIn: 2, taxNumberIn: 1 },
  { text: 'privacy policy', of: privacyPolicyOf, addressIn: 2, taxNumberIn: 2 },
];

/** The paragraphs of the numbered section `n`, as a visitor reads them. */
function sectionText(n: number): string {
  const heading = screen.getAllByRole('heading', { level: 2 })[n - 1]!;
  return heading.closest('section')!.textContent ?? '';
}

describe.each(texts)('the $text', ({ of, addressIn, taxNumberIn }) => {
  describe.each<Locale>(['en', 'pt'])('in %s', (locale) => {
    const show = (facts: LegalFacts) => {
      const { updated, sections } = of(facts)[locale];
      render(<LegalTextScreen locale={locale} heading="Legal" updated={updated} sections={sections} />);
    };

    it('gives her postal address and her NIF when her settings hold them', () => {
      show(withBoth);
      expect(sectionText(addressIn)).toContain(stated[locale].address);
      expect(sectionText(taxNumberIn)).toContain(stated[locale].taxNumber);
    });

    it('gives neither, nor a label for them, when her settings leave them out', () => {
      show(without);
      const page = document.body.textContent ?? '';
      expect(page).not.toContain(stated[locale].address.split(':')[0]);
      expect(page).not.toContain('NIF');
    });
  });
});
