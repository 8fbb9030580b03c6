/**
 * The English side of the photos field: she adds the photos, puts them in order (dragging them, or
 * with the buttons of each, english-photo.tsx), removes them (a removed photo leaves a line in its
 * place to restore it, until she saves), chooses the cover and writes the English descriptions.
 */
/** @jsxRuntime classic */
/** @jsx h */
import type { ReactElement } from 'react';
import { listedPhotos, type PhotoRow } from './photo-rows';
import { addChosenPhotos } from './adding';
import { moveDialog } from './dialogs';
import { draftButton, draftingNotice, draftingStatus } from './drafts';
import { englishPhoto } from './english-photo';
import { rowsIn, type Side } from './field-state';
import { toDo, undescribed } from './parts';
import { removedLine } from './removed-photos';
import { reviewButton, reviewView } from './review-view';
import { sharedSentences } from './review';
import { sortable } from './sorting';
import { noticeNow } from './status';
import { LANGUAGE_NAMES, noPhotosYet, PHOTO_LIST_LABEL } from './side-words';

/** Which photo is the cover, or that none is yet. */
function coverLine({ h, field }: Side, rows: PhotoRow[]): ReactElement | null {
  if (rows.length === 0) return null;
  const coverIndex = rows.findIndex((row) => row.cover);
  return (
    <p className="photos-field__cover">
      {coverIndex === -1
        ? 'Cover: none chosen yet. Choose the photo that opens the story and stands for it when shared.'
        : `Cover: photo ${coverIndex + 1}, ${field.visit.nameOf(rows[coverIndex]!.file)}.`}
    </p>
  );
}

export function englishSide(side: Side): ReactElement {
  const { h, field } = side;
  const { props, state } = field;
  const rows = rowsIn(props);
  const shared = sharedSentences(rows);
  const input = (
    <input
      type="file"
      multiple={true}
      accept="image/*,.heic,.heif"
      id={`${props.forID}-files`}
      className="photos-field__input"
      onChange={(event: { currentTarget: HTMLInputElement }) => {
        const files = [...(event.currentTarget.files ?? [])];
        event.currentTarget.value = '';
        void addChosenPhotos(field, files);
      }}
    />
  );
  return (
    <div className="photos-field" id={props.forID}>
      <div className="photos-field__toolbar">
        {input}
        <label htmlFor={`${props.forID}-files`} className="photos-field__add">
          Add photos…
        </label>
        {draftButton(side)}
        {reviewButton(side)}
        <span role="status" className="photos-field__status">
          {state.adding
            ? `Adding photos: ${state.adding.done} of ${state.adding.total}…`
            : (draftingStatus(field) ?? noticeNow(field, rows))}
        </span>
      </div>
      {coverLine(side, rows)}
      {toDo(side, LANGUAGE_NAMES.en, undescribed(rows))}
      {rows.length > 0 || state.removed.length > 0 ? (
        <ol className="photos-field__list" aria-label={PHOTO_LIST_LABEL} ref={sortable(field)}>
          {listedPhotos(rows, state.removed).map((line) =>
            'removed' in line
              ? removedLine(side, line.removed)
              : englishPhoto(side, line.photo, line.index, rows, shared[line.index] ?? []),
          )}
        </ol>
      ) : (
        <p className="photos-field__empty">{noPhotosYet('en')}</p>
      )}
      {moveDialog(side, rows)}
      {draftingNotice(side)}
      {reviewView(side)}
    </div>
  );
}
