/**
 * Words of the site's frame (navigation, footer, buttons), in English and European Portuguese.
 * Edit the text between quotes; keep both languages in step (a missing Portuguese entry
 * stops the build with an error naming it).
 * `nav` holds the menu's label of each page the route table (content/routes.ts) puts in the menu,
 * under the page's key, and of each group (stories, info); a page added to the menu without its
 * label stops the build with an error naming it.
 */
import type { NavLabelKey } from '@/lib/navigation';
import type { Translation, WordsFor } from './translation';

const en = {
  nav: {
    label: 'Main navigation',
    sidebarNavigationLabel: 'Menu navigation',
    home: 'HOME',
    about: 'ABOUT',
    stories: 'STORIES',
    info: 'INFO',
    faq: 'FAQ',
    testimonials: 'TESTIMONIALS',
    contact: 'CONTACT',
    weddings: 'WEDDINGS',
    couples: 'COUPLES',
    family: 'FAMILY',
    photoshootProcess: 'PHOTOSHOOT PROCESS',
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
} satisfies { nav: WordsFor<'English', NavLabelKey>; [part: string]: unknown };

type ShellMessages = typeof en;

const pt: Translation<'Portuguese', ShellMessages> = {
  nav: {
    label: 'Navegação principal',
    sidebarNavigationLabel: 'Navegação do menu',
    home: 'HOME',
    about: 'SOBRE MIM',
    stories: 'HISTÓRIAS',
    info: 'INFO',
    faq: 'FAQ',
    testimonials: 'TESTEMUNHOS',
    contact: 'CONTACTO',
    weddings: 'CASAMENTOS',
    couples: 'CASAIS',
    family: 'FAMÍLIA',
    photoshootProcess: 'PROCESSO DAS SESSÕES',
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
