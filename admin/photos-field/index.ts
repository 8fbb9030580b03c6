/**
 * The editor's photos field (registered as the album-photos field type): an album's photos, each
 * with its thumbnail and its description. The field is translated, so the editor shows it once per
 * language, and each side writes its own file (lib/albums/schema.ts):
 * - on the English side (english-side.tsx, english-photo.tsx) she adds many photos at once
 *   (adding.ts), orders them by dragging (sorting.ts) or by buttons and "Move to position…"
 *   (dialogs.tsx), removes them, each leaving a line to restore it until she saves
 *   (removed-photos.tsx), chooses the cover and writes the English descriptions;
 * - on the Portuguese side (portuguese-side.tsx) she sees the same photos, in the same order, and
 *   writes their Portuguese descriptions, kept by file name; the empty ones can be suggested from
 *   the English (suggestions.tsx);
 * - on either side, the empty descriptions can be drafted from the photos, in that side's language
 *   (drafts.tsx). Whatever a service wrote is marked until she corrects it or keeps it (marks-view.tsx);
 * - on either side, a thumbnail or "Check the descriptions…" opens the review view: the photo large
 *   with both its descriptions, to keep or correct them one photo after another (review-view.tsx);
 * - on either side, the names, summary and story the editor's Translate wrote are marked under
 *   their own fields until she keeps or corrects them (translated-marks.ts).
 * Its rows are in field-state.ts, its pictures in pictures.ts, and what the two sides share in a
 * visit in the visit's store (admin/visit/visit-store.ts), which the field reaches as `visit`; the
 * rules themselves (what adding, moving, removing do, what stops a save) are the pure modules beside it (photo-rows.ts, marks.ts).
 *
 * What stops a save is the field's own verdict (isValid), not the editor's `required`, so that
 * every message names its photo; the editor checks the field again once the verdict is in
 * (admin/vendor/editor-patch.ts), so its messages follow what is on screen.
 */
import { englishProblems, portugueseProblems } from './photo-rows';
import type { EditorGlobals, Verdict } from './editor-react';
import {
  albumOf,
  englishRowsHeld,
  englishRowsIn,
  followEnglish,
  initialState,
  isPortugueseSide,
  portugueseRowsIn,
  rowsIn,
  type FieldState,
  type PhotosFieldInstance,
} from './field-state';
import type { VisitStore } from '../visit/visit-store';
import { stopDrafting } from './drafts';
import { englishSide } from './english-side';
import { marksStoppingSave } from './marks-view';
import { loadSavedPictures, showAlbumPictures } from './pictures';
import { portugueseSide } from './portuguese-side';
import { leaveReviewOpen, reopenReviewLeftOpen, showReviewedSide } from './review-view';
import { placeTranslatedMarks } from './translated-marks';

export { photosPreview } from './preview';

/**
 * What else refuses the album's photos as they are now (the photos her pages show, which must stay:
 * admin/page-photo/choices.ts), each message naming its photo; asked on the English side, which
 * holds the album's list of photos.
 */
export type AlbumRefusals = (album: string, files: readonly string[]) => string[];

/** What stops a save of this side now, in one message, each photo named by its number and name. */
function verdictOf(field: PhotosFieldInstance, refusals: AlbumRefusals): Verdict {
  const { props, visit } = field;
  const problems = isPortugueseSide(props)
    ? [
        ...portugueseProblems(englishRowsIn(field), portugueseRowsIn(field), visit.nameOf),
        ...marksStoppingSave(field, portugueseRowsIn(field)),
      ]
    : [
        ...englishProblems(rowsIn(props), visit.nameOf),
        ...marksStoppingSave(field, rowsIn(props)),
        ...refusals(
          albumOf(props),
          rowsIn(props).map((row) => row.file),
        ),
      ];
  return problems.length === 0 ? true : { error: { message: problems.join(' ') } };
}

/** The longest the Portuguese side's verdict waits for the English side to draw (it may be closing). */
const ENGLISH_DRAWN_WITHIN_MS = 2000;

/**
 * Calls `then` once the English side on screen shows the English the entry holds: the editor asks
 * the Portuguese side for its verdict when the English changes too (a redraft, a Revert), and the
 * Portuguese side's marks follow the English as its side draws it, which may be a moment later.
 * At once on the English side, or when the English side is not on screen or already drawn.
 */
function whenEnglishDrawn(field: PhotosFieldInstance, then: () => void): void {
  const album = albumOf(field.props);
  const drawn = () => {
    const shown = field.visit.shownEnglish(album);
    return shown === undefined || JSON.stringify(shown) === JSON.stringify(englishRowsHeld(field));
  };
  if (!isPortugueseSide(field.props) || drawn()) {
    then();
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    stop();
    clearTimeout(timer);
    then();
  };
  const stop = field.visit.englishShown.listen(() => {
    if (drawn()) finish();
  });
  const timer = setTimeout(finish, ENGLISH_DRAWN_WITHIN_MS);
}

/** Gives the editor the verdicts it asked for, as the field is now drawn. */
function giveVerdicts(field: PhotosFieldInstance, refusals: AlbumRefusals): void {
  const due = field.verdictsDue ?? [];
  field.verdictsDue = [];
  if (due.length === 0) return;
  const verdict = verdictOf(field, refusals);
  for (const resolve of due) resolve(verdict);
}

