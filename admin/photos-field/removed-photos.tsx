/**
 * Removing a photo on the English side, and restoring it: a removed photo leaves a line in its
 * place, "Removed: Restore", until she saves; Restore puts it back there with its descriptions
 * (the Portuguese one is kept aside meanwhile, in the visit's store: admin/visit/visit-store.ts).
 */
/** @jsxRuntime classic */
/** @jsx h */
import type { ReactElement } from 'react';
import { photoCalled, removePhoto, restorePhoto, type RemovedPhoto } from './photo-rows';
import { noticeOf, rowsIn, type Side } from './field-state';
import { picture } from './parts';

/** Removes the photo at `index`, saying so; its line stays, to restore it, until she saves. */
export function remove({ field }: Side, index: number): void {
  const { rows: next, removed } = removePhoto(rowsIn(field.props), index);
  if (!removed) return;
  const name = field.visit.nameOf(removed.row.file);
  field.setState({
    removed: [...field.state.removed, removed],
    notice: noticeOf(
      removed.row.cover
        ? `${photoCalled(index, name)}, was the cover and is removed: choose another cover, or restore it.`
        : `${photoCalled(index, name)}, removed: Restore, in its place, brings it back until you save.`,
      next,
    ),
  });
  field.props.onChange(next);
}

/** Puts a removed photo back where its line stands, with its descriptions. */
function restore({ field }: Side, removed: RemovedPhoto): void {
  const next = restorePhoto(rowsIn(field.props), removed, field.state.removed);
  const index = next.findIndex((row) => row.file === removed.row.file);
  field.setState({
    removed: field.state.removed.filter((each) => each !== removed),
    notice: noticeOf(`${photoCalled(index, field.visit.nameOf(removed.row.file))}, restored.`, next),
  });
  field.props.onChange(next);
}

/** The line a removed photo leaves in its place: "Removed: Restore". */
export function removedLine(side: Side, removed: RemovedPhoto): ReactElement {
  const { h, field } = side;
  const name = field.visit.nameOf(removed.row.file);
  return (
    <li key={`removed:${removed.row.file}`} className="photos-field__photo photos-field__photo--removed">
      {picture(side, removed.row)}
      <p className="photos-field__removed-line">
        <span className="photos-field__name">{name}</span>
        {' Removed: '}
        <button type="button" aria-label={`Restore ${name}`} onClick={() => restore(side, removed)}>
          Restore
        </button>
      </p>
    </li>
  );
}
