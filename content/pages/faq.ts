/**
 * FREQUENTLY ASKED QUESTIONS (/faq)
 *
 * How to edit:
 * - Each entry has a `question` and an `answer`, in `en` (English) and `pt` (European
 *   Portuguese). The page shows ten questions; keep both lists the same length and order.
 * - The number ("1.", "2.", ...) is added automatically: do not type it in the question.
 * - Each entry of `answer` is one paragraph; keep the square brackets around it.
 * - A link to another page of the site is written { text: 'words', route: 'contact' }.
 * - Prices and delivery times (`${site.terms.deposit}` and the like) are filled in from
 *   content/settings/site.yml (Settings in the editor): change the numbers there, and the FAQ,
 *   the photoshoot process and the home page follow.
 */
import { site } from '@/content/site';
import type { Paragraph } from '@/content/types';
import type { Localized } from '@/content/languages';

export type FaqItem = {
  question: string;
  answer: Paragraph[];
};

export const faq: Localized<FaqItem[]> = {
  en: [
    {
      question: 'How do I book my date?',
      answer: [
        [
          'Send me a message through the ',
          { text: 'contact page', route: 'contact' },
          ` with your date and venue. If I am available, a deposit of ${site.terms.deposit} € secures the date for you, and no one else can book it.`,
        ],
      ],
    },
    {
      question: 'Is the deposit an extra cost?',
      answer: [
        [
          `No. The ${site.terms.deposit} € deposit is counted towards your pack, so it is simply the first part of the total you pay.`,
        ],
      ],
    },
    {
      question: 'Which wedding packs do you offer?',
      answer: [
        [
          'There are packs for intimate weddings of up to 50 guests and for big celebrations of 150 guests or more, and everything in between. Each pack is adjusted to your day after our first conversation.',
        ],
      ],
    },
    {
      question: 'How long have you been photographing weddings?',
      answer: [
        [
          `I have been photographing weddings since ${site.since}: at quintas, wineries, beach clubs and family homes all over the Algarve.`,
        ],
      ],
    },
    {
      question: 'When will I receive my photos?',
      answer: [
        [
          `Couples and family sessions are delivered within ${site.terms.sessionDeliveryWorkingDays} working days. Weddings take a little longer: your photos arrive up to ${site.terms.weddingDeliveryDays} days after the wedding.`,
        ],
      ],
    },
    {
      question: 'Can I have my photos sooner?',
      answer: [
        [`Yes. A ${site.terms.rushDeliveryDays}-day rush delivery is available at extra cost; just ask when you book.`],
      ],
    },
    {
      question: 'How will I receive my photos?',
      answer: [
        [
          'In a private online gallery, where you can view, download and share them with your family and friends, and order prints.',
        ],
      ],
    },
    {
      question: 'Do you offer albums?',
      answer: [
        [
          `Yes. Albums are an add-on to any pack and start at ${site.terms.albumsFrom} €. We choose the photos and the design together once your gallery is delivered.`,
        ],
      ],
    },
    {
      question: 'Do you travel outside the Algarve?',
      answer: [
        [
          'Gladly. Travel within the Algarve is included in every pack; for weddings and sessions elsewhere in Portugal or abroad, travel is quoted separately.',
        ],
      ],
    },
    {
      question: 'Do you also photograph proposals, engagements and families?',
      answer: [
        [
          'Yes. Besides weddings I photograph proposals, engagement and couples sessions, and families. Tell me what you have in mind on the ',
          { text: 'contact page', route: 'contact' },
          ' and I will reply with the options.',
        ],
      ],
    },
  ],
  pt: [
    {
      question: 'Como reservo a minha data?',
      answer: [
        [
          'Envia-me uma mensagem através da ',
          { text: 'página de contacto', route: 'contact' },
          ` com a data e o local. Se estiver disponível, um sinal de ${site.terms.deposit} € garante a data para ti e mais ninguém a pode reservar.`,
        ],
      ],
    },
    {
      question: 'O sinal é um custo extra?',
      answer: [
        [
          `Não. O sinal de ${site.terms.deposit} € é descontado no valor do pack, por isso é simplesmente a primeira parte do total.`,
        ],
      ],
    },
    {
      question: 'Que packs de casamento tens?',
      answer: [
        [
          'Há packs para casamentos íntimos até 50 convidados e para grandes celebrações com 150 convidados ou mais, e tudo o que fica pelo meio. Cada pack é ajustado ao teu dia depois da nossa primeira conversa.',
        ],
      ],
    },
    {
      question: 'Há quanto tempo fotografas casamentos?',
      answer: [
        [
          `Fotografo casamentos desde ${site.since}: em quintas, adegas, clubes de praia e casas de família por todo o Algarve.`,
        ],
      ],
    },
    {
      question: 'Quando recebo as minhas fotografias?',
      answer: [
        [
          `As sessões de casal e de família são entregues em ${site.terms.sessionDeliveryWorkingDays} dias úteis. Os casamentos demoram um pouco mais: as fotografias chegam até ${site.terms.weddingDeliveryDays} dias depois do casamento.`,
        ],
      ],
    },
    {
      question: 'Posso receber as fotografias mais cedo?',
      answer: [
        [
          `Sim. Há uma entrega urgente em ${site.terms.rushDeliveryDays} dias, com um custo adicional; basta pedires quando fizeres a reserva.`,
        ],
      ],
    },
    {
      question: 'Como recebo as fotografias?',
      answer: [
        [
          'Numa galeria online privada, onde as podes ver, descarregar e partilhar com a família e os amigos, e encomendar impressões.',
        ],
      ],
    },
    {
      question: 'Fazes álbuns?',
      answer: [
        [
          `Sim. Os álbuns são um extra que podes juntar a qualquer pack, a partir de ${site.terms.albumsFrom} €. Escolhemos juntos as fotografias e o design depois de a galeria ser entregue.`,
        ],
      ],
    },
    {
      question: 'Fotografas fora do Algarve?',
      answer: [
        [
          'Com todo o gosto. As deslocações dentro do Algarve estão incluídas em todos os packs; para casamentos e sessões noutros pontos do país ou no estrangeiro, a deslocação é orçamentada à parte.',
        ],
      ],
    },
    {
      question: 'Também fotografas pedidos de casamento, noivados e famílias?',
      answer: [
        [
          'Sim. Além de casamentos, fotografo pedidos de casamento, sessões de noivado e de casal, e famílias. Conta-me o que imaginas na ',
          { text: 'página de contacto', route: 'contact' },
          ' e respondo-te com as opções.',
        ],
      ],
    },
  ],
};
