/** @jest-environment node */
import type { PagePhotoChoices } from '@/content/page-photo-choices';
import { photoUses } from '@/lib/page-photo-uses';
import { PagePhotosNow, usesOf } from './pages-now';

const built: PagePhotoChoices = {
  slideshow: ['ana-joao/demo-01.jpg', 'rita-nuno/IMG_1.webp'],
  portfolio: { weddings: 'rita-nuno/IMG_1.webp', couples: 'joana-rui/IMG_2.webp', family: 'lopes/IMG_3.webp' },
  portrait: 'ana-joao/demo-11.jpg',
};
/** The choices with the about page's photo changed to one of hers. */
const changed: PagePhotoChoices = { ...built, portrait: 'rita-nuno/IMG_1.webp' };
const withoutAnaJoao: PagePhotoChoices = { ...changed, slideshow: ['rita-nuno/IMG_1.webp', 'joana-rui/IMG_2.webp'] };

const places = (pages: PagePhotosNow, album: string) => pages.placesShowing(album).map(({ place }) => place);

describe('the pages’ photos as saved now', () => {
  it('start as the editor was built with them', () => {
    const pages = new PagePhotosNow(photoUses(built));
    expect(places(pages, 'ana-joao')).toEqual(['The home page’s slideshow (slide 1)', 'The about page’s photo']);
  });

  it('follow a save at once: the album a page no longer shows may go', () => {
    const pages = new PagePhotosNow(photoUses(built));
    pages.noteSave(photoUses(withoutAnaJoao), false);
    expect(places(pages, 'ana-joao')).toEqual([]);
    expect(places(pages, 'rita-nuno')).not.toEqual([]);
  });

  it('follow the file as read, unless she saved since the read began', () => {
    const pages = new PagePhotosNow(photoUses(built));
    pages.read(pages.beginRead(), photoUses(changed), undefined);
    expect(places(pages, 'ana-joao')).toEqual(['The home page’s slideshow (slide 1)']);
    const read = pages.beginRead();
    pages.noteSave(photoUses(withoutAnaJoao), false);
    pages.read(read, photoUses(built), undefined);
    expect(places(pages, 'ana-joao')).toEqual([]);
  });

  it('are not taken from a read that does not show her save yet, though begun after it; then from the next that does', () => {
    const pages = new PagePhotosNow(photoUses(built));
    pages.noteSave(photoUses(withoutAnaJoao), false);
    // GitHub answered with the file as it was a moment before her save.
    pages.read(pages.beginRead(), photoUses(built), undefined);
    expect(places(pages, 'ana-joao')).toEqual([]);
    pages.read(pages.beginRead(), photoUses(withoutAnaJoao), undefined);
    // Once a read has shown her save, reads are taken as they come (a change made elsewhere).
    pages.read(pages.beginRead(), photoUses(changed), undefined);
    expect(places(pages, 'ana-joao')).toEqual(['The home page’s slideshow (slide 1)']);
  });

  it('are not taken from a read that still shows main without her published draft', () => {
    const pages = new PagePhotosNow(photoUses(built));
    pages.noteSave(photoUses(withoutAnaJoao), true);
    pages.notePublish(photoUses(withoutAnaJoao));
    pages.read(pages.beginRead(), photoUses(built), photoUses(withoutAnaJoao));
    expect(places(pages, 'ana-joao')).toEqual([]);
  });

  it('keep an album while main still shows it and only her draft does not, telling her to publish the draft', () => {
    const pages = new PagePhotosNow(photoUses(built));
    pages.noteSave(photoUses(withoutAnaJoao), true);
    expect(pages.placesShowing('ana-joao')).toEqual([
      {
        place: 'The home page’s slideshow (slide 1)',
        message:
          'Your site still shows demo-01.jpg of this album there: your change of Settings → Photos on your pages is a draft. Publish it first, then delete the album.',
      },
      {
        place: 'The about page’s photo',
        message:
          'Your site still shows demo-11.jpg of this album there: your change of Settings → Photos on your pages is a draft. Publish it first, then delete the album.',
      },
    ]);
    pages.notePublish(photoUses(withoutAnaJoao));
    expect(places(pages, 'ana-joao')).toEqual([]);
  });

  it('keep an album her draft shows, though main does not', () => {
    const pages = new PagePhotosNow(photoUses(withoutAnaJoao));
    pages.noteSave(photoUses(built), true);
    expect(places(pages, 'ana-joao')).toEqual(['The home page’s slideshow (slide 1)', 'The about page’s photo']);
    // No album may lose a photo either shows.
    expect(pages.uses()).toEqual(expect.arrayContaining([...photoUses(built), ...photoUses(withoutAnaJoao)]));
  });

  it('are read from an entry’s data only when it holds choices', () => {
    expect(usesOf(changed)).toEqual(photoUses(changed));
    expect(usesOf({ slideshow: [] })).toBeUndefined();
  });
});
