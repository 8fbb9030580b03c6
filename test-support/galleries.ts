/**
 * Albums of each gallery for tests of a site whose galleries are not all the demo's: made-up
 * albums, the galleries left out holding none. It imports nothing of the site's albums, so that a
 * test can stand these in for them (jest.mock('@/lib/albums')).
 */
import type { GalleryCategory } from '@/lib/albums/gallery';
import type { Album } from '@/lib/albums/schema';

/** A made-up album of a gallery: three photos, its cover the second. */
export function galleryAlbum(slug: string, category: GalleryCategory): Album {
  const photos = ['01.webp', '02.webp', '03.webp'].map((file, index) => ({
    file,
    alt: { en: `Photo ${index + 1} of ${slug}`, pt: `Fotografia ${index + 1} de ${slug}` },
  }));
  const names = { en: slug, pt: slug };
  return {
    slug,
    category,
    position: 1,
    month: { year: 2024, month: 6 },
    title: names,
    heading: names,
    place: null,
    summary: { en: 'A day by the sea.', pt: 'Um dia junto ao mar.' },
    story: { en: 'They met in Lisbon.', pt: 'Conheceram-se em Lisboa.' },
    photos,
    cover: '02.webp',
    credits: [],
  };
}

/** Each gallery's albums: one made-up album in each gallery named, none in the others. */
export function albumsIn(...galleries: GalleryCategory[]): Record<GalleryCategory, Album[]> {
  return {
    weddings: galleries.includes('weddings') ? [galleryAlbum('rita-nuno', 'weddings')] : [],
    couples: galleries.includes('couples') ? [galleryAlbum('joana-rui', 'couples')] : [],
    family: galleries.includes('family') ? [galleryAlbum('familia-lopes', 'family')] : [],
  };
}
