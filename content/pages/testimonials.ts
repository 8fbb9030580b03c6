/**
 * TESTIMONIALS (/testimonials)
 *
 * How to edit:
 * - Each entry is one couple's message, shown the same on the English and Portuguese pages,
 *   exactly as the couple wrote it (it is not translated).
 * - `couple`: their names; `venue`: where the wedding or session took place.
 * - `lang`: the language the message is written in, 'en' (English) or 'pt' (Portuguese), so
 *   screen readers pronounce it correctly.
 * - `message`: each text between quotes is one paragraph.
 * - The page shows eight testimonials. The heading and the line under it are in
 *   content/dictionaries/pages.ts, under `testimonials`.
 */
import type { Locale } from '@/lib/i18n';

export type Testimonial = {
  couple: string;
  venue: string;
  lang: Locale;
  message: string[];
};

export const testimonials: Testimonial[] = [
  {
    couple: 'Ana & João',
    venue: 'Herdade da Vinha Velha', // a winery estate
    lang: 'pt',
    message: [
      'Casámos entre as vinhas e cada fotografia cheira a vindima e a fim de tarde. Esteve connosco desde os preparativos até à última música e conseguiu guardar tudo: os nervos, as avós a dançar, o pôr do sol no meio da festa.',
      'As fotografias são exatamente aquilo que sentimos naquele dia. Recomendamos a toda a gente!',
    ],
  },
  {
    couple: 'Emma & James',
    venue: 'Quinta da Figueira Brava',
    lang: 'en',
    message: [
      'We flew in from London knowing nobody in the Algarve, and from our very first call our photographer felt like a friend. On the day she was everywhere and nowhere at once: we barely noticed her, and yet she caught every glance between us and our families.',
      'Opening the gallery was like living the day all over again. Thank you for the tears, the laughter and the light under that old fig tree!',
    ],
  },
  {
    couple: 'Inês & Tiago',
    venue: 'Clube da Praia Dourada',
    lang: 'pt',
    message: [
      'Somos pouco à vontade em frente à câmara e tínhamos medo dos retratos. Afinal foi das partes mais divertidas do dia! Deixou-nos tão tranquilos que nos esquecemos de que estava ali, descalça na areia connosco.',
      'Obrigada por nos dares memórias tão bonitas.',
    ],
  },
  {
    couple: 'Sophie & Lucas',
    venue: 'Monte da Azinheira',
    lang: 'en',
    message: [
      'Planning a wedding from abroad is stressful, but the photography was the easiest part. She knew the monte, the timings and exactly where the light would fall through the cork oaks at golden hour.',
      'Our photos are natural, warm and so very us. We could not have asked for more.',
    ],
  },
  {
    couple: 'Mariana & Pedro',
    venue: 'Quinta do Sobreiro',
    lang: 'pt',
    message: [
      'Escolhemo-la pelo portefólio e ficámos pela pessoa que é. Foi calma, atenta e muito profissional, do primeiro contacto até à entrega da galeria.',
      'Cada fotografia conta um bocadinho da nossa história, da capela ao laranjal. Muito obrigado por tudo!',
    ],
  },
  {
    couple: 'Charlotte & Tom',
    venue: 'Quinta das Amendoeiras',
    lang: 'en',
    message: [
      'A winter wedding among the almond blossom was a dream, and she made the most of every minute of soft light. Half of our guests spoke Portuguese and half spoke English, and she moved between everyone with so much ease.',
      'The album is the most precious thing in our home now.',
    ],
  },
  {
    couple: 'Hannah & Oliver',
    venue: 'Quinta do Alecrim Azul',
    lang: 'en',
    message: [
      'A hundred and sixty guests, a sea breeze and a very tight schedule, and she handled it all with a smile. Every group photo was done in minutes, and then she let us enjoy our party.',
      'Our friends keep asking who our photographer was. Worth every cent.',
    ],
  },
  {
    couple: 'Beatriz & Duarte',
    venue: 'Quinta da Ribeira Seca',
    lang: 'pt',
    message: [
      'Casámos numa quinta no meio da serra, com quarenta convidados e muita família. Percebeu logo o espírito do dia e contou a nossa história com uma sensibilidade enorme.',
      'Recebemos as fotografias antes do prazo e ainda hoje nos emocionamos a vê-las.',
    ],
  },
];
