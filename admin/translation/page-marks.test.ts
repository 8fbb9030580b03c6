import { VisitStore } from '../visit/visit-store';
import { installPageMarks } from './page-marks';
import { FIELD_STOPPING, TRANSLATED_EVENT, TRANSLATED_MARK, type FieldAsked } from './translated-fields';

/** Her FAQ's two panes as the editor draws them when it opens the page, each with its heading's box. */
function drawFaq(english: string, portuguese: string): Record<'en' | 'pt', HTMLInputElement> {
  document.body.innerHTML = '';
  const editor = document.createElement('div');
  editor.className = 'content-editor';
  document.body.append(editor);
  // The editor tells of the move to the page as it draws it.
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  const boxes = { en: document.createElement('input'), pt: document.createElement('input') };
  for (const [language, text] of [
    ['en', english],
    ['pt', portuguese],
  ] as const) {
    const pane = document.createElement('div');
    pane.setAttribute('data-locale', language);
    const section = document.createElement('section');
    section.className = 'field';
    section.setAttribute('data-key-path', 'heading');
    boxes[language].value = text;
    section.append(boxes[language]);
    pane.append(section);
    editor.append(pane);
  }
  return boxes;
}

const drawn = () => new Promise(requestAnimationFrame);
/** Once the page's observers have been told of the changes made so far. */
const observed = () => new Promise((resolve) => setTimeout(resolve));
const translated = (locale: string, heading: string) =>
  window.dispatchEvent(new CustomEvent(TRANSLATED_EVENT, { detail: { locale, written: [['heading', heading]] } }));
const markOf = (box: HTMLElement) => box.parentElement?.querySelector('.photos-field__translated') ?? null;
const stopping = (asked: FieldAsked): string | undefined =>
  (globalThis as unknown as Record<string, (asked: FieldAsked) => string | undefined>)[FIELD_STOPPING]!(asked);
const asked = (locale: string, value: string): FieldAsked => ({
  collectionName: 'pages',
  fileName: 'faq',
  locale,
  keyPath: 'heading',
  value,
  label: 'Heading',
});

describe('the marks on her pages’ fields Translate wrote', () => {
  const visit = new VisitStore({ revokePicture: () => undefined, readPublished: () => Promise.resolve({}) });
  installPageMarks(visit, () => 'Heading');

  beforeEach(() => {
    location.hash = '#/collections/pages/entries/faq';
  });
  // Nothing left on the page for the marks to follow once the tests are done.
  afterAll(async () => {
    document.body.innerHTML = '';
    await drawn();
  });

  it('marks what Translate wrote in the English pane, there only, and the save waits until she keeps it', async () => {
    const boxes = drawFaq('Questions', 'Perguntas');
    window.dispatchEvent(
      new CustomEvent(TRANSLATED_EVENT, { detail: { locale: 'en', written: [['heading', 'Questions']] } }),
    );
    await drawn();
    expect(markOf(boxes.en)).toHaveTextContent(`${TRANSLATED_MARK} Keep`);
    expect(markOf(boxes.pt)).toBeNull();
    expect(stopping(asked('en', 'Questions'))).toBe(
      'The English field Heading is as translated by machine: correct it, or press Keep under it.',
    );
    // The Portuguese pane holding the same text was not written by Translate.
    expect(stopping(asked('pt', 'Questions'))).toBeUndefined();

    markOf(boxes.en)!.querySelector('button')!.click();
    expect(markOf(boxes.en)).toBeNull();
    expect(stopping(asked('en', 'Questions'))).toBeUndefined();
    // Keep has the editor check the field again, a frame later.
    await drawn();
  });

  it('marks what Translate wrote in the Portuguese pane as before', async () => {
    const boxes = drawFaq('Asked', 'Perguntadas');
    window.dispatchEvent(
      new CustomEvent(TRANSLATED_EVENT, { detail: { locale: 'pt', written: [['heading', 'Perguntadas']] } }),
    );
    await drawn();
    expect(markOf(boxes.pt)).toHaveTextContent(`${TRANSLATED_MARK} Keep`);
    expect(markOf(boxes.en)).toBeNull();
    expect(stopping(asked('pt', 'Perguntadas'))).toBe(
      'The Portuguese field Heading is as translated by machine: correct it, or press Keep under it.',
    );
  });
  it('marks a field the page’s editor draws later, as when she unfolds its question', async () => {
    const boxes = drawFaq('Unfolded', 'Desdobrada');
    const section = boxes.en.parentElement!;
    const pane = section.parentElement!;
    section.remove();
    translated('en', 'Unfolded');
    await drawn();
    expect(markOf(boxes.en)).toBeNull();
    pane.append(section);
    await observed();
    expect(markOf(boxes.en)).toHaveTextContent(`${TRANSLATED_MARK} Keep`);
  });

  it('marks the fields of the page’s editor drawn after she moved to the page', async () => {
    document.body.innerHTML = '';
    location.hash = '#/collections/pages/entries/home';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    translated('en', 'Opened');
    await drawn();
    const editor = document.createElement('div');
    editor.className = 'content-editor';
    editor.innerHTML =
      '<div data-locale="en"><section class="field" data-key-path="heading"><input value="Opened"></section></div>';
    document.body.append(editor);
    await observed();
    expect(editor.querySelector('.photos-field__translated')).toHaveTextContent(`${TRANSLATED_MARK} Keep`);
  });

  it('follows only the page’s editor: a field drawn elsewhere on the page is left alone', async () => {
    const boxes = drawFaq('Elsewhere', 'Noutro sítio');
    const section = boxes.en.parentElement!;
    const pane = section.parentElement!;
    section.remove();
    translated('en', 'Elsewhere');
    await drawn();
    // A pane outside the editor (as a dialog would draw one) is not the editor's to mark.
    pane.remove();
    await observed();
    pane.append(section);
    document.body.append(pane);
    await observed();
    expect(markOf(boxes.en)).toBeNull();
  });
});
