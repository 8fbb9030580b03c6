import {
  addPhotos,
  describePhoto,
  movePhoto,
  photoProblems,
  removePhoto,
  rowsOf,
  setCover,
  type PhotoRow,
} from './photo-rows';

const rows: PhotoRow[] = [
  { file: '01.webp', en: 'Rita laughing', pt: 'A Rita a rir', cover: true },
  { file: '02.webp', en: 'The first dance', pt: 'A primeira dança' },
  { file: '03.webp', en: 'Sparklers', pt: 'Estrelinhas' },
];
const files = (list: readonly PhotoRow[]) => list.map((row) => row.file);

describe('the photos field', () => {
  it('reads the value the editor hands over: a list, an Immutable-like list, or nothing yet', () => {
    expect(rowsOf(rows)).toEqual(rows);
    expect(rowsOf({ toJS: () => rows })).toEqual(rows);
    expect(rowsOf(undefined)).toEqual([]);
    expect(rowsOf([{ file: 'a.webp' }, null, { en: 'no file' }])).toEqual([{ file: 'a.webp', en: '', pt: '' }]);
  });

  it('adds photos at the end with their captions in English, the first of an album without a cover as its cover', () => {
    expect(addPhotos(rows, [{ file: 'blob:1', en: 'Under the olive tree' }]).at(-1)).toEqual({
      file: 'blob:1',
      en: 'Under the olive tree',
      pt: '',
    });
    expect(addPhotos([], [{ file: 'blob:1' }, { file: 'blob:2' }])).toEqual([
      { file: 'blob:1', en: '', pt: '', cover: true },
      { file: 'blob:2', en: '', pt: '' },
    ]);
  });

  it('moves a photo up or down, never past either end', () => {
    expect(files(movePhoto(rows, 1, -1))).toEqual(['02.webp', '01.webp', '03.webp']);
    expect(files(movePhoto(rows, 1, 1))).toEqual(['01.webp', '03.webp', '02.webp']);
    expect(files(movePhoto(rows, 0, -1))).toEqual(files(rows));
    expect(files(movePhoto(rows, 2, 1))).toEqual(files(rows));
  });

  it('removes a photo; a removed cover passes to the first photo left', () => {
    expect(files(removePhoto(rows, 1))).toEqual(['01.webp', '03.webp']);
    expect(removePhoto(rows, 0)[0]).toEqual({
      file: '02.webp',
      en: 'The first dance',
      pt: 'A primeira dança',
      cover: true,
    });
  });

  it('keeps exactly one cover', () => {
    expect(setCover(rows, 2).map((row) => row.cover ?? false)).toEqual([false, false, true]);
  });

  it('changes one description', () => {
    expect(describePhoto(rows, 1, 'pt', 'A dança')[1]).toEqual({
      file: '02.webp',
      en: 'The first dance',
      pt: 'A dança',
    });
  });

  it('says what stops a save: no photo, a description missing in either language, no cover', () => {
    expect(photoProblems(rows)).toEqual([]);
    expect(photoProblems([])).toEqual(['Add the album’s photos.']);
    expect(
      photoProblems(
        [
          { file: 'blob:x', en: '', pt: '  ' },
          { file: '02.webp', en: 'The first dance', pt: '' },
        ],
        (file) => (file === 'blob:x' ? 'IMG_1002.jpg' : file),
      ),
    ).toEqual([
      'Photo 1 (IMG_1002.jpg) has no English description.',
      'Photo 1 (IMG_1002.jpg) has no Portuguese description.',
      'Photo 2 (02.webp) has no Portuguese description.',
      'Choose one photo as the cover.',
    ]);
  });
});
