/**
 * The review view: the photos field's large view, where she checks the album's descriptions one
 * photo at a time, the photo large and both its descriptions beside it. A right draft costs one
 * look and one key: K (or Keep and next) keeps what is still to check on this photo, in both
 * languages, and goes on to the next photo with something to check or to write (an empty
 * description); a wrong one is corrected in place, and an empty one written, in boxes that write as
 * the field's own do (Enter there goes on too). The arrow keys go to the photo before or after; the
 * view says how many descriptions are still to check and to write, and points out a sentence two
 * photos share (review.ts).
 *
 * Opened from either side of the field (Check the descriptions, or a photo's thumbnail), it reaches
 * the other side through the visit's store while that side is on screen; the Portuguese is written
 * through the Portuguese side, so with the preview on the right it can be read, not changed.
 * A native modal <dialog>: the keyboard stays inside, Escape closes it.
 */
/** @jsxRuntime classic */
/** @jsx h */
import type { ReactElement } from 'react';
import type { ShownSide, SideLanguage } from '../visit/visit-store';
import {
  albumOf,
  englishRowsIn,
  isPortugueseSide,
  portugueseRowsIn,
  rowsIn,
  writeDescription,
  type PhotosFieldInstance,
  type Side,
} from './field-state';
import { keep, markOn } from './marks-view';
import { MARK_WORDS } from './marks';
import { isDescribed, photoCalled, portugueseRowsFor, rowsOf, type PhotoRow } from './photo-rows';
import { sharedNotes } from './parts';
import { pictureOf } from './pictures';
import { descriptionLabel, LANG_ATTRIBUTES } from './side-words';
import {
  bringSideHint,
  firstToDo,
  nextToDo,
  sharedSentences,
  stepTo,
  stillToDo,
  stillToDoSentence,
  type Need,
  type PhotoNeeds,
} from './review';

type Row = { file: string; description: string };

/** This side as the review view reaches it from the other: its rows, its boxes' writing, its Keep. */
function reviewedSide(field: PhotosFieldInstance): ShownSide {
  const rows = () => (isPortugueseSide(field.props) ? portugueseRowsIn(field) : rowsIn(field.props));
  return {
    rows,
    describe: (file, text) => writeDescription(field, file, text),
    keep: (file) => {
      const all = rows();
      const row = all.find((each) => each.file === file);
      if (row) keep(field, row, all);
    },
  };
}

/**
 * Says, while the field is on screen, that this side of its album can be reached; none once it goes.
 * On a phone the editor keeps one pane and changes its language from the menu: the same field then
 * becomes the other side, and the side it was is no longer on screen.
 */
export function showReviewedSide(field: PhotosFieldInstance, on: boolean): void {
  const album = albumOf(field.props);
  const language: SideLanguage = isPortugueseSide(field.props) ? 'pt' : 'en';
  if (on && field.shownSide?.album === album && field.shownSide.language === language) return;
  field.shownSide?.takeBack();
  field.shownSide = on
    ? { album, language, takeBack: field.visit.showSide(album, language, reviewedSide(field)) }
    : undefined;
}

/**
 * One language of the album as the review view shows it: its rows, the side that writes them when
 * on screen, and its Keep, which holds off screen too: what she checked is the visit's marks, which
 * that side reads once it is drawn again.
 */
type Language = { rows: readonly Row[]; side?: ShownSide; keep: (file: string) => void };

/** Keep of a language whose side is on screen, as its own Keep; else noted in the marks for it to read. */
function keepOf(field: PhotosFieldInstance, language: SideLanguage, rows: readonly Row[], side?: ShownSide) {
  return (file: string) => {
    if (side) return side.keep(file);
    const row = rows.find((each) => each.file === file);
    if (row) field.visit.marks.checked(albumOf(field.props), language, file, row.description);
  };
}

/** Both languages of the field's album: the English always (its side is on the left), the Portuguese when it can be read. */
function languagesOf(field: PhotosFieldInstance): { en: Language; pt?: Language } {
  const { visit, props } = field;
  const album = albumOf(props);
  const portugueseSide = isPortugueseSide(props);
  const english: PhotoRow[] = portugueseSide ? englishRowsIn(field) : rowsIn(props);
  const ptSide = portugueseSide ? reviewedSide(field) : visit.sideShown(album, 'pt');
  // With the preview on the right, the Portuguese the entry holds is shown, to read.
  const name = String(props.field.get('name'));
  // Found by file: the Portuguese side writes a row only once it has something to keep in it.
  const held = rowsOf(props.entry?.getIn(['i18n', 'pt', 'data', name]));
  const portuguese = ptSide?.rows() ?? (held.length > 0 ? portugueseRowsFor(english, held) : undefined);
  const enSide = portugueseSide ? visit.sideShown(album, 'en') : reviewedSide(field);
  const ptRows = portuguese
    ? english.map((row) => portuguese.find((each) => each.file === row.file) ?? { file: row.file, description: '' })
    : undefined;
  return {
    en: { rows: english, side: enSide, keep: keepOf(field, 'en', english, enSide) },
    ...(ptRows ? { pt: { rows: ptRows, side: ptSide, keep: keepOf(field, 'pt', ptRows, ptSide) } } : {}),
  };
}

