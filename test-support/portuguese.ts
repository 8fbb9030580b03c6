/**
 * Brazilian forms a Portuguese reader would notice at once, for the checks that the site's
 * Portuguese is European. Precise enough to run on the photographer's own texts: whole words
 * only Brazil uses (a "Fernando" or a "foto" passes), and the progressive gerund only right after
 * a form of "estar" ("está fazendo", where Portugal says "está a fazer"; a "tremendo" or a
 * "quando" elsewhere passes).
 */
const BRAZILIAN_WORDS =
  /(?<!\p{L})(?:você|vocês|equipe|equipes|registro|registros|contato|contatos|celular|celulares|ônibus|usuário|usuários)(?!\p{L})/giu;

const ESTAR =
  'estou|estás|está|estamos|estão|estava|estavas|estávamos|estavam|estive|esteve|estivemos|estiveram|estar|estará|estarão|estaria|esteja|estejam';

/** Adjectives and other words that end like a gerund and follow "estar" in European Portuguese too. */
const NOT_GERUNDS = new Set([
  'lindo',
  'lindos',
  'brando',
  'brandos',
  'tremendo',
  'tremendos',
  'estupendo',
  'estupendos',
  'horrendo',
  'vindo',
  'vindos',
  'bem-vindo',
  'bem-vindos',
  'fundo',
  'quando',
]);

const ESTAR_GERUND = new RegExp(`(?<!\\p{L})(?:${ESTAR})\\s+([\\p{L}-]+(?:ando|endo|indo))(?!\\p{L})`, 'giu');

/** The Brazilian words and "estar + gerund" phrases of a text, as written ([] when there is none). */
export function brazilianForms(text: string): string[] {
  const words = [...text.matchAll(BRAZILIAN_WORDS)].map((match) => match[0]);
  const gerunds = [...text.matchAll(ESTAR_GERUND)]
    .filter((match) => !NOT_GERUNDS.has(match[1]!.toLowerCase()))
    .map((match) => match[0]);
  return [...words, ...gerunds];
}
