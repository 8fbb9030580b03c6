/**
 * The Portuguese side of the photos field: the same photos, in the same order, with the English
 * description of each beside its Portuguese box; a missing one is reported here.
 */
/** @jsxRuntime classic */
/** @jsx h */
import type { ReactElement } from 'react';
import type { PhotoRow, PortugueseRow } from './photo-rows';
import { englishRowsIn, portugueseRowsIn, writeDescription, type Side } from './field-state';
import { viewablePicture } from './dialogs';
import { draftButton, draftingNotice, draftingStatus } from './drafts';
import { descriptionInput, sharedNotes, toDo, undescribed } from './parts';
import { sharedSentences, type SharedSentence } from './review';
import { markFor } from './marks-view';
import { reviewButton, reviewView } from './review-view';
import { storedGoogleKey } from '../translation/european-translation';
import { suggestButton } from './suggestions';
import { noticeNow } from './status';
import {
  descriptionLabel,
  LANG_ATTRIBUTES,
  LANGUAGE_NAMES,
  noPhotosYet,
  PHOTO_LIST_LABEL,
  photoLine,
} from './side-words';

/** One photo: its picture and name, the English to translate, its Portuguese box, any mark, and any sentence it shares with another photo's. */
function photoItem(
  side: Side,
  row: PhotoRow,
  index: number,
  portuguese: PortugueseRow[],
  shared: readonly SharedSentence[],
): ReactElement {
  const { h, field } = side;
  const { props } = field;
  return (
    <li key={row.file} className="photos-field__photo">
      {viewablePicture(side, row, index)}
      <div className="photos-field__texts">
        <p className="photos-field__name">{photoLine(index, field.visit.nameOf(row.file), row.cover)}</p>
        <p className="photos-field__reference" lang="en">
          {row.description}
        </p>
        {descriptionInput(
          side,
          `${props.forID}-${index}-pt`,
          descriptionLabel('pt', index),
          portuguese[index]?.description ?? '',
          LANG_ATTRIBUTES.pt,
          (text) => writeDescription(field, row.file, text),
        )}
        {markFor(side, portuguese[index], index, portuguese)}
        {...sharedNotes(side, shared, LANG_ATTRIBUTES.pt)}
      </div>
    </li>
  );
}

export function portugueseSide(side: Side): ReactElement {
  const { h, field } = side;
  const { props, state } = field;
  const english = englishRowsIn(field);
  const portuguese = portugueseRowsIn(field);
  const key = storedGoogleKey();
  const shared = sharedSentences(english.map((row, index) => portuguese[index] ?? { description: '' }));
  return (
    <div className="photos-field" id={props.forID}>
      <div className="photos-field__toolbar">
        {suggestButton(side, english, portuguese, key)}
        {draftButton(side)}
        {reviewButton(side)}
        <span role="status" className="photos-field__status">
          {state.suggesting ? 'Suggesting the Portuguese…' : (draftingStatus(field) ?? noticeNow(field, portuguese))}
        </span>
      </div>
      {toDo(side, LANGUAGE_NAMES.pt, undescribed(portuguese))}
      {english.length > 0 ? (
        <ol className="photos-field__list" aria-label={PHOTO_LIST_LABEL}>
          {english.map((row, index) => photoItem(side, row, index, portuguese, shared[index] ?? []))}
        </ol>
      ) : (
        <p className="photos-field__empty">{noPhotosYet('pt')}</p>
      )}
      {reviewView(side)}
      {draftingNotice(side)}
    </div>
  );
}
