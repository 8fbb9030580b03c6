/**
 * The photos field's dialogs, each a native <dialog> (Escape closes it, the keyboard stays inside
 * while it is open): "Move to position…", where she types the place a photo goes to in a long
 * album, and, from a photo's thumbnail, the large view, where similar frames can be told apart and
 * the descriptions checked (review-view.tsx).
 */
/** @jsxRuntime classic */
/** @jsx h */
import type { ReactElement } from 'react';
import { positionTyped, type PhotoRow } from './photo-rows';
import { rowsIn, type PhotosFieldInstance, type Side } from './field-state';
import { picture } from './parts';
import { openReview } from './review-view';
import { moveAndAnnounce } from './sorting';

/** The field's dialogs, as drawn (their elements, reached through stable refs). */
function dialogsOf(field: PhotosFieldInstance): NonNullable<PhotosFieldInstance['dialogs']> {
  const dialogs = (field.dialogs ??= {});
  dialogs.moveRef ??= (element) => {
    dialogs.move = element ?? undefined;
  };
  return dialogs;
}

/** The photo's thumbnail as a button that opens it large. */
export function viewablePicture(side: Side, row: { file: string; description: string }, index: number): ReactElement {
  const { h } = side;
  return (
    <button
      type="button"
      className="photos-field__view"
      aria-label={`View photo ${index + 1}, ${side.field.visit.nameOf(row.file)}, large`}
      onClick={() => openReview(side.field, index)}
    >
      {picture(side, row)}
    </button>
  );
}

const show = (dialog: HTMLDialogElement | undefined) => {
  if (dialog && !dialog.open) dialog.showModal();
};

/** Opens "Move to position…" for the photo at `index`. */
export function openMoveDialog(field: PhotosFieldInstance, index: number): void {
  field.setState({ moving: index, moveProblem: '' }, () => show(dialogsOf(field).move));
}

/** "Move photo 3, IMG_4103, to position (1 to 40)": a number, Move or Cancel. */
export function moveDialog({ h, field }: Side, rows: PhotoRow[]): ReactElement {
  const dialogs = dialogsOf(field);
  const index = field.state.moving;
  const row = index === null ? undefined : rows[index];
  const inputId = `${field.props.forID}-position`;
  const submit = (event: { preventDefault: () => void; currentTarget: HTMLFormElement }) => {
    event.preventDefault();
    if (index === null || !row) return;
    const typed = new FormData(event.currentTarget).get('position');
    const to = positionTyped(typeof typed === 'string' ? typed : '', rows.length);
    if (to === undefined) {
      field.setState({ moveProblem: `Type a position from 1 to ${rows.length}.` });
      return;
    }
    moveAndAnnounce(field, rowsIn(field.props), index, to);
    dialogs.move?.close();
  };
  return (
    <dialog
      ref={dialogs.moveRef}
      className="photos-field__dialog"
      aria-labelledby={`${inputId}-label`}
      onClose={() => field.setState({ moving: null, moveProblem: '' })}
    >
      {row && index !== null ? (
        <form method="dialog" onSubmit={submit} key={row.file}>
          <label htmlFor={inputId} id={`${inputId}-label`}>
            {`Move photo ${index + 1}, ${field.visit.nameOf(row.file)}, to position (1 to ${rows.length})`}
          </label>
          <input
            id={inputId}
            name="position"
            type="number"
            min={1}
            max={rows.length}
            defaultValue={String(index + 1)}
            aria-invalid={field.state.moveProblem ? 'true' : 'false'}
            aria-describedby={`${inputId}-problem`}
          />
          <p id={`${inputId}-problem`} className="photos-field__to-do" role="alert">
            {field.state.moveProblem}
          </p>
          <p className="photos-field__dialog-buttons">
            <button type="submit">Move</button>
            <button type="button" onClick={() => dialogs.move?.close()}>
              Cancel
            </button>
          </p>
        </form>
      ) : null}
    </dialog>
  );
}
