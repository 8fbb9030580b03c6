import type { RouteKey } from '../routes';
import type { Translation } from './translation';

/**
 * The title (shown in the browser tab and search results) and the description (the snippet
 * under it, 50-160 characters) of every page, in both languages.
 */
type MetaMessages = Record<RouteKey, { title: string; description: string }> & { siteTagline: string };

const en: Translation<'English', MetaMessages> = {
  siteTagline: 'Storytelling wedding, couples and family photographer in the Algarve',
  home: {
    title: 'Wedding, couples & family photographer in the Algarve',
    description:
      'Storytelling wedding, couples and family photography in the Algarve, Portugal: honest, natural photos of the moments that matter.',
  },
  about: {
    title: 'About me',
    description:
      'Meet the storyteller behind the camera: an Algarve-based photographer capturing weddings, couples and families since 2016.',
  },
  weddings: {
    title: 'Wedding stories',
    description:
      'Real weddings photographed in the Algarve: quintas, wineries and beaches, told as natural, emotional photo stories.',
  },
  couples: {
    title: 'Couples stories',
    description:
      'Couples and engagement sessions along the Algarve coast, from golden cliffs to quiet beaches at sunset.',
  },
  family: {
    title: 'Family stories',
    description:
      'Relaxed family photo sessions on Algarve beaches and countryside: laughter, hugs and the little moments in between.',
  },
  photoshootProcess: {
    title: 'Photoshoot process',
    description:
      'How a photoshoot works, from planning and booking to the shoot day, editing and delivery to your online gallery.',
  },
  contact: {
    title: 'Contact',
    description:
      'Tell me about your wedding, couple or family session in the Algarve and check availability for your date.',
  },
  faq: {
    title: 'Frequently asked questions',
    description:
      'Answers about booking, the 200 € deposit, delivery times, travel in the Algarve, albums and wedding packs.',
  },
  testimonials: {
    title: 'Testimonials',
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
    description:
      'Fotografia de casamentos, casais e famílias no Algarve, Portugal: fotografias naturais e verdadeiras dos momentos que importam.',
  },
  about: {
    title: 'Sobre mim',
    description:
      'Conhece a pessoa por trás da câmara: fotógrafa no Algarve que regista casamentos, casais e famílias desde 2016.',
  },
  weddings: {
    title: 'Histórias de casamentos',
    description:
      'Casamentos reais fotografados no Algarve, em quintas, adegas e praias, contados como histórias naturais e emotivas.',
  },
  couples: {
    title: 'Histórias de casais',
    description:
      'Sessões de casal e de noivado na costa algarvia, das falésias douradas às praias tranquilas ao pôr do sol.',
  },
  family: {
    title: 'Histórias de famílias',
    description:
      'Sessões de família descontraídas nas praias e no campo algarvio: gargalhadas, abraços e os pequenos momentos.',
  },
  photoshootProcess: {
    title: 'Processo das sessões',
    description:
      'Como funciona uma sessão: do planeamento e da reserva ao dia da sessão, edição e entrega na tua galeria online.',
  },
  contact: {
    title: 'Contacto',
    description:
      'Fala-me do teu casamento ou da tua sessão de casal ou família no Algarve e confirma a disponibilidade da tua data.',
  },
  faq: {
    title: 'Perguntas frequentes',
    description:
      'Respostas sobre reservas, o sinal de 200 €, prazos de entrega, deslocações no Algarve, álbuns e pacotes de casamento.',
  },
  testimonials: {
    title: 'Testemunhos',
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
