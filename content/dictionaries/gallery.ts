/**
 * Words of the portfolio pages (weddings, couples, family) and of the photo viewer, in English
 * and European Portuguese. Edit the text between quotes; keep both languages in step (a missing
 * Portuguese entry stops the build with an error naming it). {current} and {total} are filled
 * in by the site: keep them as they are.
 */
import type { Translation } from './translation';

const en = {
  categories: {
    weddings: 'WEDDINGS',
    couples: 'COUPLES',
    family: 'FAMILY',
  },
  loader: {
    label: 'Loading photos',
  },
  viewer: {
    label: 'Photo viewer',
    close: 'Close',
    previous: 'Previous photo',
    next: 'Next photo',
    position: '{current} of {total}',
  },
};

export type GalleryMessages = typeof en;

const pt: Translation<'Portuguese', GalleryMessages> = {
  categories: {
    weddings: 'CASAMENTOS',
    couples: 'CASAIS',
    family: 'FAMÍLIA',
  },
  loader: {
    label: 'A carregar as fotografias',
  },
  viewer: {
    label: 'Visualizador de fotografias',
    close: 'Fechar',
    previous: 'Fotografia anterior',
    next: 'Fotografia seguinte',
    position: '{current} de {total}',
  },
};

export const galleryMessages = { en, pt };