/** What each photo needs, as the review view shows it (with what she has typed on the one shown): to check, to write, or nothing. */
function needsOf(field: PhotosFieldInstance, languages: ReturnType<typeof languagesOf>): PhotoNeeds[] {
  const album = albumOf(field.props);
  const { typed, viewing } = field.state;
  const need = (language: SideLanguage, rows: readonly Row[] | undefined, index: number): Need => {
    const row = rows?.[index];
    if (!row) return undefined;
    const text = index === viewing ? (typed[language] ?? row.description) : row.description;
    if (!isDescribed(text)) return 'write';
    return markOn(field.visit, language, album, { file: row.file, description: text }) === undefined
      ? undefined
      : 'check';
  };
  return languages.en.rows.map((_, index) => ({
    en: need('en', languages.en.rows, index),
    pt: need('pt', languages.pt?.rows, index),
  }));
}

const show = (dialog: HTMLDialogElement | undefined) => {
  if (dialog && !dialog.open) dialog.showModal();
  // Keep and next holds the keyboard first, so that K and the arrows work at once.
  dialog?.querySelector<HTMLElement>('[data-review-start]')?.focus();
};

/** Opens the review view on the photo at `index`. */
export function openReview(field: PhotosFieldInstance, index: number): void {
  const dialogs = (field.dialogs ??= {});
  field.setState({ viewing: index, typed: {} }, () => show(dialogs.view));
}

/**
 * As the field goes from the screen: with the review view open, the photo it shows is noted, for
 * the field drawn next to open it again (the editor draws its panes anew when the window narrows
 * or widens across its layouts, and the view closed with them, K doing nothing).
 */
export function leaveReviewOpen(field: PhotosFieldInstance): void {
  const { viewing } = field.state;
  if (viewing !== null) field.visit.leaveReviewOpen(albumOf(field.props), viewing, location.href);
}

/** As the field is drawn: the review view opened again on the photo it was left open on here, if it was. */
export function reopenReviewLeftOpen(field: PhotosFieldInstance): void {
  const index = field.visit.takeReviewLeftOpen(albumOf(field.props), location.href);
  if (index !== undefined) openReview(field, index);
}

/** Opens the review view on the first photo with something to check or to write, or the first photo. */
function openAtFirstToDo(field: PhotosFieldInstance): void {
  openReview(field, firstToDo(needsOf(field, languagesOf(field))));
}

/** "Check the descriptions…", in the side's toolbar, while the album has photos. */
export function reviewButton({ h, field }: Side): ReactElement | null {
  if (languagesOf(field).en.rows.length === 0) return null;
  return (
    <button type="button" className="photos-field__suggest" onClick={() => openAtFirstToDo(field)}>
      Check the descriptions…
    </button>
  );
}

const isTextBox = (target: EventTarget | null) =>
  target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement;

