/**
 * The photos field's state: what each side of the field holds (the editor keeps it in the entry),
 * what the field remembers while she edits (adding, notices, removed photos), and how it reads what
 * the two sides share in a visit (the visit's store, admin/visit/visit-store.ts).
 */
import type { CustomFieldControlProps } from '@sveltia/cms';
import type Sortable from 'sortablejs';
import {
  describePhoto,
  portugueseRowsFor,
  portugueseToFollow,
  rowsOf,
  type PhotoRow,
  type RemovedPhoto,
} from './photo-rows';
import type { CreateElement, Instance, Listening, Verdict } from './editor-react';
import type { ShowingPictures } from './pictures';
import type { PublishedPhotos } from './published-photos';
import type { VisitStore } from '../visit/visit-store';
import type { DraftingRun } from '../drafting/draft-request';

/**
 * What the field's status line last reported, each said as it is true now, never as it was:
 * - what she did to the photos (added, moved, removed, restored), shown while the album's photos
 *   are still those it spoke of, in that order (`files`; none: until something else is said);
 * - a run of drafting, or the descriptions suggested from English, each counting what she has
 *   still to check (drafts.tsx, suggestions.tsx);
 * - a failure of Google's, said until it is no longer true (`reached`: how many times Google had
 *   been reached in this visit when it was said; admin/visit/visit-store.ts).
 */
export type Notice =
  | { text: string; files?: string; failure?: { cause: unknown; reached: number } }
  | { drafting: DraftingRun; reached: number }
  | { suggested: readonly string[] };

export type FieldState = {
  /** While photos are being added: how many are done, of how many. */
  adding: { done: number; total: number } | null;
  notice: Notice;
  /** The photos removed in this visit, last removed last, to restore until she saves. */
  removed: RemovedPhoto[];
  /** The site's published copies of the saved photos: their thumbnails, and copies to draft from. */
  published: PublishedPhotos;
  /** How many photos the editor's asset API has given so far: a new one draws the field again. */
  pictures: number;
  /** While the Portuguese descriptions are being suggested. */
  suggesting: boolean;
  /** While this side's descriptions are being drafted from the photos: how many photos are done, of how many. */
  drafting: { done: number; total: number } | null;
  /** How many suggestions she has kept as they are: each draws the field again. */
  kept: number;
  /** How many times the English side has shown other photos: the Portuguese side follows. */
  english: number;
  /** The photo (its place, from 0) "Move to position…" is open for, and what was wrong with the position typed. */
  moving: number | null;
  moveProblem: string;
  /** The photo (its place, from 0) shown large in the review view. */
  viewing: number | null;
  /** What she typed in the review view's boxes for the photo shown, by language, until she goes to another. */
  typed: Partial<Record<'en' | 'pt', string>>;
};

type DialogRef = (element: HTMLDialogElement | null) => void;

/**
 * The field as its parts see it: its props from the editor, its own state, what it listens to and
 * the album whose pictures it shows, and what each part keeps on it between draws (each set when
 * the part first needs it).
 */
export type PhotosFieldInstance = Instance<FieldState> &
  Listening &
  ShowingPictures & {
    /** What the field shares in this visit with its other side, its preview and the services' requests. */
    readonly visit: VisitStore;
    /** The verdicts the editor asked for, given once the field has drawn its newest values (index.ts). */
    verdictsDue?: ((verdict: Verdict) => void)[];
    /** Stops the drafting run under way (drafts.tsx). */
    stopDrafting?: AbortController;
    /** The notice shown before drafting, as drawn, and its stable ref (drafts.tsx). */
    noticeDialog?: HTMLDialogElement;
    noticeRef?: DialogRef;
    /** The list of photos, sortable while it is drawn, and its stable ref (sorting.ts). */
    sorting?: { list?: HTMLElement; sortable?: Sortable; ref?: (list: HTMLElement | null) => void };
    /** "Move to position…" and the review view, as drawn, and their stable refs (dialogs.tsx, review-view.tsx). */
    dialogs?: { move?: HTMLDialogElement; view?: HTMLDialogElement; moveRef?: DialogRef; viewRef?: DialogRef };
    /** The photos marked "The English changed" when the Portuguese side last asked the editor again (index.ts). */
    behindAsked?: string[];
    /** The side as the review view reaches it from either side, while it is on screen, and for which album (index.ts). */
    shownSide?: { album: string; language: 'en' | 'pt'; takeBack: () => void };
  };

