import type { Locale } from '@/content/languages';
import { getSite } from '@/content/read';

/**
 * How a page states a business fact, for the checks that it states the right one: a sentence
 * that names the subject and gives the number as a whole with its unit. A bare number would be
 * found anywhere ("5" is inside "150 guests"), and a number without its subject would be found in
 * another fact's sentence (the deposit and the albums both cost 200 € in the demo settings).
 * The numbers come from content/settings/site.yml, so changing a price never breaks a test; the words are
 * written here, not read from the pages' templates, so a template that prints the wrong number
 * fails.
 */
export type StatedFact = { fact: string; sentence: RegExp };

/** Matches one sentence that contains `subject` and `amount`, the amount not part of a longer number. */
export function statement(subject: string, amount: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(?=.*${escape(subject)})(?=.*(?<!\\d)${escape(amount)})`, 'iu');
}

/**
 * The facts that no sentence of the paragraphs states, each with what was looked for ([] when all
 * are stated). Sentences end at a full stop, a question or an exclamation mark.
 */
export function unstated(facts: StatedFact[], paragraphs: HTMLElement[]): string[] {
  const sentences = paragraphs.flatMap((paragraph) => (paragraph.textContent ?? '').split(/(?<=[.?!])\s+/u));
  return facts
    .filter(({ sentence }) => !sentences.some((text) => sentence.test(text)))
    .map(({ fact, sentence }) => `${fact}: no sentence matches ${String(sentence)}`);
}

const { terms } = getSite();

/** The prices and delivery times of content/settings/site.yml, as the FAQ and the photoshoot process state them. */
export const statedTerms: Record<Locale, StatedFact[]> = {
  en: [
    { fact: 'the deposit', sentence: statement('deposit', `${terms.deposit} €`) },
    { fact: 'the albums’ starting price', sentence: statement('albums', `start at ${terms.albumsFrom} €`) },
    {
      fact: 'the sessions’ delivery',
      sentence: statement('sessions', `${terms.sessionDeliveryWorkingDays} working days`),
    },
    { fact: 'the weddings’ delivery', sentence: statement('wedding', `${terms.weddingDeliveryDays} days after`) },
    { fact: 'the rush delivery', sentence: statement('rush delivery', `${terms.rushDeliveryDays}-day`) },
  ],
  pt: [
    { fact: 'the deposit', sentence: statement('sinal', `${terms.deposit} €`) },
    { fact: 'the albums’ starting price', sentence: statement('álbuns', `a partir de ${terms.albumsFrom} €`) },
    {
      fact: 'the sessions’ delivery',
      sentence: statement('sessões', `${terms.sessionDeliveryWorkingDays} dias úteis`),
    },
    { fact: 'the weddings’ delivery', sentence: statement('casamento', `${terms.weddingDeliveryDays} dias depois`) },
    { fact: 'the rush delivery', sentence: statement('entrega urgente', `${terms.rushDeliveryDays} dias`) },
  ],
};
