import { titleOf } from './album-titles';

describe('an album’s title, from its English file', () => {
  it('is the front matter’s title', () => {
    expect(titleOf('---\ntitle: Beatriz & Duarte\nkind: weddings\n---\nThe story.')).toBe('Beatriz & Duarte');
  });

  it('is none when the file has no title, or cannot be read', () => {
    expect(titleOf('---\nkind: weddings\n---\n')).toBeUndefined();
    expect(titleOf('---\ntitle: "  "\n---\n')).toBeUndefined();
    expect(titleOf('---\ntitle: [unclosed\n---\n')).toBeUndefined();
  });
});
