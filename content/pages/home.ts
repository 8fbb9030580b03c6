/**
 * HOME PAGE TEXTS AND PHOTOS
 *
 * How to edit:
 * - Change any text between quotes. Every text exists twice: `en` (English) and `pt`
 *   (European Portuguese). Keep both in step; if one is missing the build stops and names it.
 * - Short labels (buttons, section headings such as 'the adventure begins') are in
 *   content/dictionaries/pages.ts, under `home`.
 * - The slideshow's and the portfolio tiles' photos are chosen in the editor (Settings → Photos
 *   on your pages, content/settings/page-photos.yml). Descriptions for blind visitors come from
 *   the albums.
 * - `${site.photographer}`, `${site.since}` and the prices (`${site.terms.deposit}`, …) are
 *   filled in from content/settings/site.yml.
 */
import { chosenPhoto } from '@/content/page-photo-choices';
import { loadPagePhotos } from '@/content/page-photos';
import { site } from '@/content/site';
import type { Paragraph } from '@/content/types';
import type { GalleryRouteKey } from '@/content/routes';
import type { Localized } from '@/content/languages';
import type { PhotoRef } from './types';

const pagePhotos = loadPagePhotos();

type WeddingPack = {
  name: string;
  /** Which guest-count label shows on the pack (texts in content/dictionaries/pages.ts). */
  guests: 'upTo50' | 'over150';
  /** true shows the 'Best seller' badge. */
  bestSeller: boolean;
  description: string;
};

export type HomeContent = {
  /** The page's main heading, read by search engines and screen readers (not shown on screen). */
  heading: string;
  about: { title: string; quote: string; text: Paragraph[] };
  adventure: { text: Paragraph[]; packs: WeddingPack[]; note: Paragraph[] };
  process: { text: Paragraph[] };
  portfolio: { heading: string; text: string };
  stayConnected: { text: string };
};

export const home: Localized<HomeContent> = {
  en: {
    heading: `${site.name}: storytelling wedding, couples and family photographer in the Algarve`,
    about: {
      title: `Hello, I'm ${site.photographer}`,
      quote: 'I never ask you to pose for your story. I wait for it to happen, and make sure it is never forgotten.',
      text: [
        [
          `I have been photographing weddings in the Algarve since ${site.since}, and couples and families for just as long: golden light, salt in the air and people who love each other. I tell each story as it is, calmly, with an eye for the little things.`,
        ],
      ],
    },
    adventure: {
      text: [
        [
          'No two weddings are alike, so every pack starts with a conversation. Tell me about your day: the place, the people, the small rituals that matter to you. I will shape the coverage around it.',
        ],
      ],
      packs: [
        {
          name: 'Intimate',
          guests: 'upTo50',
          bestSeller: false,
          description:
            'For elopements and small celebrations: the ceremony, portraits of the two of you and the moments with the people closest to you.',
        },
        {
          name: 'Celebration',
          guests: 'over150',
          bestSeller: true,
          description:
            'For the big day, from getting ready to the first dance and the party: every guest, every toast, every happy tear.',
        },
      ],
      note: [
        [
          `A ${site.terms.deposit} € deposit secures your date and is counted towards your pack. Albums start at ${site.terms.albumsFrom} € as an add-on, and travel within the Algarve is included.`,
        ],
      ],
    },
    process: {
      text: [
        [
          'From your first message to the day your online gallery arrives, every step is planned with you, so that on the day all you have to do is be there.',
        ],
      ],
    },
    portfolio: {
      heading: 'Portfolio',
      text: 'Real weddings, couples and families, told from beginning to end.',
    },
    stayConnected: {
      text: 'Behind the scenes, recent stories and the light of the Algarve, every week on Instagram.',
    },
  },
  pt: {
    heading: `${site.name}: fotografia de casamentos, casais e famílias no Algarve, com histórias para contar`,
    about: {
      title: `Olá, sou a ${site.photographer}`,
      quote: 'Nunca te peço que poses para a tua história. Espero que ela aconteça e garanto que nunca é esquecida.',
      text: [
        [
          `Fotografo casamentos no Algarve desde ${site.since}, e casais e famílias há tanto tempo quanto isso: luz dourada, maresia e pessoas que se amam. Conto cada história tal como ela é, com calma e atenção aos pequenos pormenores.`,
        ],
      ],
    },
    adventure: {
      text: [
        [
          'Não há dois casamentos iguais, por isso cada pack começa com uma conversa. Fala-me do teu dia: o lugar, as pessoas, os pequenos rituais que fazem sentido para ti. Eu preparo a cobertura à medida.',
        ],
      ],
      packs: [
        {
          name: 'Íntimo',
          guests: 'upTo50',
          bestSeller: false,
          description:
            'Para casamentos a dois e celebrações pequenas: a cerimónia, os retratos do casal e os momentos com as pessoas mais próximas.',
        },
        {
          name: 'Celebração',
          guests: 'over150',
          bestSeller: true,
          description:
            'Para o grande dia, desde os preparativos até à primeira dança e à festa: cada convidado, cada brinde, cada lágrima de alegria.',
        },
      ],
      note: [
        [
          `Um sinal de ${site.terms.deposit} € garante a tua data e é descontado no valor do pack. Os álbuns são um extra a partir de ${site.terms.albumsFrom} € e as deslocações dentro do Algarve estão incluídas.`,
        ],
      ],
    },
    process: {
      text: [
        [
          'Desde a primeira mensagem até ao dia em que recebes a tua galeria online, cada passo é planeado contigo, para que no dia só tenhas de estar presente.',
        ],
      ],
    },
    portfolio: {
      heading: 'Portefólio',
      text: 'Casamentos, casais e famílias reais, contados do princípio ao fim.',
    },
    stayConnected: {
      text: 'Bastidores, histórias recentes e a luz do Algarve, todas as semanas no Instagram.',
    },
  },
};

/**
 * Photos of the home page, as chosen in content/settings/page-photos.yml (Settings → Photos on
 * your pages). Their descriptions for blind visitors (alt text) come from the albums.
 */
export const homePhotos: { slides: PhotoRef[]; portfolio: Record<GalleryRouteKey, PhotoRef> } = {
  /** The slideshow, in order. The first photo is the first thing visitors see. */
  slides: pagePhotos.slideshow.map(chosenPhoto),
  /** The cover photo of each portfolio tile. */
  portfolio: {
    weddings: chosenPhoto(pagePhotos.portfolio.weddings),
    couples: chosenPhoto(pagePhotos.portfolio.couples),
    family: chosenPhoto(pagePhotos.portfolio.family),
  },
};
