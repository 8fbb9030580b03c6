/**
 * Descriptions drafted from the photos, on either side of the photos field: the button that drafts
 * every empty description of that side from its photo, in that side's language (once her Google
 * key is entered), the notice of what is sent to whom before the first photo ever leaves, the
 * progress with Stop, and how the run ended. A description she or Lightroom wrote is never touched;
 * each draft is marked until she corrects it or keeps it (marks-view.tsx). What is asked and said is
 * admin/drafting/draft-request.ts; the requests are admin/drafting/draft-photos.ts.
 */
/** @jsxRuntime classic */
/** @jsx h */
import type { ReactElement } from 'react';
import { albumContext, type DraftLanguage } from '@/admin/drafting/draft-prompt';
import {
  DRAFTING_KEY_WORDS,
  draftingKeyProblem,
  storedDraftingKey,
  storeDraftingKey,
} from '@/admin/drafting/drafting-key';
import {
  DRAFTING_PRIVACY_NOTICE,
  draftButtonLabel,
  draftingProgress,
  photosToDraft,
  type PhotoToDraft,
} from '@/admin/drafting/draft-request';
import { isDescribed } from './photo-rows';
import { withSuggestions } from '@/admin/translation/translation-request';
import { draftDescription, draftPhotos } from '../drafting/draft-photos';
import {
  albumOf,
  isPortugueseSide,
  portugueseRowsIn,
  rowsIn,
  type PhotosFieldInstance,
  type Side,
} from './field-state';
import { forgetKeyButton, keyEntry } from './key-entry';
import { noteMachineTexts } from './marks-view';
import { readDraftingCopy } from './pictures';

/** Where this browser remembers that she has read what drafting sends: the notice is shown once. */
const NOTICE_READ = 'photos-field.drafting-notice-read';

const languageOf = (field: PhotosFieldInstance): DraftLanguage => (isPortugueseSide(field.props) ? 'pt' : 'en');

/** This side's descriptions as the editor holds them now. */
const sideRows = (field: PhotosFieldInstance) =>
  isPortugueseSide(field.props) ? portugueseRowsIn(field) : rowsIn(field.props);

/** The entry's values at `path`, as plain data. */
function entryValues(field: PhotosFieldInstance, path: string[]): Record<string, unknown> {
  const value: unknown = field.props.entry?.getIn(path);
  const plain =
    typeof value === 'object' && value !== null && 'toJS' in value && typeof value.toJS === 'function'
      ? (value.toJS as () => unknown)()
      : value;
  return typeof plain === 'object' && plain !== null ? (plain as Record<string, unknown>) : {};
}

/** Drafts this side's empty descriptions, filling each box that is still empty as its draft arrives. */
async function draft(field: PhotosFieldInstance, key: string): Promise<void> {
  const language = languageOf(field);
  const rows = sideRows(field);
  const photos: PhotoToDraft[] = photosToDraft(rows).map((index) => ({
    file: rows[index]!.file,
    name: `photo ${index + 1} (${field.visit.nameOf(rows[index]!.file)})`,
  }));
  const own = entryValues(field, ['data']);
  const album = albumContext(language, own, language === 'en' ? own : entryValues(field, ['i18n', 'en', 'data']));
  const stop = new AbortController();
  field.stopDrafting = stop;
  field.setState({ drafting: { done: 0, total: photos.length }, notice: { text: '' } });
  const drafts = new Map<string, string>();
  const run = await draftPhotos(photos, {
    draftOne: async (photo, signal) =>
      draftDescription(
        field.visit,
        key,
        language,
        album,
        await readDraftingCopy(field.visit, albumOf(field.props), photo.file, field.state.published),
        signal,
      ),
    onDraft: (photo, text) => {
      // The rows as they are now: she may have written in this box while its draft was on its way.
      const now = sideRows(field);
      if (isDescribed(now.find((row) => row.file === photo.file)?.description)) return false;
      drafts.set(photo.file, text);
      noteMachineTexts(field, new Map([[photo.file, text]]), 'drafted');
      field.props.onChange(withSuggestions(now, drafts));
      return true;
    },
    onProgress: (done) => field.setState({ drafting: { done, total: photos.length } }),
    signal: stop.signal,
  });
  field.stopDrafting = undefined;
  field.setState({ drafting: null, notice: { drafting: run, reached: field.visit.reached } });
}

