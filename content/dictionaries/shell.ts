/**
 * Words of the site's frame (navigation, footer, buttons), in English and European Portuguese.
 * Edit the text between quotes; keep both languages in step (a missing Portuguese entry
 * stops the build with an error naming it).
 * `nav` holds the label of each group of the menu (stories, info: `navGroups` in content/routes.ts);
 * a page's own menu label is beside its title, in content/dictionaries/meta.ts (`menu`).
 */
import type { navGroups } from '@/content/routes';
import type { Translation, WordsFor } from './translation';

const en = {
  nav: {
    label: 'Main navigation',
    sidebarNavigationLabel: 'Menu navigation',
    stories: 'STORIES',
    info: 'INFO',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    sidebarLabel: 'Site menu',
  },
  languageToggle: {
    label: 'Português',
    description: 'Ver este site em português',
  },
  footer: {
    label: 'Footer',
    home: 'Home',
    contact: 'Contact',
    legalNotice: 'Legal notice',
    privacyPolicy: 'Privacy policy',
    instagram: 'Instagram',
    facebook: 'Facebook',
    rights: 'All rights reserved.',
  },
  goToTop: 'Go to top',
  skipToContent: 'Skip to content',
} satisfies { nav: WordsFor<'English', keyof typeof navGroups>; [part: string]: unknown };

type ShellMessages = typeof en;

const pt: Translation<'Portuguese', ShellMessages> = {
  nav: {
    label: 'Navegação principal',
    sidebarNavigationLabel: 'Navegação do menu',
    stories: 'HISTÓRIAS',
    info: 'INFO',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    sidebarLabel: 'Menu do site',
  },
  languageToggle: {
    label: 'English',
    description: 'View this site in English',
  },
  footer: {
    label: 'Rodapé',
    home: 'Início',
    contact: 'Contacto',
    legalNotice: 'Aviso legal',
    privacyPolicy: 'Política de privacidade',
    instagram: 'Instagram',
    facebook: 'Facebook',
    rights: 'Todos os direitos reservados.',
  },
  goToTop: 'Voltar ao topo',
  skipToContent: 'Saltar para o conteúdo',
};

export const shellMessages = { en, pt };
