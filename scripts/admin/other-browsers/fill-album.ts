/**
 * The photographer's visit, step by step, in any browser: she opens the local editor, works with
 * the local repository, creates an album, writes both languages, adds a photo, describes it and
 * saves. Each step has a deadline and throws a StepFailure naming it, with what the page showed.
 */
import { Session, StepFailure, STEP_TIMEOUT_MS, withTimeout, type EditorBrowser } from './driver';
import { describeQuery, diagnosis, find, isChecked, notices, openDialogs, valueOf, type Query } from './page-scripts';
import { ALBUM } from './saved-album';

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const english: Query = { role: 'group', name: /^Edit English Content$/ };
const portuguese: Query = { role: 'group', name: /^Edit Portuguese Content$/ };
const field = (role: string, name: string, pane: Query): Query => ({ role, name: exactly(name), within: pane });

/**
 * The photos field's names (components/admin/photos-field.ts): its file input's label and photo 1's
 * controls on the English side, and photo 1's Portuguese description on the Portuguese side.
 */
const photosField: Query = { role: 'group', name: /^“Photos” Field$/, within: english };
const photos = {
  input: { selector: 'input[type=file]', name: /^Add photos…$/, within: photosField },
  english: field('textbox', 'English description of photo 1', english),
  portuguese: field('textbox', 'Descrição em português da fotografia 1', portuguese),
  // Its label's ": photo 1" is a visually hidden, absolutely positioned (so block) span: browsers may put a space before it.
  cover: { role: 'radio', name: /^Cover ?: photo 1$/, within: english },
  /** "Adding photos: 0 of 1…", then "1 photo added. Choose the cover below." (and why any could not be). */
  status: { role: 'status', name: /./, within: photosField },
} satisfies Record<string, Query>;

/** Whether a notice is the one Sveltia shows after saving: "check_circle Success Entry saved." (icon ligature, kind, text). */
const saved = (notice: string) => /(^|\s)Entry saved\.$/.test(notice);

/** The same text, with spaces and line breaks made comparable (a rich-text editor's paragraphs are its lines). */
const comparable = (text: string | null) =>
  (text ?? '')
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

type Visit = {
  /** The local editor's address (startLocalEditor's url). */
  editorUrl: string;
  /** The camera photo to add. */
  photo: string;
  /** Told when each step starts, for the log. */
  onStep?: (step: string) => void;
  /** Told when each step has passed (the caller may take a screenshot). */
  afterStep?: (step: string, index: number) => Promise<void>;
};

