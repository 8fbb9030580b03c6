/**
 * LEGAL NOTICE (/legal-notice)
 *
 * How to edit:
 * - Six numbered sections, in `en` (English) and `pt` (European Portuguese). The number is
 *   added automatically: do not type it in the title.
 * - Each entry of `paragraphs` (and of `list`, a bulleted list) is one paragraph; keep the
 *   square brackets around it.
 * - Special pieces inside a paragraph:
 *   { text: '…', email: true }            the e-mail address from content/settings/site.yml, as a link
 *   { text: '…', route: 'privacyPolicy' } a link to a page of this site, in the page's language
 * - The name, e-mail and site name, and the postal address and tax number (NIF) when she gives
 *   them, come from content/settings/site.yml; change them there (Settings → Your details and prices).
 * - `updated`: the date shown under the heading; change it whenever you change the text.
 */
import { getSite } from '@/content/read';
import { factParagraphs, type LegalFacts } from './legal-facts';
import type { NumberedSection } from '@/content/types';
import type { Localized } from '@/content/languages';

export type LegalNoticeContent = {
  updated: string;
  sections: NumberedSection[];
};

/** The text with her facts filled in: each language gives her address and NIF only when she has them. */
export function legalNoticeOf(facts: LegalFacts): Localized<LegalNoticeContent> {
  const enFacts = factParagraphs(facts, 'en');
  const ptFacts = factParagraphs(facts, 'pt');
  return {
    en: {
      updated: 'Last updated: 1 November 2026',
      sections: [
        {
          title: 'Website owner',
          paragraphs: [
            [
              `This website, ${facts.name}, is owned and run by ${facts.photographer}, a professional photographer based in the Algarve, Portugal.`,
            ],
            ...enFacts.taxNumber,
          ],
        },
        {
          title: 'Contact information',
          paragraphs: [
            ['For any question about this website or its content, write to ', { text: facts.email, email: true }, '.'],
            ...enFacts.address,
          ],
        },
        {
          title: 'Purpose of the website',
          paragraphs: [['This website exists to:']],
          list: [
            ['show my work as a wedding, couples and family photographer;'],
            ['give information about the services I offer;'],
            ['let you get in touch with me through the contact form.'],
          ],
        },
        {
          title: 'Responsibility for content',
          paragraphs: [
            [
              'I take care to keep the information on this website accurate and up to date, but I cannot guarantee that it is complete or free of errors. I accept no legal liability for errors or omissions in its content, or for the content of external websites linked from it.',
            ],
          ],
        },
        {
          title: 'Intellectual property',
          paragraphs: [
            [
              `All photographs, texts and other content on this website are protected by copyright and belong to ${facts.photographer}, unless stated otherwise. They may not be copied, reproduced, published or used in any other way without prior written permission.`,
            ],
          ],
        },
        {
          title: 'Data collection',
          paragraphs: [
            [
              'Only if you agree, this website collects anonymous statistics about how it is used, to help me improve it. No information that identifies you is collected for this purpose. You can read the details in the ',
              { text: 'privacy policy', route: 'privacyPolicy' },
              '.',
            ],
          ],
        },
      ],
    },
    pt: {
      updated: 'Última atualização: 1 de novembro de 2026',
      sections: [
        {
          title: 'Titular do website',
          paragraphs: [
            [
              `Este website, ${facts.name}, pertence a ${facts.photographer}, fotógrafa profissional com base no Algarve, Portugal, que é também a responsável pela sua gestão.`,
            ],
            ...ptFacts.taxNumber,
          ],
        },
        {
          title: 'Informações de contacto',
          paragraphs: [
            [
              'Para qualquer questão sobre este website ou o seu conteúdo, escreve para ',
              { text: facts.email, email: true },
              '.',
            ],
            ...ptFacts.address,
          ],
        },
        {
          title: 'Finalidade do website',
          paragraphs: [['Este website serve para:']],
          list: [
            ['mostrar o meu trabalho como fotógrafa de casamentos, casais e famílias;'],
            ['dar informações sobre os serviços que ofereço;'],
            ['permitir que entres em contacto comigo através do formulário de contacto.'],
          ],
        },
        {
          title: 'Responsabilidade pelo conteúdo',
          paragraphs: [
            [
              'Procuro manter a informação deste website correta e atualizada, mas não posso garantir que esteja completa ou isenta de erros. Não assumo qualquer responsabilidade legal por erros ou omissões no seu conteúdo, nem pelo conteúdo de websites externos para os quais existam ligações.',
            ],
          ],
        },
        {
          title: 'Propriedade intelectual',
          paragraphs: [
            [
              `Todas as fotografias, textos e restantes conteúdos deste website estão protegidos por direitos de autor e pertencem a ${facts.photographer}, salvo indicação em contrário. Não podem ser copiados, reproduzidos, publicados ou utilizados de qualquer outra forma sem autorização prévia por escrito.`,
            ],
          ],
        },
        {
          title: 'Recolha de dados',
          paragraphs: [
            [
              'Apenas se concordares, este website recolhe estatísticas anónimas sobre a forma como é utilizado, para me ajudar a melhorá-lo. Para este fim não é recolhida nenhuma informação que te identifique. Podes ler os detalhes na ',
              { text: 'política de privacidade', route: 'privacyPolicy' },
              '.',
            ],
          ],
        },
      ],
    },
  };
}

/** The page in both languages, with her details. */
export const legalNotice = () => legalNoticeOf(getSite());
