/** @jest-environment node */
import { entryShown, leavesEntry } from './entry-route';

const editor = 'http://localhost:3000/admin/';

describe('entryShown', () => {
  it('reads the entry from the editor’s hash, a saved one or a new one, with or without a query', () => {
    expect(entryShown(`${editor}#/collections/weddings/entries/rita-nuno`)).toBe('weddings/entries/rita-nuno');
    expect(entryShown(`${editor}#/collections/weddings/new`)).toBe('weddings/new');
    expect(entryShown(`${editor}#/collections/weddings/new?title=x`)).toBe('weddings/new');
    expect(entryShown(`${editor}#/collections/weddings`)).toBeUndefined();
    expect(entryShown(`${editor}#/assets`)).toBeUndefined();
    expect(entryShown(editor)).toBeUndefined();
  });
});

describe('leavesEntry', () => {
  const album = `${editor}#/collections/weddings/entries/rita-nuno`;

  it('is true for the list of albums, another album, another page', () => {
    expect(leavesEntry(album, `${editor}#/collections/weddings`)).toBe(true);
    expect(leavesEntry(album, `${editor}#/collections/weddings/filter/x`)).toBe(true);
    expect(leavesEntry(album, `${editor}#/collections/weddings/entries/ana-rui`)).toBe(true);
    expect(leavesEntry(album, 'http://localhost:3000/')).toBe(true);
  });

  it('is false within the entry, and anywhere away from an entry', () => {
    expect(leavesEntry(album, `${album}?pane=preview`)).toBe(false);
    expect(leavesEntry(album, album)).toBe(false);
    expect(leavesEntry(`${editor}#/collections/weddings`, `${editor}#/assets`)).toBe(false);
  });
});
