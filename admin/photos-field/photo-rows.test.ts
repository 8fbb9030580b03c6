/** @jest-environment node */
import {
  addedNotice,
  addPhotos,
  describePhoto,
  englishProblems,
  listedPhotos,
  movePhoto,
  movePhotoTo,
  photoCalled,
  photoName,
  portugueseProblems,
  portugueseRowsFor,
  positionTyped,
  removePhoto,
  restorePhoto,
  rowsOf,
  portugueseToFollow,
  sameFiles,
  setCover,
  stillToDescribe,
  type PhotoRow,
  type PortugueseRow,
} from './photo-rows';

const rows: PhotoRow[] = [
  { file: '01.webp', description: 'Rita laughing', cover: true },
  { file: '02.webp', description: 'The first dance' },
  { file: '03.webp', description: 'Sparklers' },
];
const portuguese: PortugueseRow[] = [
  { file: '03.webp', description: 'Estrelinhas' },
  { file: '01.webp', description: 'A Rita a rir' },
];
const files = (list: readonly { file: string }[]) => list.map((row) => row.file);

describe('the photos field', () => {
  it('reads the value the editor hands over: a list, an Immutable-like list, or nothing yet', () => {
    expect(rowsOf(rows)).toEqual(rows);
    expect(rowsOf({ toJS: () => rows })).toEqual(rows);
    expect(rowsOf(undefined)).toEqual([]);
    expect(rowsOf([{ file: 'a.webp' }, null, { description: 'no file' }])).toEqual([
      { file: 'a.webp', description: '' },
    ]);
  });

  it('adds photos at the end with their captions, and never makes one the cover by itself', () => {
    expect(addPhotos(rows, [{ file: 'blob:1', description: 'Under the olive tree' }]).at(-1)).toEqual({
      file: 'blob:1',
      description: 'Under the olive tree',
    });
    const first = addPhotos([], [{ file: 'blob:1' }, { file: 'blob:2' }]);
    expect(first.filter((row) => row.cover)).toEqual([]);
    expect(englishProblems(first.map((row) => ({ ...row, description: 'x' })))).toEqual([
      'Choose the cover: no photo is the cover.',
    ]);
  });

  it('moves a photo up or down, never past the ends', () => {
    expect(files(movePhoto(rows, 1, -1))).toEqual(['02.webp', '01.webp', '03.webp']);
    expect(files(movePhoto(rows, 1, 1))).toEqual(['01.webp', '03.webp', '02.webp']);
    expect(files(movePhoto(rows, 0, -1))).toEqual(files(rows));
    expect(files(movePhoto(rows, 2, 1))).toEqual(files(rows));
  });

  it('moves a photo to any place in one go (photo 3 to the end), the others keeping their order', () => {
    const many = Array.from({ length: 40 }, (_, index) => ({ file: `${index + 1}.webp`, description: 'x' }));
    const moved = movePhotoTo(many, 2, 39);
    expect(files(moved).at(-1)).toBe('3.webp');
    expect(files(moved).slice(0, 3)).toEqual(['1.webp', '2.webp', '4.webp']);
    expect(files(movePhotoTo(rows, 2, 0))).toEqual(['03.webp', '01.webp', '02.webp']);
    expect(files(movePhotoTo(rows, 0, 3))).toEqual(files(rows));
  });

  it('takes a position she types only when it is one of the list’s', () => {
    expect(positionTyped('40', 40)).toBe(39);
    expect(positionTyped(' 1 ', 40)).toBe(0);
    for (const typed of ['0', '41', '2.5', '', 'last']) expect(positionTyped(typed, 40)).toBeUndefined();
  });

  it('shows a removed photo in its place, before the photo that followed it, and restores it there', () => {
    const four = [...rows, { file: '04.webp', description: 'The cake' }];
    const first = removePhoto(four, 1);
    expect(first.removed).toEqual({ row: four[1], index: 1, before: '03.webp' });
    // The photo after it removed too: both lines stay in order, before the photo that followed them.
    const second = removePhoto(first.rows, 1);
    const removed = [first.removed!, second.removed!];
    const lines = (list: PhotoRow[]) =>
      listedPhotos(list, removed).map((line) =>
        'photo' in line ? line.photo.file : `removed ${line.removed.row.file}`,
      );
    expect(lines(second.rows)).toEqual(['01.webp', 'removed 02.webp', 'removed 03.webp', '04.webp']);
    expect(files(restorePhoto(second.rows, first.removed!, removed))).toEqual(['01.webp', '02.webp', '04.webp']);
    expect(files(restorePhoto(second.rows, second.removed!, removed))).toEqual(['01.webp', '03.webp', '04.webp']);
    // The photo that followed them moved to the front: they go with it.
    const moved = movePhotoTo(second.rows, 1, 0);
    expect(lines(moved)).toEqual(['removed 02.webp', 'removed 03.webp', '04.webp', '01.webp']);
    // The last photo removed: its line stays last.
    const last = removePhoto(rows, 2);
    expect(listedPhotos(last.rows, [last.removed!]).map((line) => 'removed' in line)).toEqual([false, false, true]);
  });

  it('removing the cover leaves no cover (the form says so), and restoring it makes it the cover again', () => {
    const { rows: left, removed } = removePhoto(rows, 0);
    expect(files(left)).toEqual(['02.webp', '03.webp']);
    expect(left.some((row) => row.cover)).toBe(false);
    expect(englishProblems(left)).toEqual(['Choose the cover: no photo is the cover.']);
    expect(restorePhoto(left, removed!)).toEqual(rows);
  });

  it('restores a removed photo in its place with its description, the cover chosen since kept', () => {
    const { rows: left, removed } = removePhoto(rows, 0);
    const chosen = setCover(left, 1);
    expect(restorePhoto(chosen, removed!)).toEqual([
      { file: '01.webp', description: 'Rita laughing' },
      { file: '02.webp', description: 'The first dance' },
      { file: '03.webp', description: 'Sparklers', cover: true },
    ]);
    // Restoring twice does not add it twice.
    expect(restorePhoto(rows, removed!)).toEqual(rows);
  });

  it('makes exactly one photo the cover', () => {
    expect(setCover(rows, 2).map((row) => row.cover === true)).toEqual([false, false, true]);
  });

  it('changes one description', () => {
    expect(describePhoto(rows, 1, 'The last dance')[1]).toEqual({ file: '02.webp', description: 'The last dance' });
    expect(describePhoto(rows, 0, 'The vows,\r\nin the rain\nat noon')[0]!.description).toBe(
      'The vows, in the rain at noon',
    );
  });

  it('lists the Portuguese descriptions in the English order, found by file name, a set-aside one restored', () => {
    expect(portugueseRowsFor(rows, portuguese, new Map([['02.webp', 'A primeira dança']]))).toEqual([
      { file: '01.webp', description: 'A Rita a rir' },
      { file: '02.webp', description: 'A primeira dança' },
      { file: '03.webp', description: 'Estrelinhas' },
    ]);
    expect(portugueseRowsFor(rows, portuguese).map((row) => row.description)).toEqual([
      'A Rita a rir',
      '',
      'Estrelinhas',
    ]);
    expect(sameFiles(portugueseRowsFor(rows, portuguese), rows)).toBe(true);
    expect(sameFiles(portuguese, rows)).toBe(false);
  });

  it('follows the English by writing only what would be saved otherwise, never rows only empty', () => {
    const follow = (english: PhotoRow[], written: { file: string; description: string }[]) =>
      portugueseToFollow(english, written, portugueseRowsFor(english, written));
    // Opened on an album whose Portuguese was never written, or is written up to the photos' end: nothing.
    const inOrder = [portuguese[1]!, portuguese[0]!];
    expect(follow(rows, [])).toBeUndefined();
    expect(follow(rows, inOrder)).toBeUndefined();
    expect(follow(rows, portugueseRowsFor(rows, portuguese))).toBeUndefined();
    // A photo moved with its Portuguese, or removed: written.
    expect(follow(rows, portuguese)).toHaveLength(3);
    expect(follow([rows[2]!, rows[0]!, rows[1]!], inOrder)?.map((row) => row.file)).toEqual([
      '03.webp',
      '01.webp',
      '02.webp',
    ]);
    expect(follow(rows.slice(0, 2), portugueseRowsFor(rows, portuguese))?.map((row) => row.file)).toEqual([
      '01.webp',
      '02.webp',
    ]);
    // Removed with no Portuguese yet, its empty row is not saved with the others.
    const emptyRow = [
      { file: '01.webp', description: 'A Rita a rir' },
      { file: '02.webp', description: '' },
    ];
    expect(follow([rows[0]!], emptyRow)).toEqual([{ file: '01.webp', description: 'A Rita a rir' }]);
    // A Portuguese set aside (restored, or a Portuguese caption) comes back: written.
    expect(
      portugueseToFollow(rows, portuguese, portugueseRowsFor(rows, portuguese, new Map([['02.webp', 'A dança']]))),
    ).toHaveLength(3);
  });

  it('stops the save, in her words, for what the build would refuse, each on its own side', () => {
    expect(englishProblems([])).toEqual(['Add the album’s photos.']);
    expect(englishProblems(rows)).toEqual([]);
    expect(englishProblems([{ ...rows[0]!, description: '   ' }, ...rows.slice(1)], (file) => `IMG_${file}`)).toEqual([
      'Photo 1, IMG_01, has no English description.',
    ]);
    expect(englishProblems(rows.map((row) => ({ ...row, cover: true })))).toEqual([
      'Choose one cover: several photos are marked.',
    ]);
    expect(portugueseProblems(rows, portuguese)).toEqual(['Photo 2, 02, has no Portuguese description.']);
    expect(portugueseProblems(rows, [...portuguese, { file: '02.webp', description: ' ' }])).toEqual([
      'Photo 2, 02, has no Portuguese description.',
    ]);
  });

  it('names a photo by its number and her file’s name, never its stored extension', () => {
    expect(photoName('IMG_4122.webp')).toBe('IMG_4122');
    expect(photoName('IMG_4122.jpg')).toBe('IMG_4122');
    expect(photoName('Família.Silva.heic')).toBe('Família.Silva');
    expect(photoName('IMG_4122')).toBe('IMG_4122');
    expect(photoCalled(23, 'IMG_4122.webp')).toBe('Photo 24, IMG_4122');
  });

  it('names the photos still to describe, as she reads them', () => {
    expect(stillToDescribe([])).toBe('');
    expect(stillToDescribe([6])).toBe('photo 6');
    expect(stillToDescribe([18, 19, 20])).toBe('photos 18, 19 and 20');
  });

  it('says how many photos were added, "of how many" only when some could not be', () => {
    expect(addedNotice(1, 1)).toBe('1 photo added.');
    expect(addedNotice(20, 20)).toBe('20 photos added.');
    expect(addedNotice(19, 20)).toBe('19 of 20 photos added.');
  });
});
