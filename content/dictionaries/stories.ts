/**
 * Words of the story pages (/stories/<category>/<album>), in English and European Portuguese.
 * Edit the text between quotes; keep both languages in step (a missing Portuguese entry stops
 * the build). {place}, {at} and {em} are filled in by the site: keep them as they are. {place}
 * is the album's place in the page's language; {at} is the word English puts before it ('at'
 * Herdade…, 'in' Aljezur) and {em} the word Portuguese puts before it ('na' Quinta…, 'no'
 * Monte…, 'em' Lagos), as each album states them.
 * `roles` are the credits an album may list (the `role:` of a credit in its index.en.md): to
 * add a role, add it here in both languages.
 */
import type { Translation } from './translation';

const en = {
  breadcrumb: 'Breadcrumb',
  stories: 'Stories',
  /** What a story's page title says it is, by gallery. */
  kind: {
    weddings: 'wedding {at} {place}',
    couples: 'couple session {at} {place}',
    family: 'family session {at} {place}',
  },
  photos: 'Photos',
  credits: 'Credits',
  roles: {
    venue: 'Venue',
    ceremony: 'Ceremony',
    planner: 'Planning',
    florist: 'Flowers',
    catering: 'Catering',
    cake: 'Cake',
    music: 'Music',
    'hair-makeup': 'Hair & make-up',
    dress: 'Dress',
    stationery: 'Stationery',
    videographer: 'Film',
    decor: 'Decor',
  },
  enquiry: {
    weddings: { heading: 'Planning your day at a place like this?', link: 'Tell me about your wedding' },
    couples: { heading: 'Would you like a session like this one?', link: 'Tell me about the two of you' },
    family: { heading: 'Would your family like a morning like this?', link: 'Tell me about your family' },
  },
  more: 'More stories',
  previous: 'Previous story',
  next: 'Next story',
};

type StoryMessages = typeof en;

const pt: Translation<'Portuguese', StoryMessages> = {
  breadcrumb: 'Percurso',
  stories: 'Histórias',
  kind: {
    weddings: 'casamento {em} {place}',
    couples: 'sessão de casal {em} {place}',
    family: 'sessão de família {em} {place}',
  },
  photos: 'Fotografias',
  credits: 'Créditos',
  roles: {
    venue: 'Local',
    ceremony: 'Cerimónia',
    planner: 'Organização',
    florist: 'Flores',
    catering: 'Catering',
    cake: 'Bolo',
    music: 'Música',
    'hair-makeup': 'Cabelo e maquilhagem',
    dress: 'Vestido',
    stationery: 'Papelaria',
    videographer: 'Vídeo',
    decor: 'Decoração',
  },
  enquiry: {
    weddings: {
      heading: 'Estão a planear o vosso dia num sítio assim?',
      link: 'Contem-me tudo sobre o vosso casamento',
    },
    couples: { heading: 'Gostavam de uma sessão como esta?', link: 'Contem-me a vossa história' },
    family: { heading: 'A vossa família merece uma manhã assim?', link: 'Falem-me da vossa família' },
  },
  more: 'Mais histórias',
  previous: 'História anterior',
  next: 'História seguinte',
};

export const storyMessages = { en, pt };
