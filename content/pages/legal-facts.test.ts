/** @jest-environment node */
import { factParagraphs, type LegalFacts } from './legal-facts';

const facts: LegalFacts = { name: 'Luz do Sul', photographer: 'Marta', email: 'hello@example.pt' };

describe('her business facts in the legal texts', () => {
  it('gives her postal address and NIF, each a paragraph in the page’s language', () => {
    const filled = { ...facts, address: 'Rua das Flores 12, 8000-123 Faro', taxNumber: '123456789' };
    expect(factParagraphs(filled, 'en')).toEqual({
      address: [['Postal address: Rua das Flores 12, 8000-123 Faro.']],
      taxNumber: [['Tax number (NIF): 123456789.']],
    });
    expect(factParagraphs(filled, 'pt')).toEqual({
      address: [['Morada: Rua das Flores 12, 8000-123 Faro.']],
      taxNumber: [['Número de identificação fiscal (NIF): 123456789.']],
    });
  });

  it('gives no paragraph for a fact she left out', () => {
    expect(factParagraphs(facts, 'en')).toEqual({ address: [], taxNumber: [] });
    expect(factParagraphs({ ...facts, taxNumber: '123456789' }, 'pt').address).toEqual([]);
    expect(factParagraphs({ ...facts, address: 'Rua das Flores 12' }, 'pt').taxNumber).toEqual([]);
  });

  it('keeps an address as she wrote it, even with what a replacement pattern would read', () => {
    expect(factParagraphs({ ...facts, address: "Loja $& e $' 3" }, 'en').address).toEqual([
      ["Postal address: Loja $& e $' 3."],
    ]);
  });
});
