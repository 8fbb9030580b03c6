/**
 * The pieces both sides of the photos field draw: a photo's picture, its description box, what is
 * left to write, and the sentences a description shares with other photos'.
 */
/** @jsxRuntime classic */
/** @jsx h */
import type { ReactElement } from 'react';
import { isDescribed, stillToDescribe, type PhotoRow } from './photo-rows';
import { albumOf, type Side } from './field-state';
import { pictureOf } from './pictures';
import { alsoInPhotos, type SharedSentence } from './review';

/** The photo's thumbnail, or a grey box while there is none. */
export function picture({ h, field }: Side, row: PhotoRow): ReactElement {
  const thumbnail = pictureOf(field.visit, albumOf(field.props), row.file, field.state.published);
  return thumbnail ? (
    <img src={thumbnail} alt="" className="photos-field__thumbnail" loading="lazy" />
  ) : (
    <span className="photos-field__thumbnail" aria-hidden="true">
      Photo
    </span>
  );
}

/** What is left to write, said as it is now (the editor's own message is only renewed when she saves). */
export function toDo({ h }: Side, language: string, numbers: number[]): ReactElement | null {
  return numbers.length === 0 ? null : (
    <p className="photos-field__to-do">{`Still to describe in ${language}: ${stillToDescribe(numbers)}.`}</p>
  );
}

/** The numbers (from 1) of the rows without a description. */
export const undescribed = (rows: readonly { description?: string }[]) =>
  rows.flatMap((row, index) => (isDescribed(row.description) ? [] : [index + 1]));

/**
 * A description's box, labelled by what it is and, for a screen reader, of which photo. A box that
 * grows with its text, so a whole description is read before it is kept; a description is one
 * line, so Enter adds none and a pasted line break becomes a space.
 */
export function descriptionInput(
  { h }: Side,
  id: string,
  [label, which]: [string, string],
  value: string,
  lang: string,
  onText: (text: string) => void,
): ReactElement {
  return (
    <p className="photos-field__description">
      <label htmlFor={id}>
        {label}
        <span className="photos-field__hidden">{` ${which}`}</span>
      </label>
      <textarea
        id={id}
        rows={2}
        lang={lang}
        value={value}
        aria-invalid={isDescribed(value) ? 'false' : 'true'}
        onKeyDown={(event: { key: string; preventDefault: () => void }) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        onChange={(event: { currentTarget: HTMLTextAreaElement }) => onText(event.currentTarget.value)}
      />
    </p>
  );
}

/**
 * Under a description, each sentence it shares with other photos' descriptions: shown on every
 * photo that has it, until the descriptions differ (review.ts). The note is in the field's words,
 * the sentence quoted in the description's language (`lang`).
 */
export const sharedNotes = ({ h }: Side, shared: readonly SharedSentence[], lang: string): ReactElement[] =>
  shared.map((each) => (
    <p className="photos-field__shared" key={each.sentence} lang="en">
      “<span lang={lang}>{each.sentence}</span>” {alsoInPhotos(each.photos)}
    </p>
  ));
