/**
 * Words of the pages (titles, descriptions, headings, buttons), in English and European
 * Portuguese. Edit the text between quotes; keep both languages in step (a missing Portuguese
 * entry stops the build with an error naming it).
 *
 * Page titles and descriptions (browser tab, search results) are in content/dictionaries/meta.ts.
 * Long texts (about, the photoshoot process, FAQ, testimonials, legal texts) are in content/pages/.
 */
import { getSite } from '@/content/read';
import type { Translation } from './translation';

const en = {
  home: {
    slideshow: {
      label: 'Featured photos',
      previous: 'Previous photo',
      next: 'Next photo',
      pause: 'Pause slideshow',
      play: 'Play slideshow',
      /** {current} and {total} are replaced by numbers. */
      position: 'Photo {current} of {total}',
    },
    about: {
      subtitle: 'A STORYTELLER PHOTOGRAPHER',
      link: 'More about me',
    },
    adventure: {
      heading: 'the adventure begins',
      bestSeller: 'Best seller',
      upTo50: 'Up to 50 wedding guests',
      over150: '+150 wedding guests',
      link: 'Get in touch',
    },
    process: {
      heading: 'MY WORK PROCESS',
      link: 'Learn more',
      /** Not shown: read after the link's words by screen readers and search engines, so the link says where it leads. */
      linkHiddenText: 'about my work process',
    },
    portfolio: {
      weddings: 'Weddings',
      couples: 'Couples',
      family: 'Family',
    },
    stayConnected: {
      heading: 'Stay connected',
      /**
       * The link text is the Instagram handle from content/settings/site.yml, read when the page
       * is built: importing the words must not read her settings (npm run test:content names a
       * broken file instead of stopping on it).
       */
      get handle() {
        return getSite().instagram.handle;
      },
      get linkLabel() {
        return `${getSite().instagram.handle} on Instagram`;
      },
    },
  },
  about: {
    heading: 'About me',
    link: 'Get in touch',
  },
  faq: {
    heading: 'Frequently asked questions',
    contactText: 'Is your question not here?',
    contactLink: 'Ask me directly',
  },
  testimonials: {
    heading: 'testimonials',
    intro: 'Kind words from my clients',
  },
  legalNotice: {
    heading: 'Legal notice',
  },
  privacyPolicy: {
    heading: 'Privacy policy',
  },
  richText: {
    newTab: '(opens in a new tab)',
  },
};

export type PagesMessages = typeof en;

const pt: Translation<'Portuguese', PagesMessages> = {
  home: {
    slideshow: {
      label: 'Fotografias em destaque',
      previous: 'Foto anterior',
      next: 'Foto seguinte',
      pause: 'Pausar apresentação',
      play: 'Retomar apresentação',
      position: 'Foto {current} de {total}',
    },
    about: {
      subtitle: 'FOTÓGRAFA DE HISTÓRIAS',
      link: 'Mais sobre mim',
    },
    adventure: {
      heading: 'a aventura começa',
      bestSeller: 'O mais escolhido',
      upTo50: 'Até 50 convidados',
      over150: '+150 convidados',
      link: 'Entra em contacto',
    },
    process: {
      heading: 'O MEU PROCESSO DE TRABALHO',
      link: 'Vê aqui',
      linkHiddenText: 'como é o meu processo de trabalho',
    },
    portfolio: {
      weddings: 'CASAMENTOS',
      couples: 'CASAIS',
      family: 'FAMÍLIA',
    },
    stayConnected: {
      heading: 'Acompanha-me',
      get handle() {
        return getSite().instagram.handle;
      },
      get linkLabel() {
        return `${getSite().instagram.handle} no Instagram`;
      },
    },
  },
  about: {
    heading: 'Sobre mim',
    link: 'Entra em contacto',
  },
  faq: {
    heading: 'Perguntas frequentes',
    contactText: 'Não encontras a tua pergunta?',
    contactLink: 'Pergunta-me diretamente',
  },
  testimonials: {
    heading: 'testemunhos',
    intro: 'Palavras carinhosas dos meus clientes',
  },
  legalNotice: {
    heading: 'Aviso legal',
  },
  privacyPolicy: {
    heading: 'Política de privacidade',
  },
  richText: {
    newTab: '(abre num novo separador)',
  },
};

export const pagesMessages = { en, pt };
