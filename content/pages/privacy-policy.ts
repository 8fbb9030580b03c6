/**
 * PRIVACY POLICY (/privacy-policy)
 *
 * How to edit:
 * - Eleven numbered sections, in `en` (English) and `pt` (European Portuguese). The number is
 *   added automatically: do not type it in the title.
 * - Each entry of `paragraphs` (and of `list`, a bulleted list) is one paragraph; keep the
 *   square brackets around it.
 * - Special pieces inside a paragraph:
 *   { text: '…', email: true }                          the e-mail from content/settings/site.yml, as a link
 *   { text: '…', href: 'https://…' }                    a link to another website
 *   { text: '…', action: 'open-cookie-preferences' }    a button that opens the cookie settings
 * - The name, e-mail and site name, and the postal address and tax number (NIF) when she gives
 *   them, come from content/settings/site.yml; change them there (Settings → Your details and prices).
 * - Sections 6 and 11 must keep their cookie-settings button.
 * - `updated`: the date shown under the heading; change it whenever you change the text.
 */
import { getSite } from '@/content/read';
import { factParagraphs, type LegalFacts } from './legal-facts';
import type { NumberedSection } from '@/content/types';
import type { Localized } from '@/content/languages';

export type PrivacyPolicyContent = {
  updated: string;
  sections: NumberedSection[];
};

