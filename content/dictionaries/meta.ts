import type { NavRouteKey, RouteKey } from '../routes';
import type { Translation } from './translation';

/**
 * How every page is named outside itself, in both languages: its title (the browser tab and
 * search results), its description (the snippet under it, 50-160 characters) and, for a page
 * the route table (content/routes.ts) puts in the menu, its label there (`menu`). A missing one
 * fails the type check naming the language, the page and the key, e.g. "Property 'menu' is
 * missing … in type 'Translation<"Portuguese", PageNames<"about">>'".
 */
type PageNames<Route extends RouteKey> = { title: string; description: string } & (Route extends NavRouteKey
  ? { menu: string }
  : unknown);
type MetaMessages = { [Route in RouteKey]: PageNames<Route> } & { siteTagline: string };

const en: Translation<'English', MetaMessages> = {
  siteTagline: 'Storytelling wedding, couples and family photographer in the Algarve',
  home: {
    title: 'Wedding, couples & family photographer in the Algarve',
    menu: 'HOME',
    description:
      'Storytelling wedding, couples and family photography in the Algarve, Portugal: honest, natural photos of the moments that matter.',
  },
  about: {
    title: 'About me',
    menu: 'ABOUT',
    description:
      'Meet the storyteller behind the camera: an Algarve-based photographer capturing weddings, couples and families since 2016.',
  },
  weddings: {
    title: 'Wedding stories',
    menu: 'WEDDINGS',
    description:
      'Real weddings photographed in the Algarve: quintas, wineries and beaches, told as natural, emotional photo stories.',
  },
  couples: {
    title: 'Couples stories',
    menu: 'COUPLES',
    description:
      'Couples and engagement sessions along the Algarve coast, from golden cliffs to quiet beaches at sunset.',
  },
  family: {
    title: 'Family stories',
    menu: 'FAMILY',
    description:
      'Relaxed family photo sessions on Algarve beaches and countryside: laughter, hugs and the little moments in between.',
  },
  photoshootProcess: {
    title: 'Photoshoot process',
    menu: 'PHOTOSHOOT PROCESS',
    description:
      'How a photoshoot works, from planning and booking to the shoot day, editing and delivery to your online gallery.',
  },
  contact: {
    title: 'Contact',
    menu: 'CONTACT',
    description:
      'Tell me about your wedding, couple or family session in the Algarve and check availability for your date.',
  },
  faq: {
    title: 'Frequently asked questions',
    menu: 'FAQ',
    description:
      'Answers about booking, the 200 € deposit, delivery times, travel in the Algarve, albums and wedding packs.',
  },
  testimonials: {
    title: 'Testimonials',
    menu: 'TESTIMONIALS',
    description:
      'Kind words from couples and families photographed in the Algarve, at quintas, wineries, beaches and clubs.',
  },
  legalNotice: {
    title: 'Legal notice',
    description:
      'Legal notice of this website: owner, contact, purpose, responsibility for content, intellectual property and data.',
  },
  privacyPolicy: {
    title: 'Privacy policy',
    description:
      'How this website handles your data: anonymous analytics only with your consent, your rights and how to manage cookies.',
  },
};

const pt: Translation<'Portuguese', MetaMessages> = {
  siteTagline: 'Fotógrafa de casamentos, casais e famílias no Algarve',
  home: {
    title: 'Fotógrafa de casamentos, casais e famílias no Algarve',
    menu: 'HOME',
    description:
      'Fotografia de casamentos, casais e famílias no Algarve, Portugal: fotografias naturais e verdadeiras dos momentos que importam.',
  },
  about: {
    title: 'Sobre mim',
    menu: 'SOBRE MIM',
    description:
      'Conhece a pessoa por trás da câmara: fotógrafa no Algarve que regista casamentos, casais e famílias desde 2016.',
  },
  weddings: {
    title: 'Histórias de casamentos',
    menu: 'CASAMENTOS',
    description:
      'Casamentos reais fotografados no Algarve, em quintas, adegas e praias, contados como histórias naturais e emotivas.',
  },
  couples: {
    title: 'Histórias de casais',
    menu: 'CASAIS',
    description:
      'Sessões de casal e de noivado na costa algarvia, das falésias douradas às praias tranquilas ao pôr do sol.',
  },
  family: {
    title: 'Histórias de famílias',
    menu: 'FAMÍLIA',
    description:
      'Sessões de família descontraídas nas praias e no campo algarvio: gargalhadas, abraços e os pequenos momentos.',
  },
  photoshootProcess: {
    title: 'Processo das sessões',
    menu: 'PROCESSO DAS SESSÕES',
    description:
      'Como funciona uma sessão: do planeamento e da reserva ao dia da sessão, edição e entrega na tua galeria online.',
  },
  contact: {
    title: 'Contacto',
    menu: 'CONTACTO',
    description:
      'Fala-me do teu casamento ou da tua sessão de casal ou família no Algarve e confirma a disponibilidade da tua data.',
  },
  faq: {
    title: 'Perguntas frequentes',
    menu: 'FAQ',
    description:
      'Respostas sobre reservas, o sinal de 200 €, prazos de entrega, deslocações no Algarve, álbuns e pacotes de casamento.',
  },
  testimonials: {
    title: 'Testemunhos',
    menu: 'TESTEMUNHOS',
    description: 'Palavras bonitas de casais e famílias fotografados no Algarve, em quintas, adegas, praias e clubes.',
  },
  legalNotice: {
    title: 'Aviso legal',
    description:
      'Aviso legal deste site: proprietária, contacto, finalidade, responsabilidade pelo conteúdo, propriedade intelectual e dados.',
  },
  privacyPolicy: {
    title: 'Política de privacidade',
    description:
      'Como este site trata os teus dados: análise anónima só com o teu consentimento, os teus direitos e a gestão de cookies.',
  },
};

export const metaMessages = { en, pt };
