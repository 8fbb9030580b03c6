/**
 * Her business facts as the legal notice and the privacy policy give them: the postal address and
 * the tax number (NIF) from content/settings/site.yml (Settings → Your details and prices). Both are
 * optional there; a text gives only what she filled in. Edit the words between quotes; `{address}`
 * and `{taxNumber}` are filled in from her settings. A missing Portuguese entry fails the type check.
 */
import type { Locale } from '@/content/languages';
import type { SiteSettings } from '@/content/site';
import type { Translation } from '@/content/dictionaries/translation';
import type { Paragraph } from '@/content/types';

const en = {
  address: 'Postal address: {address}.',
  taxNumber: 'Tax number (NIF): {taxNumber}.',
};

const pt: Translation<'Portuguese', typeof en> = {
  address: 'Morada: {address}.',
  taxNumber: 'Número de identificação fiscal (NIF): {taxNumber}.',
};

const words = { en, pt };

/** What the legal texts say of her: the facts her settings hold. */
export type LegalFacts = Pick<SiteSettings, 'name' | 'photographer' | 'email' | 'address' | 'taxNumber'>;

/** Her postal address and her NIF, each a paragraph in the page's language; none for a fact she left out. */
export function factParagraphs(
  { address, taxNumber }: LegalFacts,
  locale: Locale,
): { address: Paragraph[]; taxNumber: Paragraph[] } {
  return {
    address: address ? [[words[locale].address.replace('{address}', () => address)]] : [],
    taxNumber: taxNumber ? [[words[locale].taxNumber.replace('{taxNumber}', () => taxNumber)]] : [],
  };
}
