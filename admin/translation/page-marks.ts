/**
 * The marks on the fields of her single pages (the FAQ, a page's texts) as the editor's Translate
 * wrote them, in either language's pane, by the rule an album's names, summary and story follow
 * (admin/translation/translated-fields.ts): "Translated by machine: check it." with Keep under each
 * such field, until she corrects or keeps it; meanwhile the editor's check of the field, which it
 * runs for every field when she saves, asks the page and refuses the save, naming the field under it
 * (admin/vendor/editor-patch.ts), for her pages and an album's names, summary and story alike. Her
 * pages have no field of ours that could place the marks, as the photos field does in an album: the
 * page follows the panes itself.
 */
import { entryShown } from '../editor/entry-route';
import { ENTRY_EDITOR, fieldSelector, LOCALE_PANE } from '../vendor/names';
import type { SideLanguage, VisitStore } from '../visit/visit-store';
import { ALBUMS_COLLECTION } from './portuguese-file';
import {
  albumFieldStopping,
  FIELD_STOPPING,
  fieldsToCheck,
  SIDE_LANGUAGES,
  pageEntryOf,
  pageFieldStopping,
  TRANSLATED_EVENT,
  TRANSLATED_MARK,
  translatedTexts,
  type FieldAsked,
} from './translated-fields';

const MARK_CLASS = 'photos-field__suggested photos-field__translated';

/**
 * Shows the mark under a field (its section in its language's pane), or takes it away: `label`
 * names the field to Keep's readers, `keep` is what Keep does.
 */
export function showTranslatedMark(section: Element, shown: boolean, label: string, keep: () => void): void {
  const mark = section.querySelector(':scope > .photos-field__translated');
  if (shown === Boolean(mark)) return;
  if (mark) {
    mark.remove();
    return;
  }
  const paragraph = document.createElement('p');
  paragraph.className = MARK_CLASS;
  paragraph.append(`${TRANSLATED_MARK} `);
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Keep';
  button.setAttribute('aria-label', `Keep the translated ${label.toLowerCase()}`);
  button.addEventListener('click', keep);
  paragraph.append(button);
  section.append(paragraph);
}

/** The fields of this key path on screen in `language`'s pane (none while its list item is folded). */
const sectionsIn = (language: SideLanguage, keyPath: string): Element[] =>
  [...document.querySelectorAll(LOCALE_PANE)]
    .filter((pane) => pane.getAttribute('data-locale') === language)
    .flatMap((pane) => [...pane.querySelectorAll(fieldSelector(keyPath))]);

/** A field's box: her pages' texts are lines and paragraphs, each one box. */
const boxOf = (section: Element): HTMLInputElement | HTMLTextAreaElement | null =>
  section.querySelector<HTMLInputElement | HTMLTextAreaElement>('textarea, input');

/** The label of a field of an entry, as the editor shows it above the field. */
export type LabelOf = (entry: string, keyPath: string) => string | undefined;

/**
 * Has the editor check a field again, as it does when she types in it: the message of a save
 * refused for it goes once she keeps it. The editor writes a box's value only when it differs from
 * the entry's, once it has drawn the change: the box is written with another value, then, drawn,
 * with its own again.
 */
async function checkAgain(box: HTMLInputElement | HTMLTextAreaElement): Promise<void> {
  const { value } = box;
  box.value = `${value} `;
  box.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise(requestAnimationFrame);
  box.value = value;
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Places the marks of the entry on screen, and takes away those no longer true. */
function placeMarks(visit: VisitStore, labelOf: LabelOf): void {
  const entry = pageEntryOf(entryShown(location.href), ALBUMS_COLLECTION);
  if (entry === undefined) return;
  for (const language of SIDE_LANGUAGES) {
    const translated = visit.pageTranslations[language].of(entry);
    const kept = visit.pageTextsKept[language].of(entry);
    for (const keyPath of translated.keys()) {
      for (const section of sectionsIn(language, keyPath)) {
        const box = boxOf(section);
        if (!box) continue;
        const marked = fieldsToCheck([keyPath], { [keyPath]: box.value }, translated, [kept]).length > 0;
        showTranslatedMark(section, marked, labelOf(entry, keyPath) ?? keyPath, () => {
          kept.set(keyPath, box.value);
          placeMarks(visit, labelOf);
          void checkAgain(box);
        });
      }
    }
  }
}

/**
 * Calls `place` whenever the entry's editor changes while it shows one of her pages: it draws a
 * field again when she unfolds its question or changes its list. Only that editor, and only then:
 * the rest of the page (an album's photos field, the lists, the notices) changes far more often
 * and never holds a field of her pages. While a page opens, the page is watched until its editor
 * is drawn.
 */
function followEditor(place: () => void): void {
  let watched: Element | null = null;
  const changes = new MutationObserver(place);
  const opening = new MutationObserver(() => follow());
  function follow(): void {
    const onPage = pageEntryOf(entryShown(location.href), ALBUMS_COLLECTION) !== undefined;
    const editor = onPage ? document.querySelector(ENTRY_EDITOR) : null;
    if (onPage && !editor) opening.observe(document.body, { childList: true, subtree: true });
    else opening.disconnect();
    if (editor === watched) return;
    changes.disconnect();
    watched = editor;
    if (!editor) return;
    changes.observe(editor, { childList: true, subtree: true });
    place();
  }
  // The editor tells of each move between its screens by a hashchange event.
  window.addEventListener('hashchange', follow);
  follow();
}

/**
 * Notes what Translate writes into her single pages, places the marks whenever her page's editor
 * changes or she types, and answers the editor's check of a field.
 */
export function installPageMarks(visit: VisitStore, labelOf: LabelOf): void {
  window.addEventListener(TRANSLATED_EVENT, (event) => {
    const entry = pageEntryOf(entryShown(location.href), ALBUMS_COLLECTION);
    if (entry === undefined) return;
    const { detail } = event as CustomEvent<unknown>;
    for (const language of SIDE_LANGUAGES) visit.notePageTranslated(language, entry, translatedTexts(detail, language));
    // Translate tells before the editor draws what it wrote in the boxes.
    requestAnimationFrame(() => placeMarks(visit, labelOf));
  });
  document.addEventListener('input', () => placeMarks(visit, labelOf), true);
  followEditor(() => placeMarks(visit, labelOf));
  Object.assign(globalThis, {
    [FIELD_STOPPING]: (asked: FieldAsked) =>
      pageFieldStopping(asked, ALBUMS_COLLECTION, (entry, language) => ({
        translated: visit.pageTranslations[language].of(entry),
        kept: visit.pageTextsKept[language].of(entry),
      })) ?? albumFieldStopping(asked, ALBUMS_COLLECTION, answerForAlbum(visit, asked)),
  });
}

/**
 * What an album's names, summary and story hold of Translate's texts and hers, in a pane, as the
 * photos field places their marks (admin/photos-field/translated-marks.ts); the editor's way to
 * check the field again is kept for its Keep.
 */
const answerForAlbum =
  (visit: VisitStore, { keyPath, checkAgain }: FieldAsked) =>
  (album: string, language: SideLanguage) => {
    if (checkAgain) visit.fieldChecks[language].of(album).set(keyPath, checkAgain);
    return {
      translated: visit.translatedFields[language],
      hers: [visit.fieldsCheckedByHer[language].of(album), visit.fieldsSavedByHer[language].of(album)],
    };
  };
