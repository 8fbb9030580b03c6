import { editorAddress } from './editor-places';

describe('editorAddress', () => {
  it.each([
    [
      { collection: 'albums', album: 'emma-james', title: 'Emma & James' },
      '/admin/#/collections/albums/entries/emma-james/index',
    ],
    [{ collection: 'albums', new: true }, '/admin/#/collections/albums/new'],
    [{ collection: 'settings', entry: 'site' }, '/admin/#/collections/settings/entries/site'],
    [{ collection: 'settings', entry: 'page-photos' }, '/admin/#/collections/settings/entries/page-photos'],
    [
      { collection: 'pages', file: 'content/pages/photoshoot-process.pt.yml' },
      '/admin/#/collections/pages/entries/photoshoot-process',
    ],
    [{ collection: 'testimonials' }, '/admin/#/collections/_singletons/entries/testimonials'],
  ] as const)('opens %j at %s', (place, address) => {
    expect(editorAddress(place)).toBe(address);
  });
});
