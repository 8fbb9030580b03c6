/**
 * One photo on the English side: its picture (which opens it large), its name and English
 * description (with any sentence it shares with another photo's), and what she can do with it: make it the cover, move it (dragged by its handle, a
 * place up or down, or to a position she types) or remove it.
 */
/** @jsxRuntime classic */
/** @jsx h */
import type { ReactElement } from 'react';
import { setCover, type PhotoRow } from './photo-rows';
import { openMoveDialog, viewablePicture } from './dialogs';
import { rowsIn, writeDescription, type Side } from './field-state';
import { markFor } from './marks-view';
import { descriptionInput, sharedNotes } from './parts';
import type { SharedSentence } from './review';
import { remove } from './removed-photos';
import { moveAndAnnounce, DRAG_HANDLE } from './sorting';
import { descriptionLabel, LANG_ATTRIBUTES, photoLine } from './side-words';

/** Moves the photo at `index` one place up (-1) or down (+1), saying where it went. */
function moveBy({ field }: Side, index: number, by: -1 | 1): void {
  moveAndAnnounce(field, rowsIn(field.props), index, index + by);
}

export function englishPhoto(
  side: Side,
  row: PhotoRow,
  index: number,
  rows: PhotoRow[],
  shared: readonly SharedSentence[],
): ReactElement {
  const { h, field } = side;
  const { props } = field;
  const change = (next: PhotoRow[]) => props.onChange(next);
  const name = field.visit.nameOf(row.file);
  const button = (label: string, ariaLabel: string, onClick: () => void, disabled = false) => (
    <button type="button" disabled={disabled} aria-label={ariaLabel} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <li
      key={row.file}
      className={`photos-field__photo${row.cover ? ' photos-field__photo--cover' : ''}`}
      data-file={row.file}
    >
      {viewablePicture(side, row, index)}
      <div className="photos-field__texts">
        <p className="photos-field__name">
          <span className={DRAG_HANDLE} title="Drag to move" aria-hidden="true">
            ⠿
          </span>
          {photoLine(index, name, row.cover)}
        </p>
        {descriptionInput(
          side,
          `${props.forID}-${index}-en`,
          descriptionLabel('en', index),
          row.description,
          LANG_ATTRIBUTES.en,
          (text) => writeDescription(field, row.file, text),
        )}
        {markFor(side, row, index, rows)}
        {...sharedNotes(side, shared, LANG_ATTRIBUTES.en)}
      </div>
      <div className="photos-field__actions">
        <label>
          <input
            type="radio"
            name={`${props.forID}-cover`}
            checked={row.cover === true}
            aria-label={`Cover: photo ${index + 1}`}
            onChange={() => change(setCover(rowsIn(props), index))}
          />
          {' Cover'}
        </label>
        {button('Move up', `Move photo ${index + 1} up`, () => moveBy(side, index, -1), index === 0)}
        {button('Move down', `Move photo ${index + 1} down`, () => moveBy(side, index, 1), index === rows.length - 1)}
        {button(
          'Move to position…',
          `Move photo ${index + 1}, ${name}, to position…`,
          () => openMoveDialog(field, index),
          rows.length < 2,
        )}
        {button('Remove', `Remove photo ${index + 1}, ${name}`, () => remove(side, index))}
      </div>
    </li>
  );
}
