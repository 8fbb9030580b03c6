/**
 * Words of the cookie banner and the cookie preferences dialog, in English and European Portuguese.
 * Edit the text between quotes; keep both languages in step (a missing Portuguese entry
 * stops the build with an error naming it).
 */
import type { Translation } from './translation';

const en = {
  banner: {
    label: 'Cookie consent',
    text: 'This site uses essential cookies to work. With your permission, it also uses anonymous analytics cookies to understand which pages are visited. Nothing is shared for advertising.',
    accept: 'Accept cookies',
    decline: 'Decline cookies',
  },
  privacyPolicyLink: 'Privacy policy',
  legalNoticeLink: 'Legal notice',
  manage: 'Manage Cookie Preferences',
  dialog: {
    title: 'Cookie preferences',
    description:
      'Choose which cookies this site may use. Essential cookies are always on because the site needs them to work. Analytics cookies are only set if you allow them, and you can change your mind at any time.',
    moreInformation: 'More information:',
    categoriesLabel: 'Cookie categories',
    essential: 'Essential',
    essentialDescription:
      'Needed for the site to work and to remember your cookie choice. They cannot be switched off.',
    analytics: 'Functional (analytics)',
    analyticsDescription:
      'Anonymous statistics about the pages visited and the buttons clicked, which help improve the site.',
    save: 'Save Preferences',
    onlyEssential: 'Only Essential',
    acceptAll: 'Accept All',
    close: 'Close',
  },
};

export type ConsentMessages = typeof en;

const pt: Translation<'Portuguese', ConsentMessages> = {
  banner: {
    label: 'Consentimento de cookies',
    text: 'Este site utiliza cookies essenciais para funcionar. Com a tua autorização, utiliza também cookies de análise anónimos para perceber que páginas são visitadas. Nada é partilhado para fins publicitários.',
    accept: 'Aceitar cookies',
    decline: 'Rejeitar cookies',
  },
  privacyPolicyLink: 'Política de privacidade',
  legalNoticeLink: 'Aviso legal',
  manage: 'Gerir Preferências de Cookies',
  dialog: {
    title: 'Preferências de cookies',
    description:
      'Escolhe que cookies este site pode utilizar. Os cookies essenciais estão sempre ativos porque o site precisa deles para funcionar. Os cookies de análise só são guardados se os autorizares, e podes mudar de ideias a qualquer momento.',
    moreInformation: 'Mais informação:',
    categoriesLabel: 'Categorias de cookies',
    essential: 'Essenciais',
    essentialDescription:
      'Necessários para o site funcionar e para guardar a tua escolha de cookies. Não podem ser desativados.',
    analytics: 'Funcionais (análise)',
    analyticsDescription:
      'Estatísticas anónimas sobre as páginas visitadas e os botões clicados, que ajudam a melhorar o site.',
    save: 'Guardar Preferências',
    onlyEssential: 'Apenas Essenciais',
    acceptAll: 'Aceitar Todos',
    close: 'Fechar',
  },
};

export const consentMessages = { en, pt };
