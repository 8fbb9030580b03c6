/**
 * PHOTOSHOOT PROCESS PAGE TEXTS (/stories/photoshoot-process)
 *
 * How to edit:
 * - Change any text between quotes, in `en` (English) and `pt` (European Portuguese).
 * - `heading` is the page's title on the page; `sections` are the three numbered steps, shown in
 *   this order as "1. Planning" and so on; the number is added automatically, so do not type it
 *   in the title; `link` is the button under the closing words.
 * - Each entry of `paragraphs` is one paragraph; keep the square brackets around it.
 * - A link to another page of the site is written { text: 'words', route: 'contact' }.
 * - Prices and delivery times (`${site.terms.deposit}` and the like) are filled in from
 *   content/settings/site.yml (Settings in the editor): change the numbers there, and the FAQ,
 *   the photoshoot process and the home page follow.
 */
import { site } from '@/content/site';
import type { TextPage } from '@/content/types';
import type { Localized } from '@/content/languages';

export const photoshootProcess: Localized<TextPage> = {
  en: {
    heading: 'Photoshoot process',
    intro: [
      [
        'From the first message to the final gallery, my work follows five stages: booking, planning, the shoot day, editing and delivery. Here is what happens at each one, so you always know what comes next.',
      ],
    ],
    sections: [
      {
        title: 'Planning',
        paragraphs: [
          [
            'It all starts with your message through the ',
            { text: 'contact page', route: 'contact' },
            '. I reply with my availability and the packs, and we talk, on a video call or over a coffee, about what you imagine.',
          ],
          [
            `Booking: a deposit of ${site.terms.deposit} € secures your date. It is not an extra cost, as it is counted towards your pack. Once it is paid, the date is yours and no one else can book it.`,
          ],
          [
            'In the weeks before, we plan together: the timings, the locations, the list of family photos and the best light of the day. Travel within the Algarve is included in every pack; outside the Algarve, travel is quoted separately.',
          ],
        ],
      },
      {
        title: 'The shoot day',
        paragraphs: [
          [
            'On the day I arrive early, get to know the place and then blend in. I guide you when it helps, for portraits and group photos, and otherwise let the story unfold on its own.',
          ],
          [
            'Sessions are relaxed and unhurried, planned for the softest light of the day. Weddings are covered for as many hours as your pack includes, from getting ready to the party.',
          ],
        ],
      },
      {
        title: 'Editing and delivery',
        paragraphs: [
          [
            'Editing: I choose the best images and edit each one by hand, with natural colours and soft contrast, so that the photos feel the way the day felt.',
          ],
          [
            `Delivery: your photos arrive in a private online gallery, ready to download, share and print. Sessions are delivered within ${site.terms.sessionDeliveryWorkingDays} working days; weddings up to ${site.terms.weddingDeliveryDays} days after the wedding.`,
          ],
          [
            `Need them sooner? A ${site.terms.rushDeliveryDays}-day rush delivery is available at extra cost. And if you would like to hold your story in your hands, albums start at ${site.terms.albumsFrom} € as an add-on.`,
          ],
        ],
      },
    ],
    closing: [['Have a date in mind? Tell me about it and I will reply with everything you need to know.']],
    link: { text: 'Let’s talk', route: 'contact' },
  },
  pt: {
    heading: 'Processo das sessões',
    intro: [
      [
        'Desde a primeira mensagem até à galeria final, o meu trabalho segue cinco etapas: a reserva, o planeamento, o dia da sessão, a edição e a entrega. Explico-te aqui o que acontece em cada uma, para saberes sempre o que vem a seguir.',
      ],
    ],
    sections: [
      {
        title: 'Planeamento',
        paragraphs: [
          [
            'Tudo começa com a tua mensagem através da ',
            { text: 'página de contacto', route: 'contact' },
            '. Respondo-te com a minha disponibilidade e os packs, e conversamos, por videochamada ou à volta de um café, sobre o que imaginas.',
          ],
          [
            `Reserva: um sinal de ${site.terms.deposit} € garante a tua data. Não é um custo extra, porque é descontado no valor do pack. Assim que estiver pago, a data é tua e mais ninguém a pode reservar.`,
          ],
          [
            'Nas semanas anteriores, planeamos tudo juntos: os horários, os locais, a lista de fotografias de família e a melhor luz do dia. As deslocações dentro do Algarve estão incluídas em todos os packs; fora do Algarve, a deslocação é orçamentada à parte.',
          ],
        ],
      },
      {
        title: 'O dia da sessão',
        paragraphs: [
          [
            'No dia, chego cedo, conheço o lugar e depois passo despercebida. Dou-te indicações quando ajudam, nos retratos e nas fotografias de grupo, e de resto deixo a história acontecer por si.',
          ],
          [
            'As sessões são descontraídas e sem pressas, marcadas para a luz mais suave do dia. Os casamentos são acompanhados durante as horas incluídas no teu pack, desde os preparativos até à festa.',
          ],
        ],
      },
      {
        title: 'Edição e entrega',
        paragraphs: [
          [
            'Edição: escolho as melhores imagens e edito cada uma à mão, com cores naturais e contraste suave, para que as fotografias transmitam o que sentiste nesse dia.',
          ],
          [
            `Entrega: as tuas fotografias chegam numa galeria online privada, prontas a descarregar, partilhar e imprimir. As sessões são entregues em ${site.terms.sessionDeliveryWorkingDays} dias úteis; os casamentos até ${site.terms.weddingDeliveryDays} dias depois da data do casamento.`,
          ],
          [
            `Precisas delas mais cedo? Há uma entrega urgente em ${site.terms.rushDeliveryDays} dias, com um custo adicional. E se quiseres ter a tua história nas mãos, os álbuns são um extra a partir de ${site.terms.albumsFrom} €.`,
          ],
        ],
      },
    ],
    closing: [['Já tens uma data em mente? Fala-me dela e respondo-te com tudo o que precisas de saber.']],
    link: { text: 'Vamos conversar', route: 'contact' },
  },
};
