/** @jest-environment node */
import { sharingSettingsOf } from './sharing';

describe('the sharing setting', () => {
  it('names the album whose cover stands for the site', () => {
    expect(sharingSettingsOf('album: rita-nuno\n')).toEqual({ album: 'rita-nuno' });
  });

  it.each([
    [undefined, /^content\/settings\/sharing\.yml is missing: choose the album .*\(Settings → Sharing image\)\.$/],
    ['album: [', /^content\/settings\/sharing\.yml cannot be read: /],
    [
      "album: ''\n",
      /^content\/settings\/sharing\.yml: Album should be the album whose cover stands for the site \(Settings → Sharing image\)\.$/,
    ],
    [
      'album: a\ncover: b\n',
      /^content\/settings\/sharing\.yml: cover is not a setting \(Settings → Sharing image\)\.$/,
    ],
  ])('says what to fix, naming the file, the field and where: %p', (source, problem) => {
    const result = sharingSettingsOf(source);
    expect('problem' in result ? result.problem : result).toMatch(problem);
  });

  it('says every problem of the file, one sentence after the other', () => {
    expect(sharingSettingsOf("album: ''\ncover: b\n")).toEqual({
      problem:
        'content/settings/sharing.yml: Album should be the album whose cover stands for the site (Settings → Sharing image). ' +
        'content/settings/sharing.yml: cover is not a setting (Settings → Sharing image).',
    });
  });
});