function noticeRead(): boolean {
  try {
    return localStorage.getItem(NOTICE_READ) === 'yes';
  } catch {
    return false;
  }
}

function rememberNoticeRead(): void {
  try {
    localStorage.setItem(NOTICE_READ, 'yes');
  } catch {
    // Storage refused (a private window's policy, say): the notice is shown again next time.
  }
}

/**
 * Where she enters her Gemini key, while there is none: a key that cannot
 * be one (a standard AIza… key, which Gemini refuses) is told in the field's status and not kept.
 * Once kept, every side of every album offers its drafting at once.
 */
function draftingKeyEntry(side: Side): ReactElement {
  return keyEntry(side, {
    name: 'gemini-key',
    words: DRAFTING_KEY_WORDS,
    problem: draftingKeyProblem,
    store: storeDraftingKey,
  });
}

/**
 * Drafting's part of the field's toolbar: the button, or Stop while it works; where to enter her
 * Gemini key while there is none (nothing is offered, nothing sent), and how to change it once
 * there is; nothing when every photo is described.
 */
export function draftButton(side: Side): ReactElement | null {
  const { h, field } = side;
  if (field.state.drafting)
    return (
      <button type="button" className="photos-field__suggest" onClick={() => field.stopDrafting?.abort()}>
        Stop
      </button>
    );
  const count = photosToDraft(sideRows(field)).length;
  if (count === 0) return null;
  const key = storedDraftingKey();
  if (!key) return draftingKeyEntry(side);
  return (
    <span className="photos-field__drafting">
      <button
        type="button"
        className="photos-field__suggest"
        disabled={field.state.suggesting}
        onClick={() => {
          if (noticeRead()) void draft(field, key);
          else field.noticeDialog?.showModal();
        }}
      >
        {draftButtonLabel(count)}
      </button>
      {forgetKeyButton(side, DRAFTING_KEY_WORDS.forget, () => storeDraftingKey(undefined))}
    </span>
  );
}

/** What the field's status says while drafting, else undefined. */
export const draftingStatus = (field: PhotosFieldInstance): string | undefined =>
  field.state.drafting ? draftingProgress(field.state.drafting.done, field.state.drafting.total) : undefined;

/** The notice shown before the first photo leaves this browser: what is sent, to whom, on what terms. */
export function draftingNotice({ h, field }: Side): ReactElement {
  field.noticeRef ??= (element) => {
    field.noticeDialog = element ?? undefined;
  };
  const titleId = `${field.props.forID}-drafting-notice`;
  return (
    <dialog ref={field.noticeRef} className="photos-field__dialog" aria-labelledby={titleId}>
      <h2 id={titleId}>Before drafting: what is sent</h2>
      <p>{DRAFTING_PRIVACY_NOTICE}</p>
      <p className="photos-field__dialog-buttons">
        <button
          type="button"
          autoFocus={true}
          onClick={() => {
            rememberNoticeRead();
            field.noticeDialog?.close();
            const key = storedDraftingKey();
            if (key) void draft(field, key);
          }}
        >
          Send and draft
        </button>
        <button type="button" onClick={() => field.noticeDialog?.close()}>
          Cancel
        </button>
      </p>
    </dialog>
  );
}

/** Ends a run that is under way, as Stop does: when the field goes, its drafts so far stay. */
export const stopDrafting = (field: PhotosFieldInstance) => field.stopDrafting?.abort();
