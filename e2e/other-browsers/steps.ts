/**
 * The photographer's visit, written once for every browser: she opens the local editor, works with
 * the local repository, creates an album, writes both languages, adds a photo, describes it and
 * saves. Every wait is for something the page shows, polled with a deadline, never a fixed sleep;
 * a step that fails or hangs throws a StepFailure naming it, with what the page showed.
 */
import {
  describeQuery,
  diagnosis,
  find,
  isChecked,
  notices,
  openDialogs,
  readiness,
  valueOf,
  type Query,
} from './page-scripts';
import { ALBUM } from './saved-album';

/** What the visit needs of a browser (puppeteer-core's Firefox, selenium-webdriver's WebKit). */
export interface EditorBrowser<Element> {
  /** Its name and version, as the report prints it. */
  readonly label: string;
  open(url: string): Promise<void>;
  /** The value of a JavaScript expression in the page; only JSON-like values come back. */
  evaluate<T>(expression: string): Promise<T>;
  /** The element a JavaScript expression evaluates to, or null. */
  element(expression: string): Promise<Element | null>;
  click(element: Element): Promise<void>;
  /** Types into the element as keys, '\n' as Enter; `replace` presses Ctrl+A first. */
  type(element: Element, text: string, replace?: boolean): Promise<void>;
  /** Chooses a file in an <input type=file>, as the file dialog would. */
  upload(element: Element, file: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** What the browser reported itself of requests to other hosts: "GET https://… (refused)". */
  readonly otherHosts: string[];
  /** Closes the browser and whatever runs it; never throws. */
  close(): Promise<void>;
}

export class StepFailure extends Error {
  constructor(
    readonly step: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Whether a failure is the browser's own: WebKitWebDriver answers "unknown error" to every command
 * once MiniBrowser's page process has died (its screenshot is then black, no script runs). Seen
 * once in seven runs under Xvfb, at a different step each time; the editor cannot cause it.
 */
export const isBrowserCrash = (message: string): boolean => /\bWebDriver [a-z ]+: unknown error\b/.test(message);

/** Rejects with `message` when the promise has not settled after `ms` (the promise itself runs on). */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

export const STEP_TIMEOUT_MS = 60_000;
/** A wait inside a step gives up first, so that its own message (what it saw last) is the one reported. */
const WAIT_TIMEOUT_MS = 45_000;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const english: Query = { role: 'group', name: /^Edit English Content$/ };
const portuguese: Query = { role: 'group', name: /^Edit Portuguese Content$/ };
const field = (role: string, name: string, pane: Query): Query => ({ role, name: exactly(name), within: pane });

/** The photos field's names (admin/photos-field/). */
const photosField: Query = { role: 'group', name: /^“Photos” Field$/, within: english };
const photos = {
  input: { selector: 'input[type=file]', name: /^Add photos…$/, within: photosField },
  english: field('textbox', 'English description of photo 1', english),
  portuguese: field('textbox', 'Portuguese description of photo 1', portuguese),
  // Its label's ": photo 1" is a visually hidden, absolutely positioned (so block) span: browsers may put a space before it.
  cover: { role: 'radio', name: /^Cover ?: photo 1$/, within: english },
  /** "Adding photos: 0 of 1…", then "1 photo added. Choose the cover below." */
  status: { role: 'status', name: /./, within: photosField },
} satisfies Record<string, Query>;

/** Sveltia's notice after saving: "check_circle Success Entry saved." (icon ligature, kind, text). */
const saved = (notice: string) => /(^|\s)Entry saved\.$/.test(notice);

/** The same text, with spaces and line breaks made comparable (a rich-text editor's paragraphs are its lines). */
const comparable = (text: string | null) =>
  (text ?? '')
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

/**
 * Fills in and saves the album; `onStep` is told as each step starts. Returns what had to be done
 * twice (a click lost), for the report.
 */
export async function fillAndSaveAlbum<Element>(
  browser: EditorBrowser<Element>,
  editorUrl: string,
  photo: string,
  onStep: (step: string) => void,
): Promise<string[]> {
  const notes: string[] = [];
  let current = '';

  /** Polls the expression until `done` accepts its value; the last value is in the timeout's message. */
  async function waitFor<T>(
    what: string,
    expression: string,
    done: (value: T) => boolean,
    timeoutMs = WAIT_TIMEOUT_MS,
  ) {
    const end = Date.now() + timeoutMs;
    for (;;) {
      let seen: string;
      try {
        const value = await browser.evaluate<T>(expression);
        if (done(value)) return value;
        seen = JSON.stringify(value)?.slice(0, 300) ?? 'undefined';
      } catch (error) {
        // A page that is navigating or re-rendering can refuse one evaluation; the next may pass.
        seen = `error: ${errorText(error)}`;
      }
      if (Date.now() > end) throw new Error(`${what}: not so after ${timeoutMs / 1000} s (last seen: ${seen})`);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
  }

  /** The element, once it is in the page and, unless `present` only, still, uncovered and enabled. */
  async function ready(query: Query, { present = false } = {}): Promise<Element> {
    if (present) await waitFor(`${describeQuery(query)} in the page`, `!!${find(query)}`, Boolean);
    else await waitFor(`${describeQuery(query)} ready for a click`, readiness(query), (state) => state === 'ready');
    const element = await browser.element(find(query));
    if (!element) throw new Error(`${describeQuery(query)} went away`);
    return element;
  }

  /**
   * Clicks, then waits for `effect`. When the element is still there, unchanged, ten seconds on,
   * the click was lost (an early click on a screen still settling can be, and a driver can refuse
   * one: "element not interactable"), so it clicks again, three times at most. When the element has
   * gone, the click was taken: the effect gets the whole wait.
   */
  async function press(query: Query, what: string, effect: string): Promise<void> {
    const state = `(${effect}) ? 'done' : ${find(query)} ? 'still there' : 'gone'`;
    for (let attempt = 1; ; attempt++) {
      let refused = '';
      await browser
        .click(await ready(query))
        .catch((error: unknown) => (refused = ` (the click: ${errorText(error)})`));
      const now = await waitFor<string>(what, state, (value) => value !== 'still there', 10_000).catch(() => '');
      if (now === 'gone') await waitFor(what, effect, Boolean);
      if (now) {
        if (attempt > 1) notes.push(`"${current}": ${attempt} clicks on ${describeQuery(query)} for ${what}`);
        return;
      }
      if (attempt === 3) throw new Error(`${what}: not so after 3 clicks on ${describeQuery(query)}${refused}`);
    }
  }

  /** Clicks into the field, types (replacing what it holds when asked), and waits until it holds the text. */
  async function fill(query: Query, text: string, replace = false): Promise<void> {
    const element = await ready(query);
    await browser.click(element);
    await browser.type(element, text, replace);
    const what = `${String(query.name)} to hold ${JSON.stringify(text)}`;
    await waitFor<string | null>(what, valueOf(query), (value) => comparable(value) === comparable(text), 10_000);
  }

  const choose = (query: Query) => press(query, `${String(query.name)} to be checked`, isChecked(query));

  async function step(name: string, action: () => Promise<void>): Promise<void> {
    onStep(name);
    current = name;
    try {
      await withTimeout(action(), STEP_TIMEOUT_MS, `did not finish in ${STEP_TIMEOUT_MS / 1000} s`);
    } catch (error) {
      const seen = await withTimeout(browser.evaluate<unknown>(diagnosis), 5_000, 'no answer').catch(
        (reason: unknown) => `(the page could not be read: ${errorText(reason)})`,
      );
      throw new StepFailure(name, `${errorText(error)}\n    the page: ${JSON.stringify(seen)}`);
    }
  }

  const localRepository: Query = { role: 'button', name: /^Work with Local Repository$/ };
  const newEntry: Query = { role: 'button', name: /^Create New Entry$/ };
  await step('open the editor', async () => {
    await browser.open(`${editorUrl}/admin`);
    await ready(localRepository);
  });
  await step('press "Work with Local Repository"', () =>
    press(localRepository, 'the albums to be listed', `!!${find(newEntry)}`),
  );
  await step('press "New"', () =>
    press(newEntry, 'a new album to be open', `!!${find(field('textbox', 'Names', english))}`),
  );
  await step('fill in the English side', async () => {
    await fill(field('textbox', 'Names', english), ALBUM.en.title);
    await choose(field('radio', ALBUM.kind.label, english));
    await fill(field('spinbutton', 'Order on its gallery page', english), String(ALBUM.position), true);
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
    await ready(field('textbox', 'Names', portuguese));
  });
  await step('fill in the Portuguese side', async () => {
    await fill(field('textbox', 'Names', portuguese), ALBUM.pt.title);
    await fill(field('textbox', 'Summary', portuguese), ALBUM.pt.summary);
    await fill(field('textbox', 'Story', portuguese), ALBUM.pt.story.join('\n'));
  });
  await step('write the English story', () => fill(field('textbox', 'Story', english), ALBUM.en.story.join('\n')));
  await step('add a photo', async () => {
    await browser.upload(await ready(photos.input, { present: true }), photo);
    // Each photo is converted in the browser (WebP, 2400 px) before the field lists it.
    const done = (text: string | null) => / added\./.test(text ?? '');
    const status = await waitFor('the photos field to be done adding', valueOf(photos.status), done);
    if (!status?.trim().startsWith('1 photo added.')) throw new Error(`the photos field says: ${status}`);
    await ready(photos.english);
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
      await ready({ role: 'button', name: /^Save$/, within: { role: 'toolbar', name: /^Primary$/ } }),
    );
    // Saved, or an error dialog: either ends the wait (an error need not wait for the deadline).
    const outcome = await waitFor<{ notices: string[]; dialogs: string[] }>(
      'the notice "Entry saved." (or an error)',
      `({ notices: ${notices}, dialogs: ${openDialogs} })`,
      (seen) => seen.notices.some(saved) || seen.dialogs.length > 0,
    );
    if (!outcome.notices.some(saved)) throw new Error(`the editor did not save: ${outcome.dialogs.join(' / ')}`);
  });
  await step('see the album in the list', async () => {
    // Sveltia goes back to the album list after saving a new album: it lists it from what it wrote.
    await ready({ role: 'row', name: exactly(ALBUM.en.title), within: { role: 'grid', name: /^Entries$/ } });
  });
  return notes;
}
