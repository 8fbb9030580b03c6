/**
 * ABOUT PAGE TEXTS AND PHOTO
 *
 * How to edit:
 * - Change any text between quotes, in `en` (English) and `pt` (European Portuguese).
 *   Each entry of `paragraphs` is one paragraph; keep the square brackets around it.
 * - A link to another page of the site is written { text: 'words', route: 'contact' }
 *   (route names: see content/routes.ts); it opens in the visitor's language.
 * - The page heading and the button label are in content/dictionaries/pages.ts, under `about`.
 * - The photo is chosen in the editor (Settings → Photos on your pages, content/settings/page-photos.yml).
 */
import { chosenPhoto } from '@/content/page-photo-choices';
import { loadPagePhotos } from '@/content/page-photos';
import { site } from '@/content/site';
import type { Paragraph } from '@/content/types';
import type { Localized } from '@/content/languages';
import type { PhotoRef } from './types';

const pagePhotos = loadPagePhotos();

export type AboutContent = {
  greeting: string;
  paragraphs: Paragraph[];
};

export const about: Localized<AboutContent> = {
  en: {
    greeting: `Hi, I'm ${site.photographer}`,
    paragraphs: [
      [
        `I am a storytelling photographer living in the Algarve, between the orange groves of the hills and the cliffs of the coast. I have been photographing weddings since ${site.since}, and couples and families for just as long.`,
      ],
      [
        'I came to photography through people, not cameras. What moves me is what happens in between: the deep breath before the vows, a grandmother’s hand on a shoulder, the laugh that follows the first kiss. My job is to notice those moments and keep them for you, honestly and beautifully.',
      ],
      [
        'On the day I work quietly. I guide you when it helps, mostly for portraits and group photos, and otherwise I let the day unfold. Afterwards I edit every photo by hand, with natural colours that will still feel true in thirty years.',
      ],
      [
        'Whether you are planning a wedding at a quinta, a sunset session on the beach or a slow afternoon with your little ones, I would love to hear your story. Tell me about it on the ',
        { text: 'contact page', route: 'contact' },
        '.',
      ],
    ],
  },
  pt: {
    greeting: `Olá, sou a ${site.photographer}`,
    paragraphs: [
      [
        `Sou fotógrafa de histórias e vivo no Algarve, entre os laranjais da serra e as falésias da costa. Fotografo casamentos desde ${site.since}, e casais e famílias há tanto tempo quanto isso.`,
      ],
      [
        'Cheguei à fotografia pelas pessoas, não pelas máquinas. O que me emociona é o que acontece pelo meio: o respirar fundo antes dos votos, a mão de uma avó no ombro de alguém, a gargalhada que vem depois do primeiro beijo. O meu trabalho é reparar nesses momentos e guardá-los para ti, com verdade e beleza.',
      ],
      [
        'No dia, trabalho com discrição. Dou-te indicações quando ajudam, sobretudo nos retratos e nas fotografias de grupo, e de resto deixo o dia acontecer. Depois, edito cada fotografia à mão, com cores naturais que daqui a trinta anos continuarão a parecer verdadeiras.',
      ],
      [
        'Quer estejas a planear um casamento numa quinta, uma sessão ao pôr do sol na praia ou uma tarde tranquila com os mais pequenos, vou adorar conhecer a tua história. Conta-ma na ',
        { text: 'página de contacto', route: 'contact' },
        '.',
      ],
    ],
  },
};

/**
 * The photo beside the introduction, as chosen in content/settings/page-photos.yml. Its
 * description for blind visitors comes from the album.
 */
export const aboutPhoto: PhotoRef = chosenPhoto(pagePhotos.portrait);