/** What a side of the field draws with: the editor's `h`, and the field. */
export type Side = { h: CreateElement; field: PhotosFieldInstance };

export const initialState = (pictures: number): FieldState => ({
  adding: null,
  notice: { text: '' },
  removed: [],
  published: {},
  pictures,
  suggesting: false,
  drafting: null,
  kept: 0,
  english: 0,
  moving: null,
  moveProblem: '',
  viewing: null,
  typed: {},
});

/** The album the field belongs to, as the editor names it (empty until it is first saved). */
export const albumOf = (props: CustomFieldControlProps) => String(props.entry?.get('slug') ?? '');

/** The album's photos as a notice speaks of them: their files, in order. */
export const filesOf = (rows: readonly { file: string }[]): string => rows.map((row) => row.file).join('\n');

/** A notice of what she did to the photos, true while they are as `rows` (in that order). */
export const noticeOf = (text: string, rows: readonly { file: string }[]): Notice => ({ text, files: filesOf(rows) });

/** Whether this is the Portuguese side of the field: its entry then holds the English side as the other language. */
export const isPortugueseSide = (props: CustomFieldControlProps) =>
  props.entry?.getIn(['i18n', 'en', 'data']) !== undefined;

/**
 * The photos as this side holds them now. The editor keeps a list value as separate entries, one
 * per item and field, and hands the control back only an empty list; the entry's own data is whole.
 */
export function rowsIn(props: CustomFieldControlProps): PhotoRow[] {
  const name = String(props.field.get('name'));
  return rowsOf(props.entry?.getIn(['data', name]) ?? props.value);
}

/** The English side's photos, seen from the Portuguese side: as the English side shows them, else as the entry holds them. */
export function englishRowsIn(field: PhotosFieldInstance): PhotoRow[] {
  return field.visit.shownEnglish(albumOf(field.props)) ?? englishRowsHeld(field);
}

/** The English side's photos as the entry holds them, seen from the Portuguese side. */
export const englishRowsHeld = ({ props }: PhotosFieldInstance): PhotoRow[] =>
  rowsOf(props.entry?.getIn(['i18n', 'en', 'data', String(props.field.get('name'))]));

/** The Portuguese rows for the English photos as the entry holds both now. */
export const portugueseRowsIn = (field: PhotosFieldInstance) =>
  portugueseRowsFor(englishRowsIn(field), rowsIn(field.props), field.visit.setAsidePortuguese.of(albumOf(field.props)));

/**
 * The Portuguese side follows the English photos (added, removed, moved), keeping each Portuguese
 * description with its file; a removed photo's description is set aside for its restoring. It
 * writes only what would be saved otherwise (photo-rows.ts's portugueseToFollow): opened on an
 * album, it leaves the entry unchanged.
 */
export function followEnglish(field: PhotosFieldInstance): void {
  const { props } = field;
  if (!isPortugueseSide(props)) return;
  const english = englishRowsIn(field);
  const portuguese = rowsIn(props);
  const setAside = field.visit.setAsidePortuguese.of(albumOf(props));
  const next = portugueseToFollow(english, portuguese, portugueseRowsFor(english, portuguese, setAside));
  if (!next) return;
  for (const row of portuguese) {
    if (row.description && !english.some((photo) => photo.file === row.file)) {
      setAside.set(row.file, row.description);
    }
  }
  props.onChange(next);
}

/**
 * Writes one description of this side, as her own typing in its box does: she checked that box (no
 * mark), and the editor gets the side's rows with it. The review view writes through this too.
 */
export function writeDescription(field: PhotosFieldInstance, file: string, text: string): void {
  const rows = isPortugueseSide(field.props) ? portugueseRowsIn(field) : rowsIn(field.props);
  const index = rows.findIndex((row) => row.file === file);
  if (index === -1) return;
  field.visit.marks.checked(albumOf(field.props), isPortugueseSide(field.props) ? 'pt' : 'en', file, text);
  field.props.onChange(describePhoto(rows, index, text));
}