/** Fills in and saves the album; returns what had to be done twice (a click lost), for the report. */
export async function fillAndSaveAlbum<Element>(browser: EditorBrowser<Element>, visit: Visit): Promise<string[]> {
  const page = new Session(browser);
  const notes: string[] = [];
  let current = '';
  const press = async (query: Query, effect: { what: string; expression: string }) => {
    const clicks = await page.press(query, effect);
    if (clicks > 1) notes.push(`"${current}": ${clicks} clicks on ${describeQuery(query)} for ${effect.what}`);
  };

  let steps = 0;
  async function step(name: string, action: () => Promise<void>): Promise<void> {
    visit.onStep?.(name);
    steps += 1;
    current = name;
    try {
      await withTimeout(action(), STEP_TIMEOUT_MS, `did not finish in ${STEP_TIMEOUT_MS / 1000} s`);
    } catch (error) {
      const seen = await withTimeout(browser.evaluate<unknown>(diagnosis), 5_000, 'no answer').catch(
        (reason: unknown) =>
          `(the page could not be read: ${reason instanceof Error ? reason.message : String(reason)})`,
      );
      throw new StepFailure(
        name,
        `${error instanceof Error ? error.message : String(error)}\n    the page: ${JSON.stringify(seen)}`,
      );
    }
    await visit.afterStep?.(name, steps);
  }

  /** Clicks into the field, types (replacing what it holds when asked), and waits until it holds the text. */
  async function fill(query: Query, text: string, { replace = false } = {}): Promise<void> {
    const element = await page.ready(query);
    await browser.click(element);
    if (replace) await browser.selectAll(element);
    await browser.type(element, text);
    const expected = comparable(text);
    await page.waitFor<string | null>(
      `${String(query.name)} to hold ${JSON.stringify(text)}`,
      valueOf(query),
      (value) => comparable(value) === expected,
      10_000,
    );
  }

  async function choose(query: Query): Promise<void> {
    await press(query, { what: `${String(query.name)} to be checked`, expression: isChecked(query) });
  }

  await step('open the editor', async () => {
    await browser.open(`${visit.editorUrl}/admin`);
    await page.ready({ role: 'button', name: /^Work with Local Repository$/ });
  });

  await step('press "Work with Local Repository"', async () => {
    await press(
      { role: 'button', name: /^Work with Local Repository$/ },
      { what: 'the albums to be listed', expression: `!!${find({ role: 'button', name: /^Create New Entry$/ })}` },
    );
  });

  await step('press "New"', async () => {
    await press(
      { role: 'button', name: /^Create New Entry$/ },
      { what: 'a new album to be open', expression: `!!${find(field('textbox', 'Names', english))}` },
    );
  });

  await step('fill in the English side', async () => {
    await fill(field('textbox', 'Names', english), ALBUM.en.title);
    await choose(field('radio', ALBUM.kind.label, english));
    await fill(field('spinbutton', 'Order on its gallery page', english), String(ALBUM.position), { replace: true });
    await fill(field('textbox', 'Month', english), ALBUM.month);
    await fill(field('textbox', 'Summary', english), ALBUM.en.summary);
  });

  await step('switch the right pane to Portuguese', async () => {
    // The left pane has a "Switch Locale" of its own (English, Portuguese): the right pane's is the last.
    await choose({
      role: 'radio',
      name: /^Portuguese$/,
      within: { role: 'radiogroup', name: /^Switch Locale$/, index: -1 },
    });
    await page.ready(field('textbox', 'Names', portuguese));
  });

  await step('fill in the Portuguese side', async () => {
    await fill(field('textbox', 'Names', portuguese), ALBUM.pt.title);
    await fill(field('textbox', 'Summary', portuguese), ALBUM.pt.summary);
    await fill(field('textbox', 'Story', portuguese), ALBUM.pt.story.join('\n'));
  });

  await step('write the English story', async () => {
    await fill(field('textbox', 'Story', english), ALBUM.en.story.join('\n'));
  });

  await step('add a photo', async () => {
    await browser.upload(await page.present(photos.input), visit.photo);
    // Each photo is converted in the browser (WebP, 2400 px) before the field lists it.
    const status = await page.waitFor<string | null>(
      'the photos field to be done adding',
      valueOf(photos.status),
      (text) => / added\./.test(text ?? ''),
    );
    if (!status?.trim().startsWith('1 photo added.')) throw new Error(`the photos field says: ${status}`);
    await page.ready(photos.english);
  });

  await step('describe the photo and choose it as the cover', async () => {
    await fill(photos.english, ALBUM.en.photo);
    await fill(photos.portuguese, ALBUM.pt.photo);
    // No photo becomes the cover by itself: she chooses it.
    await choose(photos.cover);
  });

  await step('save', async () => {
    // Everything typed must still be there (a re-render that lost text shows here, not in the file).
    for (const [query, text] of [
      [field('textbox', 'Names', english), ALBUM.en.title],
      [field('textbox', 'Story', english), ALBUM.en.story.join('\n')],
      [field('textbox', 'Names', portuguese), ALBUM.pt.title],
      [field('textbox', 'Story', portuguese), ALBUM.pt.story.join('\n')],
    ] as const) {
      const value = await browser.evaluate<string | null>(valueOf(query));
      if (comparable(value) !== comparable(text))
        throw new Error(`${String(query.name)} holds ${JSON.stringify(value)} before saving`);
    }
    await browser.click(
      await page.ready({ role: 'button', name: /^Save$/, within: { role: 'toolbar', name: /^Primary$/ } }),
    );
    // Saved, or an error dialog: either ends the wait (an error need not wait for the deadline).
    const outcome = await page.waitFor<{ notices: string[]; dialogs: string[] }>(
      'the notice "Entry saved." (or an error)',
      `({ notices: ${notices}, dialogs: ${openDialogs} })`,
      (seen) => seen.notices.some(saved) || seen.dialogs.length > 0,
    );
    if (!outcome.notices.some(saved)) throw new Error(`the editor did not save: ${outcome.dialogs.join(' / ')}`);
  });

  await step('see the album in the list', async () => {
    // Sveltia goes back to the album list after saving a new album: it lists it from what it wrote.
    await page.ready({ role: 'row', name: exactly(ALBUM.en.title), within: { role: 'grid', name: /^Entries$/ } });
  });
  return notes;
}
