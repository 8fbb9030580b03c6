/**
 * The English side of the photos field: she adds, orders, removes (and restores until she saves)
 * the photos, chooses the cover and writes the English descriptions.
 */
import type { ReactElement } from 'react';
import {
  describePhoto,
  movePhoto,
  removePhoto,
  restorePhoto,
  photoCalled,
  setCover,
  type PhotoRow,
  type RemovedPhoto,
} from '@/lib/admin/photo-rows';
import { addChosenPhotos } from './adding';
import { nameOf, rowsIn } from './field-state';
import { markFor } from './marks-view';
import { descriptionInput, picture, toDo, undescribed, type Side } from './parts';

/** Removes the photo at `index`, saying so; restoring it stays possible until she saves. */
function remove({ field }: Side, index: number): void {
  const { rows: next, removed } = removePhoto(rowsIn(field.props), index);
  if (!removed) return;
  const name = nameOf(removed.row.file);
  field.setState({
    removed: [...field.state.removed, removed],
    notice: removed.row.cover
      ? `${photoCalled(index, name)}, was the cover and is removed: choose another cover.`
      : `${photoCalled(index, name)}, removed. You can restore it until you save.`,
  });
  field.props.onChange(next);
}

/** Puts a removed photo back in its place, with its descriptions. */
function restore({ field }: Side, removed: RemovedPhoto): void {
  const next = restorePhoto(rowsIn(field.props), removed);
  field.setState({
    removed: field.state.removed.filter((each) => each !== removed),
    notice: `${nameOf(removed.row.file)} restored as photo ${Math.min(removed.index, next.length - 1) + 1}.`,
  });
  field.props.onChange(next);
}

/** Which photo is the cover, or that none is yet. */
function coverLine({ h }: Side, rows: PhotoRow[]): ReactElement | null {
  if (rows.length === 0) return null;
  const coverIndex = rows.findIndex((row) => row.cover);
  return h(
    'p',
    { className: 'photos-field__cover' },
    coverIndex === -1
      ? 'Cover: none chosen yet. Choose the photo that opens the story and stands for it when shared.'
      : `Cover: photo ${coverIndex + 1}, ${nameOf(rows[coverIndex]!.file)}.`,
  );
}

/** One photo: its picture, name and English description, and what she can do with it. */
function photoItem(side: Side, row: PhotoRow, index: number, rows: PhotoRow[]): ReactElement {
  const { h, field } = side;
  const { props } = field;
  const change = (next: PhotoRow[]) => props.onChange(next);
  const name = nameOf(row.file);
  return h(
    'li',
    { key: row.file, className: `photos-field__photo${row.cover ? ' photos-field__photo--cover' : ''}` },
    picture(side, row),
    h(
      'div',
      { className: 'photos-field__texts' },
      h('p', { className: 'photos-field__name' }, `${index + 1}. ${name}${row.cover ? ' · cover' : ''}`),
      descriptionInput(
        side,
        `${props.forID}-${index}-en`,
        ['English description', `of photo ${index + 1}`],
        row.description,
        'en',
        (text) => change(describePhoto(rowsIn(props), index, text)),
      ),
      markFor(side, row, index, rows),
    ),
    h(
      'div',
      { className: 'photos-field__actions' },
      h(
        'label',
        null,
        h('input', {
          type: 'radio',
          name: `${props.forID}-cover`,
          checked: row.cover === true,
          'aria-label': `Cover: photo ${index + 1}`,
          onChange: () => change(setCover(rowsIn(props), index)),
        }),
        ' Cover',
      ),
      h(
        'button',
        {
          type: 'button',
          disabled: index === 0,
          'aria-label': `Move photo ${index + 1} up`,
          onClick: () => change(movePhoto(rowsIn(props), index, -1)),
        },
        'Move up',
      ),
      h(
        'button',
        {
          type: 'button',
          disabled: index === rows.length - 1,
          'aria-label': `Move photo ${index + 1} down`,
          onClick: () => change(movePhoto(rowsIn(props), index, 1)),
        },
        'Move down',
      ),
      h(
        'button',
        { type: 'button', 'aria-label': `Remove photo ${index + 1}, ${name}`, onClick: () => remove(side, index) },
        'Remove',
      ),
    ),
  );
}

/** The photos removed in this visit, each with its Restore button. */
function removedList(side: Side): ReactElement | null {
  const { h, field } = side;
  if (field.state.removed.length === 0) return null;
  return h(
    'ul',
    { className: 'photos-field__removed', 'aria-label': 'Removed photos' },
    field.state.removed.map((removed) =>
      h(
        'li',
        { key: removed.row.file },
        h('button', { type: 'button', onClick: () => restore(side, removed) }, `Restore ${nameOf(removed.row.file)}`),
      ),
    ),
  );
}

export function englishSide(side: Side): ReactElement {
  const { h, field } = side;
  const { props, state } = field;
  const rows = rowsIn(props);
  const input = h('input', {
    type: 'file',
    multiple: true,
    accept: 'image/*,.heic,.heif',
    id: `${props.forID}-files`,
    className: 'photos-field__input',
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const files = [...(event.currentTarget.files ?? [])];
      event.currentTarget.value = '';
      void addChosenPhotos(field, files);
    },
  });
  return h(
    'div',
    { className: 'photos-field', id: props.forID },
    h(
      'div',
      { className: 'photos-field__toolbar' },
      input,
      h('label', { htmlFor: `${props.forID}-files`, className: 'photos-field__add' }, 'Add photos…'),
      h(
        'span',
        { role: 'status', className: 'photos-field__status' },
        state.adding ? `Adding photos: ${state.adding.done} of ${state.adding.total}…` : state.notice,
      ),
    ),
    coverLine(side, rows),
    toDo(side, 'English', undescribed(rows)),
    rows.length > 0
      ? h(
          'ol',
          { className: 'photos-field__list', 'aria-label': 'Photos of the album' },
          rows.map((row, index) => photoItem(side, row, index, rows)),
        )
      : h('p', { className: 'photos-field__empty' }, 'No photos yet.'),
    removedList(side),
  );
}
