/** @jest-environment node */
import type { PublishedPhotos } from '../photos-field/published-photos';
import { Listeners, VisitStore } from './visit-store';

/** A visit of a page that notes the pictures it lets go and how often it reads the published list. */
function visitOfPage(published: PublishedPhotos = {}) {
  const revoked: string[] = [];
  const reads: number[] = [];
  const visit = new VisitStore({
    revokePicture: (url) => revoked.push(url),
    readPublished: () => {
      reads.push(reads.length + 1);
      return Promise.resolve(published);
    },
  });
  return { visit, revoked, reads };
}

const photo = (file: string, description = '') => ({ file, description });

describe('Listeners', () => {
  it('tells each listener of every change until it stops listening', () => {
    const listeners = new Listeners();
    const heard: string[] = [];
    const stopA = listeners.listen(() => heard.push('a'));
    listeners.listen(() => heard.push('b'));
    listeners.tell();
    stopA();
    stopA();
    listeners.tell();
    expect(heard).toEqual(['a', 'b', 'b']);
  });
});

describe('VisitStore', () => {
  it('tells the Portuguese side when the English side shows other photos, not when it draws the same again', () => {
    const { visit } = visitOfPage();
    let told = 0;
    visit.englishShown.listen(() => (told += 1));
    visit.showEnglish('rita-nuno', [photo('IMG_0001.webp'), photo('IMG_0002.webp')]);
    visit.showEnglish('rita-nuno', [photo('IMG_0001.webp'), photo('IMG_0002.webp')]);
    expect(told).toBe(1);
    visit.showEnglish('rita-nuno', [photo('IMG_0002.webp'), photo('IMG_0001.webp')]);
    expect(told).toBe(2);
    expect(visit.shownEnglish('rita-nuno')?.map((row) => row.file)).toEqual(['IMG_0002.webp', 'IMG_0001.webp']);
    // Closed: the Portuguese side goes back to what the entry holds.
    visit.showEnglish('rita-nuno', undefined);
    expect(told).toBe(3);
    expect(visit.shownEnglish('rita-nuno')).toBeUndefined();
  });

  it('gives the photo the review view was left open on to the field drawn next at the same address, once', () => {
    const { visit } = visitOfPage();
    const entry = '/admin/#/collections/albums/entries/ana-rui/index';
    visit.leaveReviewOpen('ana-rui', 2, entry);
    expect(visit.takeReviewLeftOpen('bia-rui', entry)).toBeUndefined();
    expect(visit.takeReviewLeftOpen('ana-rui', entry)).toBe(2);
    // The other side, drawn just after, does not open it a second time.
    expect(visit.takeReviewLeftOpen('ana-rui', entry)).toBeUndefined();
    // Gone as the entry closed (the page already on the list), the view is not opened with the album later.
    visit.leaveReviewOpen('ana-rui', 0, '/admin/#/collections/albums');
    expect(visit.takeReviewLeftOpen('ana-rui', entry)).toBeUndefined();
  });

  it('keeps what each album’s English side shows apart', () => {
    const { visit } = visitOfPage();
    visit.showEnglish('ana-rui', [photo('IMG_0001.webp', 'The first dance')]);
    visit.showEnglish('bia-rui', [photo('IMG_0001.webp', 'The cake')]);
    expect(visit.shownEnglish('ana-rui')).toEqual([photo('IMG_0001.webp', 'The first dance')]);
    expect(visit.shownEnglish('bia-rui')).toEqual([photo('IMG_0001.webp', 'The cake')]);
  });

  it('names a photo added in this visit by the camera’s file name, and a saved one by its stored name', () => {
    const { visit } = visitOfPage();
    visit.noteCameraName('blob:https://example.test/7f3c', 'IMG_4101.JPG');
    expect(visit.nameOf('blob:https://example.test/7f3c')).toBe('IMG_4101');
    expect(visit.nameOf('IMG_0002.webp')).toBe('IMG_0002');
  });

  it('tells the field and the preview when a picture arrives, and lets an album’s pictures go when nothing shows it', () => {
    const { visit, revoked } = visitOfPage();
    let arrived = 0;
    visit.picturesArrived.listen(() => (arrived += 1));
    const release = visit.pictures.hold('rita-nuno');
    expect(visit.pictures.wants('rita-nuno', 'IMG_0001.webp')).toBe(true);
    visit.putPicture('rita-nuno', 'IMG_0001.webp', 'blob:1');
    expect(arrived).toBe(1);
    expect(visit.pictures.get('rita-nuno', 'IMG_0001.webp')).toBe('blob:1');
    release();
    expect(revoked).toEqual(['blob:1']);
  });

  it('lends an album’s asset API while its preview is shown; a preview that closes takes back only its own', () => {
    const { visit } = visitOfPage();
    const first = () => undefined;
    const second = () => undefined;
    const takeBackFirst = visit.lendAssetReader('rita-nuno', first);
    const takeBackSecond = visit.lendAssetReader('rita-nuno', second);
    takeBackFirst();
    expect(visit.assetReader('rita-nuno')).toBe(second);
    expect(visit.assetReader('ana-rui')).toBeUndefined();
    takeBackSecond();
    expect(visit.assetReader('rita-nuno')).toBeUndefined();
  });

  it('reads the published list once a visit, however many fields ask for it', async () => {
    const list = { 'rita-nuno/IMG_0001.webp': { thumbnail: '/photos/a-360.webp', large: '/photos/a-1200.webp' } };
    const { visit, reads } = visitOfPage(list);
    const [first, second] = await Promise.all([visit.published(), visit.published()]);
    await visit.published();
    expect(first).toEqual(list);
    expect(second).toBe(first);
    expect(reads).toEqual([1]);
  });

  it('starts each visit (a reload of the page) with nothing remembered of the one before', () => {
    const before = visitOfPage().visit;
    before.marks.wrote('ana-rui', 'en', 'IMG_0001.webp', 'The first dance.', 'drafted');
    before.setAsidePortuguese.of('ana-rui').set('IMG_0002.webp', 'Os bolos da avó');
    before.noteCameraName('blob:1', 'IMG_4101.jpg');

    const after = visitOfPage().visit;
    expect(after.marks.of('ana-rui', 'en').machine.size).toBe(0);
    expect(after.setAsidePortuguese.of('ana-rui').size).toBe(0);
    expect(after.nameOf('blob:1')).toBe('blob:1');
  });
  it('has her check a Portuguese again when its English changes, in that album only', () => {
    const { visit } = visitOfPage();
    const english = [photo('IMG_0001.webp', 'The first dance'), photo('IMG_0002.webp', 'The cake')];
    visit.showEnglish('rita-nuno', english);
    visit.seePortuguese(
      'rita-nuno',
      [photo('IMG_0001.webp', 'A primeira dança'), photo('IMG_0002.webp', 'O bolo')],
      english,
    );
    visit.marks.checked('rita-nuno', 'pt', 'IMG_0001.webp', 'A primeira dança');
    visit.marks.checked('rita-nuno', 'pt', 'IMG_0002.webp', 'O bolo');
    visit.marks.checked('ana-rui', 'pt', 'IMG_0001.webp', 'Os noivos');
    expect(visit.portugueseBehind('rita-nuno').size).toBe(0);

    visit.showEnglish('rita-nuno', [photo('IMG_0001.webp', 'Their first dance'), photo('IMG_0002.webp', 'The cake')]);
    expect([...visit.portugueseBehind('rita-nuno')]).toEqual(['IMG_0001.webp']);
    expect([...visit.marks.of('rita-nuno', 'pt').checkedBehind.keys()]).toEqual(['IMG_0002.webp']);
    expect(visit.marks.of('ana-rui', 'pt').checkedBehind.get('IMG_0001.webp')).toBe('Os noivos');
    expect(visit.portugueseBehind('ana-rui').size).toBe(0);
    // Moved, the photos keep what they follow; back to the English it was written for, it is not behind.
    visit.showEnglish('rita-nuno', [photo('IMG_0002.webp', 'The cake'), photo('IMG_0001.webp', 'The first dance')]);
    expect(visit.portugueseBehind('rita-nuno').size).toBe(0);
  });

  it('takes a new Portuguese for the English as it is, and one written before any English as behind none', () => {
    const { visit } = visitOfPage();
    const before = [photo('IMG_0001.webp', ''), photo('IMG_0002.webp', 'The cake')];
    visit.showEnglish('rita-nuno', before);
    // Photo 1's Portuguese is her Lightroom caption, there before any English.
    visit.seePortuguese('rita-nuno', [photo('IMG_0001.webp', 'Os noivos à saída'), photo('IMG_0002.webp', '')], before);
    const after = [photo('IMG_0001.webp', 'The couple leaving'), photo('IMG_0002.webp', 'The cake, cut')];
    visit.showEnglish('rita-nuno', after);
    expect(visit.portugueseBehind('rita-nuno').size).toBe(0);
    // Photo 2's Portuguese is suggested from the English as it is now.
    visit.seePortuguese(
      'rita-nuno',
      [photo('IMG_0001.webp', 'Os noivos à saída'), photo('IMG_0002.webp', 'O bolo cortado')],
      after,
    );
    expect(visit.portugueseBehind('rita-nuno').size).toBe(0);
    visit.showEnglish('rita-nuno', [photo('IMG_0001.webp', 'The couple leaving'), photo('IMG_0002.webp', 'The cake')]);
    expect([...visit.portugueseBehind('rita-nuno')]).toEqual(['IMG_0002.webp']);
  });

  it('counts each time Google is reached again, and tells the fields', () => {
    const { visit } = visitOfPage();
    let told = 0;
    visit.googleReached.listen(() => (told += 1));
    const before = visit.reached;
    visit.noteReached();
    expect(visit.reached).toBeGreaterThan(before);
    expect(told).toBe(1);
  });

  it('lends a side of the field while it is shown, and takes back only its own', () => {
    const { visit } = visitOfPage();
    let told = 0;
    visit.sidesChanged.listen(() => (told += 1));
    const side = (text: string) => ({ rows: () => [photo('IMG_0001.webp', text)], describe: () => {}, keep: () => {} });
    const first = side('Os noivos');
    const second = side('O bolo');
    const takeBackFirst = visit.showSide('rita-nuno', 'pt', first);
    visit.showSide('rita-nuno', 'pt', second);
    takeBackFirst();
    expect(visit.sideShown('rita-nuno', 'pt')).toBe(second);
    expect(visit.sideShown('rita-nuno', 'en')).toBeUndefined();
    expect(visit.sideShown('ana-rui', 'pt')).toBeUndefined();
    expect(told).toBe(2);
  });

  it('takes every box of an album saved as checked, its boxes before its first save too, reads the published list again and tells the fields', async () => {
    const { visit, reads } = visitOfPage();
    let told = 0;
    visit.albumSaved.listen(() => (told += 1));
    await visit.published();
    visit.marks.wrote('', 'en', 'blob:1', 'The first dance', 'drafted');
    visit.marks.wrote('ana-rui', 'pt', 'IMG_0002.webp', 'O bolo', 'suggested');
    visit.marks.wrote('bia-rui', 'en', 'IMG_0002.webp', 'The cake', 'drafted');
    visit.noteSaved('ana-rui', {
      en: [photo('IMG_0001.webp', 'The first dance'), photo('IMG_0002.webp', 'The cake')],
      pt: [photo('IMG_0001.webp', 'A primeira dança')],
    });
    visit.noteSaved('ana-rui', { en: [photo('IMG_0002.webp', 'The cake, cut')], pt: [] });
    expect(visit.marks.of('', 'en').machine.size).toBe(0);
    expect(visit.marks.of('ana-rui', 'pt').machine.size).toBe(0);
    expect(visit.marks.of('bia-rui', 'en').machine.size).toBe(1);
    expect(told).toBe(2);
    await visit.published();
    expect(reads).toEqual([1, 2]);
  });

  it('marks each description the editor’s Translate wrote, on its photo only, once the Portuguese side draws it', () => {
    const { visit } = visitOfPage();
    visit.noteTranslatedDescriptions('pt', [
      [0, 'A primeira dança'],
      [2, 'Os noivos'],
      [3, 'O bolo'],
    ]);
    // Photo 2 already held the same sentence, saved: it is not marked. Photo 3's box holds her words;
    // photo 4's list row is not drawn yet.
    const drawn = [
      photo('IMG_0001.webp', ''),
      photo('IMG_0002.webp', 'A primeira dança'),
      photo('IMG_0003.webp', 'Os noivos à porta'),
    ];
    visit.noteTranslatedDescriptionsDrawn('rita-nuno', 'pt', drawn);
    expect(visit.marks.of('rita-nuno', 'pt').machine.size).toBe(0);
    visit.noteTranslatedDescriptionsDrawn('rita-nuno', 'pt', [
      photo('IMG_0001.webp', 'A primeira dança'),
      ...drawn.slice(1),
      photo('IMG_0004.webp', 'O bolo'),
    ]);
    expect([...visit.marks.of('rita-nuno', 'pt').machine]).toEqual([
      ['IMG_0001.webp', { text: 'A primeira dança', kind: 'suggested' }],
      ['IMG_0004.webp', { text: 'O bolo', kind: 'suggested' }],
    ]);
    // Drawn once, each is noted once: her Keep is not undone by the next draw.
    visit.marks.checked('rita-nuno', 'pt', 'IMG_0001.webp', 'A primeira dança');
    visit.noteTranslatedDescriptionsDrawn('rita-nuno', 'pt', [photo('IMG_0001.webp', 'A primeira dança')]);
    expect(visit.marks.of('rita-nuno', 'pt').machine.has('IMG_0001.webp')).toBe(false);
  });

  it('marks each English description Translate wrote as translated by machine, on the English side only', () => {
    const { visit } = visitOfPage();
    visit.noteTranslatedDescriptions('en', [[1, 'The cake']]);
    // The Portuguese side, drawn first, takes nothing of the English.
    expect(
      visit.noteTranslatedDescriptionsDrawn('rita-nuno', 'pt', [
        photo('IMG_0001.webp', ''),
        photo('IMG_0002.webp', 'The cake'),
      ]),
    ).toBe(false);
    expect(visit.marks.of('rita-nuno', 'pt').machine.size).toBe(0);
    expect(
      visit.noteTranslatedDescriptionsDrawn('rita-nuno', 'en', [
        photo('IMG_0001.webp', ''),
        photo('IMG_0002.webp', 'The cake'),
      ]),
    ).toBe(true);
    expect([...visit.marks.of('rita-nuno', 'en').machine]).toEqual([
      ['IMG_0002.webp', { text: 'The cake', kind: 'translated' }],
    ]);
  });

  it('holds the names, summary and story Translate wrote and she saved pane by pane', () => {
    const { visit } = visitOfPage();
    visit.noteTranslated('en', 'title', 'Ana & Rui');
    expect(visit.translatedFields.en.get('title')).toEqual(new Set(['Ana & Rui']));
    expect(visit.translatedFields.pt.get('title')).toBeUndefined();
    visit.noteSaved('ana-rui', { en: [], pt: [] }, { en: { title: 'Ana & Rui' }, pt: { title: 'Ana e Rui' } });
    expect(visit.fieldsSavedByHer.en.of('ana-rui')).toEqual(new Map([['title', 'Ana & Rui']]));
    expect(visit.fieldsSavedByHer.pt.of('ana-rui')).toEqual(new Map([['title', 'Ana e Rui']]));
    // A later save holds what its files hold then.
    visit.noteSaved('ana-rui', { en: [], pt: [] }, { pt: { summary: 'Um casamento.' } });
    expect(visit.fieldsSavedByHer.en.of('ana-rui').size).toBe(0);
    expect(visit.fieldsSavedByHer.pt.of('ana-rui')).toEqual(new Map([['summary', 'Um casamento.']]));
  });

  it('takes each saved Portuguese as written for the English saved beside it', () => {
    const { visit } = visitOfPage();
    const english = [photo('IMG_0001.webp', 'The first dance')];
    visit.showEnglish('rita-nuno', english);
    visit.seePortuguese('rita-nuno', [photo('IMG_0001.webp', 'A primeira dança')], english);
    const changed = [photo('IMG_0001.webp', 'Their first dance')];
    visit.showEnglish('rita-nuno', changed);
    expect([...visit.portugueseBehind('rita-nuno')]).toEqual(['IMG_0001.webp']);
    // She kept the Portuguese as it is for the new English, and saved both.
    visit.noteSaved('rita-nuno', { en: changed, pt: [photo('IMG_0001.webp', 'A primeira dança')] });
    expect(visit.portugueseBehind('rita-nuno').size).toBe(0);
    visit.showEnglish('rita-nuno', [photo('IMG_0001.webp', 'The last dance')]);
    expect([...visit.portugueseBehind('rita-nuno')]).toEqual(['IMG_0001.webp']);
  });
});