/**
 * When a photo's English changes under its Portuguese ("The English changed: check it."), the
 * Portuguese side writes its rows again, unchanged, as Keep does: the editor then asks it again
 * what stops a save, and counts the side among what it checks when she saves even where it holds
 * the list as its items alone (reopened, the Portuguese untouched), where it would let the save
 * through unasked. Only when a photo becomes marked so: a Revert that takes the mark away writes
 * nothing, so the entry stays as saved.
 */
function askAgainWhenBehind(field: PhotosFieldInstance): void {
  const behind = [...field.visit.portugueseBehind(albumOf(field.props))];
  const before = field.behindAsked ?? [];
  field.behindAsked = behind;
  if (behind.some((file) => !before.includes(file))) field.props.onChange([...portugueseRowsIn(field)]);
}

/**
 * Notes the descriptions the editor's Translate wrote into this side, now drawn: each is marked. The
 * side then writes its rows again, unchanged, as Keep does: Translate writes a reopened album's
 * descriptions one by one, where the editor keeps the list as its items alone, and a save would go
 * through without asking the field what stops it.
 */
function askAgainWhenTranslated(field: PhotosFieldInstance, language: 'en' | 'pt'): void {
  const rows = rowsIn(field.props);
  if (!field.visit.noteTranslatedDescriptionsDrawn(albumOf(field.props), language, rows)) return;
  // The Portuguese side writes its rows as it follows the English, as it does everywhere.
  field.props.onChange(language === 'pt' ? [...portugueseRowsIn(field)] : rows);
}

/**
 * What each side does once drawn: it shows the album's saved photos, read by the field itself; the
 * English side says what it shows, the Portuguese side follows it and says which Portuguese texts it
 * shows (a new one follows the English as it is now); on either side, a description the editor's
 * Translate wrote is to check.
 */
function showSide(field: PhotosFieldInstance): void {
  const album = albumOf(field.props);
  showAlbumPictures(field, album);
  if (isPortugueseSide(field.props)) {
    followEnglish(field);
    askAgainWhenTranslated(field, 'pt');
    field.visit.seePortuguese(album, portugueseRowsIn(field), englishRowsIn(field));
    askAgainWhenBehind(field);
  } else {
    askAgainWhenTranslated(field, 'en');
    field.visit.showEnglish(album, rowsIn(field.props));
  }
  loadSavedPictures(
    field.visit,
    album,
    (isPortugueseSide(field.props) ? englishRowsIn(field) : rowsIn(field.props)).map((row) => row.file),
  );
}

/** Reads the published list (again after a save), for the field's thumbnails and drafts. */
const readPublished = (field: PhotosFieldInstance) =>
  void field.visit.published().then((published) => field.setState({ published }));

export function photosField({ h, createClass }: EditorGlobals, visit: VisitStore, refusals: AlbumRefusals = () => []) {
  return createClass<FieldState, PhotosFieldInstance>({
    // The visit's store, on every instance: createClass puts a member that is not a method on the prototype.
    visit,

    getInitialState() {
      return initialState(visit.pictures.size);
    },

    componentDidMount() {
      readPublished(this);
      // After a save, what the album holds is hers (no mark), and its photos are saved ones.
      const stopSaved = visit.albumSaved.listen(() => readPublished(this));
      const stopPictures = visit.picturesArrived.listen(() => this.setState({ pictures: visit.pictures.size }));
      const stopEnglish = visit.englishShown.listen(() => this.setState({ english: this.state.english + 1 }));
      // Her key may be entered while the field is shown: its buttons then appear at once.
      const stopPreferences = visit.preferencesStored.listen(() => this.forceUpdate());
      // The review view, open on either side, shows what it wrote or kept through the other.
      const stopSides = visit.sidesChanged.listen(() => this.forceUpdate());
      // Google reached again: an "offline" the status line said is no longer true.
      const stopReached = visit.googleReached.listen(() => this.forceUpdate());
      this.stopListening = () => {
        stopSaved();
        stopPictures();
        stopEnglish();
        stopPreferences();
        stopSides();
        stopReached();
      };
      showSide(this);
      showReviewedSide(this, true);
      placeTranslatedMarks(this, true);
      reopenReviewLeftOpen(this);
    },

    componentWillUnmount() {
      leaveReviewOpen(this);
      giveVerdicts(this, refusals);
      stopDrafting(this);
      this.stopListening?.();
      showReviewedSide(this, false);
      placeTranslatedMarks(this, false);
      showAlbumPictures(this, undefined);
      if (!isPortugueseSide(this.props)) visit.showEnglish(albumOf(this.props), undefined);
    },

    componentDidUpdate() {
      showSide(this);
      showReviewedSide(this, true);
      placeTranslatedMarks(this, true);
    },

    isValid() {
      // The editor asks as soon as it has handed the field its newest values, which React draws a
      // moment later: the verdict waits until they are drawn, on the Portuguese side with the
      // English they follow, so that it speaks of what is on screen.
      return new Promise<Verdict>((resolve) => {
        this.verdictsDue = [...(this.verdictsDue ?? []), resolve];
        this.forceUpdate(() => whenEnglishDrawn(this, () => giveVerdicts(this, refusals)));
      });
    },

    render() {
      const side = { h, field: this };
      return isPortugueseSide(this.props) ? portugueseSide(side) : englishSide(side);
    },
  });
}
