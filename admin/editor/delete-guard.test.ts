/** @jest-environment node */
import { placesShowingAlbum } from '../page-photo/choices';
import { deletionBlockers } from './delete-guard';

const uses = [
  { place: 'the home page’s slideshow (slide 2)', photo: 'ines-tiago/demo-09.jpg' },
  { place: 'the about page’s photo', photo: 'ana-joao/demo-03.jpg' },
];

describe('what stops deleting an entry', () => {
  it('for an album a page shows: the page, under Settings → Photos on your pages, with the photo', () => {
    expect(
      deletionBlockers((album) => placesShowingAlbum(uses, album), {
        collectionName: 'albums',
        entries: [{ slug: 'ines-tiago' }, { slug: 'carla-rui' }],
      }),
    ).toEqual([
      {
        collectionName: 'settings',
        collectionLabel: 'Settings',
        summary: 'Photos on your pages',
        fieldLabel: 'The home page’s slideshow (slide 2)',
        entry: { id: 'page-photos:ines-tiago' },
        locale: 'en',
        keyPath: 'The home page’s slideshow (slide 2)',
        messages: [
          'It shows demo-09.jpg of this album. Choose another photo there first (Settings → Photos on your pages), then delete the album.',
        ],
      },
    ]);
  });

  it('nothing for an album no page shows, nor for an entry of another collection', () => {
    expect(
      deletionBlockers((album) => placesShowingAlbum(uses, album), {
        collectionName: 'albums',
        entries: [{ slug: 'carla-rui' }],
      }),
    ).toEqual([]);
    expect(
      deletionBlockers((album) => placesShowingAlbum(uses, album), {
        collectionName: 'pages',
        entries: [{ slug: 'ines-tiago' }],
      }),
    ).toEqual([]);
  });
});
