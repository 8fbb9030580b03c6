/** @jest-environment node */
import { countToShow, fillNumbers } from './character-count';

describe('countToShow', () => {
  it('shows nothing until the text reaches the threshold, then its length', () => {
    expect(countToShow(4499, 4500)).toBeNull();
    expect(countToShow(4500, 4500)).toBe(4500);
    expect(countToShow(6000, 4500)).toBe(6000);
  });
});

describe('fillNumbers', () => {
  it('writes numbers the way the language does', () => {
    expect(fillNumbers('{count} of {max} characters', { count: 4999, max: 5000 }, 'en')).toBe(
      '4,999 of 5,000 characters',
    );
    expect(fillNumbers('{count} de {max} caracteres', { count: 4999, max: 5000 }, 'pt-PT')).toBe(
      '4999 de 5000 caracteres',
    );
  });

  it('leaves a placeholder it has no number for', () => {
    expect(fillNumbers('{count} of {max}', { max: 5 }, 'en')).toBe('{count} of 5');
  });
});