/** The review view of the photo `field.state.viewing`; Escape, or Close, closes it. */
export function reviewView({ h, field }: Side): ReactElement {
  const dialogs = (field.dialogs ??= {});
  dialogs.viewRef ??= (element) => {
    dialogs.view = element ?? undefined;
  };
  const { visit, props, state } = field;
  const album = albumOf(props);
  const languages = languagesOf(field);
  const count = languages.en.rows.length;
  const index = state.viewing === null ? null : Math.min(state.viewing, count - 1);
  const row = index === null || index < 0 ? undefined : languages.en.rows[index];
  const headingId = `${props.forID}-review`;
  // Worked out only while the view is open: the field draws at each letter she types.
  const photos = row ? needsOf(field, languages) : [];

  const go = (to: number) => field.setState({ viewing: to, typed: {} });
  const keepAndNext = () => {
    if (index === null || !row) return;
    for (const language of ['en', 'pt'] as const) {
      if (photos[index]?.[language] === 'check') languages[language]?.keep(row.file);
    }
    visit.sidesChanged.tell();
    const next = nextToDo(photos, index);
    if (next !== undefined) go(next);
    else field.setState({ typed: {} });
  };
  const onKeyDown = (event: {
    key: string;
    altKey: boolean;
    ctrlKey: boolean;
    metaKey: boolean;
    target: EventTarget | null;
    preventDefault: () => void;
  }) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (isTextBox(event.target)) {
      // A description is one line: Enter in its box goes on, as Keep and next does.
      if (event.key === 'Enter') {
        event.preventDefault();
        keepAndNext();
        // Back on Keep and next, so that K and the arrows work on the next photo.
        dialogs.view?.querySelector<HTMLElement>('[data-review-start]')?.focus();
      }
      return;
    }
    if (index === null) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      go(stepTo(count, index, event.key === 'ArrowRight' ? 1 : -1));
    } else if (event.key === 'k' || event.key === 'K') {
      event.preventDefault();
      keepAndNext();
    }
  };

  // Both wordings, each shown in its layout by photos-field.css: the view does not follow the window's width itself.
  const bringSide = (language: SideLanguage, to: 'check' | 'correct') =>
    (['beside', 'alone'] as const).map((layout) => (
      <p key={layout} className={`photos-field__hint photos-field__hint--${layout}`}>
        {bringSideHint(language, to, layout)}
      </p>
    ));
  const called = row && index !== null ? photoCalled(index, visit.nameOf(row.file)) : '';
  const src = row ? pictureOf(visit, album, row.file, state.published) : undefined;
  const box = (language: SideLanguage) => {
    if (!row || index === null) return null;
    const rows = languages[language]?.rows;
    const side = languages[language]?.side;
    const id = `${props.forID}-review-${language}`;
    const [label] = descriptionLabel(language, index);
    if (!rows) {
      return (
        <div className="photos-field__review-text">
          <p className="photos-field__name">{label}</p>
          {...bringSide(language, 'check')}
        </div>
      );
    }
    const held = rows[index]?.description ?? '';
    const value = state.typed[language] ?? held;
    const kind = markOn(visit, language, album, { file: row.file, description: value });
    const shared =
      sharedSentences(rows.map((each, place) => (place === index ? { description: value } : each)))[index] ?? [];
    return (
      <div className="photos-field__review-text">
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          rows={3}
          lang={LANG_ATTRIBUTES[language]}
          value={value}
          readOnly={!side}
          aria-describedby={`${id}-notes`}
          onChange={(event: { currentTarget: HTMLTextAreaElement }) => {
            const text = event.currentTarget.value;
            field.setState({ typed: { ...state.typed, [language]: text } });
            side?.describe(row.file, text);
            visit.sidesChanged.tell();
          }}
        />
        <div id={`${id}-notes`}>
          {...side ? [] : bringSide(language, 'correct')}
          {kind ? <p className="photos-field__suggested">{`${MARK_WORDS[kind].says}: check it.`}</p> : null}
          {...sharedNotes({ h, field }, shared, LANG_ATTRIBUTES[language])}
        </div>
      </div>
    );
  };

  return (
    <dialog
      ref={dialogs.viewRef}
      className="photos-field__viewer"
      aria-labelledby={headingId}
      onClose={() => field.setState({ viewing: null, typed: {} })}
      onKeyDown={onKeyDown}
    >
      {row && index !== null ? (
        <div className="photos-field__review">
          <div className="photos-field__review-head">
            <h2 id={headingId}>{called}</h2>
            <p>{`${index + 1} of ${count}`}</p>
            <p role="status">{stillToDoSentence(stillToDo(photos))}</p>
          </div>
          <figure key={row.file}>
            {src ? (
              <img src={src} alt={row.description} />
            ) : (
              <p className="photos-field__empty">
                {'This photo could not be read in this browser: it shows once it can be, or once it is published.'}
              </p>
            )}
            <figcaption>{called}</figcaption>
          </figure>
          <div className="photos-field__review-texts">
            {box('en')}
            {box('pt')}
          </div>
          <p className="photos-field__dialog-buttons">
            {/* Never disabled at either end: a disabled button would drop the keyboard out of the view. */}
            <button type="button" onClick={() => go(stepTo(count, index, -1))} aria-keyshortcuts="ArrowLeft">
              ← Previous
            </button>
            <button type="button" data-review-start="" onClick={keepAndNext} aria-keyshortcuts="K">
              Keep and next
              <span className="photos-field__shortcut">{' (K)'}</span>
            </button>
            <button type="button" onClick={() => go(stepTo(count, index, 1))} aria-keyshortcuts="ArrowRight">
              Next →
            </button>
            <button type="button" onClick={() => dialogs.view?.close()}>
              Close
            </button>
          </p>
          {/* Said for the keyboard where there is one, for the buttons on a phone (photos-field.css shows one). */}
          <p className="photos-field__hint photos-field__hint--keys">
            {
              'K, or Enter in a box: keep this photo’s descriptions and go to the next to check or write. ← →: the photo before or after. Esc: close.'
            }
          </p>
          <p className="photos-field__hint photos-field__hint--touch">
            {
              'Keep and next: keep this photo’s descriptions and go to the next to check or write. Previous, Next: the photo before or after.'
            }
          </p>
        </div>
      ) : null}
    </dialog>
  );
}