/** The text with her facts filled in: each language gives her address and NIF only when she has them. */
export function privacyPolicyOf(facts: LegalFacts): Localized<PrivacyPolicyContent> {
  const enFacts = factParagraphs(facts, 'en');
  const ptFacts = factParagraphs(facts, 'pt');
  return {
    en: {
      updated: 'Last updated: 1 November 2026',
      sections: [
        {
          title: 'My commitment',
          paragraphs: [
            [
              `Your privacy matters to me. This policy explains what information ${facts.name} collects when you visit this website, why, and what control you have over it. I collect as little as possible and never use it for advertising.`,
            ],
          ],
        },
        {
          title: 'Data controller',
          paragraphs: [
            [
              `The controller of your data is ${facts.photographer} (${facts.name}), based in the Algarve, Portugal. For any question about your data, write to `,
              { text: facts.email, email: true },
              '.',
            ],
            ...enFacts.address,
            ...enFacts.taxNumber,
          ],
        },
        {
          title: 'What data is collected',
          paragraphs: [
            [
              'Only if you allow analytics, the website collects anonymous information about your visit: the pages you visit, the links and buttons you click, the time you spend on the website, and the type of device and browser you use.',
            ],
            [
              'It does not collect your name, address, e-mail address or phone number. If you write to me through the contact form, the details you type are sent to me by e-mail so that I can answer you, and are used for nothing else. While you type, an unsent draft of the form is kept only in your own browser, so that nothing is lost if the page closes; it is deleted once the message is sent.',
            ],
            [
              'To protect the website from abuse, each visit opens an anonymous session with Google Firebase: a random identifier, with no personal information, that is not linked to you and is not used for analytics.',
            ],
          ],
        },
        {
          title: 'Legal basis',
          paragraphs: [
            [
              'Analytics data is collected only with your informed consent (article 6(1)(a) of the General Data Protection Regulation), which you give, or refuse, in the cookie banner or the cookie preferences. Replies to messages sent through the contact form are based on your own request.',
            ],
          ],
        },
        {
          title: 'Sharing with third parties',
          paragraphs: [
            [
              'Analytics data is shared only with the analytics service that measures visits to this website (Google Analytics). It is never sold and never used for advertising. Messages from the contact form pass through an e-mail delivery service (EmailJS) only to reach my inbox.',
            ],
          ],
        },
        {
          title: 'Your rights',
          paragraphs: [
            [
              'Under data protection law you have the right to access the data held about you, to have it corrected or deleted, to object to its processing and to withdraw your consent at any time, as easily as you gave it.',
            ],
            [
              'To withdraw or change your consent, open the ',
              { text: 'cookie preferences', action: 'open-cookie-preferences' },
              '. To exercise any other right, write to ',
              { text: facts.email, email: true },
              '. You can also lodge a complaint with the Portuguese data protection authority (CNPD).',
            ],
          ],
        },
        {
          title: 'Data retention',
          paragraphs: [
            [
              'Anonymous analytics data is kept for up to 14 months and then deleted automatically. Your cookie choice is remembered in your browser for 30 days. Contact form messages are kept only as long as needed to answer you and, if you book a service, for as long as the law requires.',
            ],
          ],
        },
        {
          title: 'Security',
          paragraphs: [
            [
              'The website is served only over an encrypted connection (HTTPS), and the services it relies on protect the data they process with appropriate technical and organisational measures.',
            ],
          ],
        },
        {
          title: 'Cookie policy',
          paragraphs: [
            [
              'An essential cookie remembers your cookie choice, so the banner does not appear on every page; it is always on. Analytics cookies are set only after you allow them. This website uses no advertising cookies.',
            ],
          ],
        },
        {
          title: 'Updates to this policy',
          paragraphs: [
            [
              'This policy may be updated when the website or the law changes. The date at the top of the page shows the latest version.',
            ],
          ],
        },
        {
          title: 'How to manage cookies',
          paragraphs: [
            [
              'You can change your choice at any time in the ',
              { text: 'cookie preferences', action: 'open-cookie-preferences' },
              '. You can also block or delete cookies in your browser settings:',
            ],
          ],
          list: [
            [{ text: 'Google Chrome', href: 'https://support.google.com/chrome/answer/95647?hl=en' }],
            [
              {
                text: 'Mozilla Firefox',
                href: 'https://support.mozilla.org/en-US/kb/clear-cookies-and-site-data-firefox',
              },
            ],
            [{ text: 'Apple Safari', href: 'https://support.apple.com/en-gb/guide/safari/sfri11471/mac' }],
            [
              {
                text: 'Microsoft Edge',
                href: 'https://support.microsoft.com/en-gb/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
              },
            ],
          ],
        },
      ],
    },
    pt: {
      updated: 'Última atualização: 1 de novembro de 2026',
      sections: [
        {
          title: 'O meu compromisso',
          paragraphs: [
            [
              `A tua privacidade é importante para mim. Esta política explica que informação o ${facts.name} recolhe quando visitas este website, porquê, e que controlo tens sobre ela. Recolho o mínimo possível e nunca para fins publicitários.`,
            ],
          ],
        },
        {
          title: 'Responsável pelo tratamento',
          paragraphs: [
            [
              `A responsável pelo tratamento dos teus dados é ${facts.photographer} (${facts.name}), com base no Algarve, Portugal. Para qualquer questão sobre os teus dados, escreve para `,
              { text: facts.email, email: true },
              '.',
            ],
            ...ptFacts.address,
            ...ptFacts.taxNumber,
          ],
        },
        {
          title: 'Que dados são recolhidos',
          paragraphs: [
            [
              'Apenas se permitires a análise, o website recolhe informação anónima sobre a tua visita: as páginas que visitas, as ligações e os botões em que clicas, o tempo que passas no website e o tipo de dispositivo e de navegador que utilizas.',
            ],
            [
              'Não é recolhido o teu nome, morada, endereço de e-mail ou número de telefone. Se me escreveres através do formulário de contacto, os dados que indicares chegam-me por e-mail para que te possa responder, e não são usados para mais nada. Enquanto escreves, um rascunho da mensagem por enviar fica guardado apenas no teu navegador, para que nada se perca se a página fechar; é apagado assim que a mensagem é enviada.',
            ],
            [
              'Para proteger o website de abusos, cada visita abre uma sessão anónima no Google Firebase: um identificador aleatório, sem qualquer informação pessoal, que não está ligado a ti nem é usado para análise.',
            ],
          ],
        },
        {
          title: 'Fundamento legal',
          paragraphs: [
            [
              'Os dados de análise só são recolhidos com o teu consentimento informado (artigo 6.º, n.º 1, alínea a), do Regulamento Geral sobre a Proteção de Dados), que dás, ou recusas, no aviso de cookies ou nas preferências de cookies. As respostas às mensagens do formulário de contacto baseiam-se no teu próprio pedido.',
            ],
          ],
        },
        {
          title: 'Partilha com terceiros',
          paragraphs: [
            [
              'Os dados de análise são partilhados apenas com o serviço que mede as visitas a este website (Google Analytics). Nunca são vendidos nem usados para publicidade. As mensagens do formulário de contacto passam por um serviço de envio de e-mail (EmailJS) apenas para chegarem à minha caixa de correio.',
            ],
          ],
        },
        {
          title: 'Os teus direitos',
          paragraphs: [
            [
              'Nos termos da lei de proteção de dados, tens o direito de aceder aos dados que existam sobre ti, de pedir a sua retificação ou apagamento, de te opores ao seu tratamento e de retirar o teu consentimento a qualquer momento, tão facilmente como o deste.',
            ],
            [
              'Para retirares ou alterares o teu consentimento, abre as ',
              { text: 'preferências de cookies', action: 'open-cookie-preferences' },
              '. Para exerceres qualquer outro direito, escreve para ',
              { text: facts.email, email: true },
              '. Podes também apresentar uma reclamação à Comissão Nacional de Proteção de Dados (CNPD).',
            ],
          ],
        },
        {
          title: 'Conservação dos dados',
          paragraphs: [
            [
              'Os dados de análise anónimos são conservados até 14 meses e depois apagados automaticamente. A tua escolha sobre cookies fica guardada no teu navegador durante 30 dias. As mensagens do formulário de contacto são guardadas apenas o tempo necessário para te responder e, se reservares um serviço, durante o prazo que a lei exigir.',
            ],
          ],
        },
        {
          title: 'Segurança',
          paragraphs: [
            [
              'O website é servido apenas através de uma ligação cifrada (HTTPS), e os serviços de que depende protegem os dados que tratam com medidas técnicas e organizativas adequadas.',
            ],
          ],
        },
        {
          title: 'Política de cookies',
          paragraphs: [
            [
              'Um cookie essencial guarda a tua escolha sobre cookies, para que o aviso não apareça em todas as páginas; está sempre ativo. Os cookies de análise só são colocados depois de os permitires. Este website não usa cookies de publicidade.',
            ],
          ],
        },
        {
          title: 'Atualizações desta política',
          paragraphs: [
            [
              'Esta política pode ser atualizada quando o website ou a lei mudarem. A data no topo da página indica a versão mais recente.',
            ],
          ],
        },
        {
          title: 'Como gerir os cookies',
          paragraphs: [
            [
              'Podes alterar a tua escolha a qualquer momento nas ',
              { text: 'preferências de cookies', action: 'open-cookie-preferences' },
              '. Também podes bloquear ou apagar cookies nas definições do teu navegador:',
            ],
          ],
          list: [
            [{ text: 'Google Chrome', href: 'https://support.google.com/chrome/answer/95647?hl=pt-PT' }],
            [
              {
                text: 'Mozilla Firefox',
                href: 'https://support.mozilla.org/pt-PT/kb/clear-cookies-and-site-data-firefox',
              },
            ],
            [{ text: 'Apple Safari', href: 'https://support.apple.com/pt-pt/guide/safari/sfri11471/mac' }],
            [
              {
                text: 'Microsoft Edge',
                href: 'https://support.microsoft.com/pt-pt/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
              },
            ],
          ],
        },
      ],
    },
  };
}

/** The page in both languages, with her details. */
export const privacyPolicy = () => privacyPolicyOf(getSite());
