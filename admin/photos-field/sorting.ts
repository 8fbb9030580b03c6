/**
 * Reordering the English side's photos by dragging, with SortableJS: she takes a photo by its
 * handle and drops it anywhere in the list, the pane scrolling while she drags toward its edge.
 * The keyboard keeps Move up, Move down and "Move to position…" (english-photo.tsx); every move,
 * however made, is said in the field's status line, which a screen reader announces.
 */
import Sortable from 'sortablejs';
import { movePhotoTo, photoCalled, type PhotoRow } from './photo-rows';
import { noticeOf, rowsIn, type PhotosFieldInstance } from './field-state';

/** The class of a photo's drag handle. */
export const DRAG_HANDLE = 'photos-field__drag';

/**
 * Moves the photo at `from` (of `rows`, as the field holds them) to `to`, and says in the status
 * line where it went: "Photo 3, IMG_4103, moved to position 40."
 */
export function moveAndAnnounce(field: PhotosFieldInstance, rows: readonly PhotoRow[], from: number, to: number): void {
  const moved = rows[from];
  if (!moved) return;
  const next = movePhotoTo(rows, from, to);
  field.props.onChange(next);
  field.setState({
    notice: noticeOf(`${photoCalled(from, field.visit.nameOf(moved.file))}, moved to position ${to + 1}.`, next),
  });
}

/**
 * The ref of the list of photos, which makes it sortable while it is drawn. SortableJS moves the
 * line in the page as she drops it; the line is put back where React drew it, and the rows are
 * moved instead, so React stays the one drawing the list.
 */
export function sortable(field: PhotosFieldInstance): (list: HTMLElement | null) => void {
  const sorting = (field.sorting ??= {});
  sorting.ref ??= (list) => {
    if (list === sorting.list) return;
    sorting.sortable?.destroy();
    sorting.list = list ?? undefined;
    sorting.sortable = list
      ? Sortable.create(list, {
          handle: `.${DRAG_HANDLE}`,
          // A removed photo's line stays where it is.
          draggable: '.photos-field__photo:not(.photos-field__photo--removed)',
          // Pointer events rather than the browser's drag and drop: the same in every browser and on
          // a touch screen, and the pane scrolls while she drags toward its edge.
          forceFallback: true,
          fallbackOnBody: true,
          scrollSensitivity: 80,
          scrollSpeed: 30,
          animation: 150,
          ghostClass: 'photos-field__photo--ghost',
          onEnd: ({ item, from, oldIndex, oldDraggableIndex: was, newDraggableIndex: now }) => {
            const others = [...from.children].filter((child) => child !== item);
            if (oldIndex !== undefined) from.insertBefore(item, others[oldIndex] ?? null);
            if (was === undefined || now === undefined || was === now) return;
            moveAndAnnounce(field, rowsIn(field.props), was, now);
          },
        })
      : undefined;
  };
  return sorting.ref;
}
