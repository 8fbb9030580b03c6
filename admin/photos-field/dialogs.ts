/**
 * The photos field's two dialogs, each a native <dialog> (Escape closes it, the keyboard stays
 * inside while it is open): "Move to position…", where she types the place a photo goes to in a
 * long album, and the large view of a photo, so that similar frames can be told apart.
 */
import type { ReactElement } from 'react';
import { photoCalled, positionTyped, type PhotoRow } from './photo-rows';
import { albumOf, rowsIn, type PhotosFieldInstance, type Side } from './field-state';
import { picture } from './parts';
import { pictureOf } from './pictures';
import { moveAndAnnounce } from './sorting';

/** The field's dialogs, as drawn (their elements, reached through stable refs). */
function dialogsOf(field: PhotosFieldInstance): NonNullable<PhotosFieldInstance['dialogs']> {
  const dialogs = (field.dialogs ??= {});
  dialogs.moveRef ??= (element) => {
    dialogs.move = element ?? undefined;
  };
  dialogs.viewRef ??= (element) => {
    dialogs.view = element ?? undefined;
  };
  return dialogs;
}

/** The photo's thumbnail as a button that opens it large. */
export function viewablePicture(side: Side, row: { file: string; description: string }, index: number): ReactElement {
  return side.h(
    'button',
    {
      type: 'button',
      className: 'photos-field__view',
      'aria-label': `View photo ${index + 1}, ${side.field.visit.nameOf(row.file)}, large`,
      onClick: () => openViewer(side.field, index),
    },
    picture(side, row),
  );
}

const show = (dialog: HTMLDialogElement | undefined) => {
  if (dialog && !dialog.open) dialog.showModal();
};

/** Opens "Move to position…" for the photo at `index`. */
export function openMoveDialog(field: PhotosFieldInstance, index: number): void {
  field.setState({ moving: index, moveProblem: '' }, () => show(dialogsOf(field).move));
}

/** Opens the large view of the photo at `index`. */
function openViewer(field: PhotosFieldInstance, index: number): void {
  field.setState({ viewing: index }, () => show(dialogsOf(field).view));
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
  return h(
    'dialog',
    {
      ref: dialogs.moveRef,
      className: 'photos-field__dialog',
      'aria-labelledby': `${inputId}-label`,
      onClose: () => field.setState({ moving: null, moveProblem: '' }),
    },
    row && index !== null
      ? h(
          'form',
          { method: 'dialog', onSubmit: submit, key: row.file },
          h(
            'label',
            { htmlFor: inputId, id: `${inputId}-label` },
            `Move photo ${index + 1}, ${field.visit.nameOf(row.file)}, to position (1 to ${rows.length})`,
          ),
          h('input', {
            id: inputId,
            name: 'position',
            type: 'number',
            min: 1,
            max: rows.length,
            defaultValue: String(index + 1),
            'aria-invalid': field.state.moveProblem ? 'true' : 'false',
            'aria-describedby': `${inputId}-problem`,
          }),
          h(
            'p',
            { id: `${inputId}-problem`, className: 'photos-field__to-do', role: 'alert' },
            field.state.moveProblem,
          ),
          h(
            'p',
            { className: 'photos-field__dialog-buttons' },
            h('button', { type: 'submit' }, 'Move'),
            h('button', { type: 'button', onClick: () => dialogs.move?.close() }, 'Cancel'),
          ),
        )
      : null,
  );
}

/** The photo at full size, with its name and description; Close (or Escape) closes it. */
export function photoViewer(
  { h, field }: Side,
  rows: readonly { file: string; description: string }[] = [],
): ReactElement {
  const dialogs = dialogsOf(field);
  const index = field.state.viewing;
  const row = index === null ? undefined : rows[index];
  const src = row ? pictureOf(field.visit, albumOf(field.props), row.file, field.state.published) : undefined;
  const called = row && index !== null ? photoCalled(index, field.visit.nameOf(row.file)) : '';
  return h(
    'dialog',
    {
      ref: dialogs.viewRef,
      className: 'photos-field__viewer',
      'aria-label': called,
      onClose: () => field.setState({ viewing: null }),
    },
    row
      ? h(
          'figure',
          { key: row.file },
          src
            ? h('img', { src, alt: row.description })
            : h(
                'p',
                { className: 'photos-field__empty' },
                'This photo could not be read in this browser: it shows once it can be, or once it is published.',
              ),
          h('figcaption', null, row.description ? `${called}: ${row.description}` : called),
        )
      : null,
    h('button', { type: 'button', autoFocus: true, onClick: () => dialogs.view?.close() }, 'Close'),
  );
}
