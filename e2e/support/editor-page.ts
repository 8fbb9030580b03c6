/**
 * Driving the real editor's album form as the photographer does, for the end-to-end test and the
 * measurement script: by role and accessible name, both against the local editor.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a new album in the local editor at `editorUrl`, offline: the editor's GitHub status check gets an answer. */
export async function openNewAlbum(page: Page, editorUrl: string): Promise<void> {
  await openLocalRepository(page, editorUrl);
  await page.getByRole('button', { name: /New/ }).click();
}

/** Opens the local editor at `editorUrl` on its list of albums. */
export async function openLocalRepository(page: Page, editorUrl: string): Promise<void> {
  await page.route('https://www.githubstatus.com/**', (route) =>
    route.fulfill({ json: { status: { indicator: 'none' } } }),
  );
  await page.goto(`${editorUrl}/admin`);
  await page.getByRole('button', { name: /Work with Local Repository/ }).click();
}

/** Opens a saved album from the editor's list of albums, by its names. */
export async function openAlbum(page: Page, names: string): Promise<void> {
  await page
    .getByRole('grid', { name: 'Entries' })
    .getByRole('row', { name: new RegExp(names) })
    .click();
}

/**
 * Leaves the album on show for the list of albums, without saving: with ←, and, when it has
 * `unsaved` changes, by answering the question the editor then asks.
 */
export async function leaveAlbum(page: Page, { unsaved = false } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Cancel Editing' }).click();
  if (unsaved) {
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave without saving' })
      .click();
  }
  await expect(page.getByRole('grid', { name: 'Entries' })).toBeVisible();
}

export const englishPane = (page: Page): Locator => page.getByRole('group', { name: /Edit .*English.* Content/ });
const portuguesePane = (page: Page): Locator => page.getByRole('group', { name: /Edit .*Portuguese.* Content/ });

/**
 * The editor draws a field only once it is scrolled near the screen (a placeholder stands in for
 * it before): scroll the pane under the mouse, as she would, until the field is there.
 */
export async function reveal<T extends Locator>(page: Page, pane: Locator, field: T): Promise<T> {
  const box = await pane.boundingBox();
  await expect
    .poll(
      async () => {
        if ((await field.count()) > 0) return true;
        if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.wheel(0, 400);
        return false;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(true);
  return field;
}

/** Adds camera files with the photos field and waits until the field says they are all added. */
export async function addPhotos(page: Page, files: string[], timeout = files.length * 30_000): Promise<void> {
  const english = englishPane(page);
  await english.getByLabel('Add photos…').setInputFiles(files);
  const added = files.length === 1 ? '1 photo added.' : `${files.length} photos added.`;
  await expect(english.getByRole('status').filter({ hasText: added })).toBeVisible({ timeout });
}

/** Switches the right-hand pane to the preview, where the editor reads the saved photos from the repository. */
export async function showPreview(page: Page): Promise<Locator> {
  const preview = page.getByRole('group', { name: /Preview/ });
  if ((await preview.count()) === 0) await page.getByRole('radio', { name: 'Preview' }).last().click();
  return preview;
}

/** Switches the right-hand pane from the preview to the Portuguese side. */
export async function showPortugueseSide(page: Page): Promise<Locator> {
  if ((await portuguesePane(page).count()) > 0) return portuguesePane(page);
  await page
    .getByRole('group', { name: /Preview/ })
    .getByRole('radio', { name: 'Portuguese' })
    .click();
  return portuguesePane(page);
}

/** The Portuguese description box of photo `number` (from 1), on the Portuguese side. */
export const portugueseDescription = (side: Locator, number: number): Locator =>
  side.getByRole('textbox', { name: `Portuguese description of photo ${number}`, exact: true });

/**
 * Switches the right-hand pane to Portuguese and writes the album's Portuguese texts there, and
 * the Portuguese descriptions of the first photos, in order (none when `photos` is not given).
 */
export async function writePortugueseSide(
  page: Page,
  texts: { names: string; summary: string; story: string; photos?: readonly string[] },
): Promise<void> {
  const side = await showPortugueseSide(page);
  await side.getByRole('textbox', { name: 'Names' }).fill(texts.names);
  await side.getByRole('textbox', { name: 'Summary' }).fill(texts.summary);
  for (const [index, text] of (texts.photos ?? []).entries()) {
    await (await reveal(page, side, portugueseDescription(side, index + 1))).fill(text);
  }
  await (await reveal(page, side, side.getByRole('textbox', { name: 'Story' }))).fill(texts.story);
}

/** Text as a regular expression that matches it exactly. */
export const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Checks that what the editor says of the photos is, for each language given, exactly the
 * sentences given (none: nothing to say): the photos field's message on that side, when it is on
 * screen, and the Validation panel's, open beside the editor. The panel never names a description
 * without its photo, nor says "required" of the photos.
 */
export async function expectPhotoMessages(
  page: Page,
  expected: Partial<Record<'English' | 'Portuguese', readonly string[]>>,
): Promise<void> {
  const panel = page.getByRole('group', { name: 'Validation' });
  const photosEntry = (language: string) =>
    panel
      .getByRole('group')
      .filter({ has: page.getByRole('heading', { name: language, exact: true, level: 4 }) })
      .getByRole('button', { name: 'Photos', exact: true })
      .getByRole('alert');
  for (const [language, sentences = []] of Object.entries(expected)) {
    const message = asPattern(sentences.join(' '));
    const pane = page.getByRole('group', { name: new RegExp(`Edit .*${language}.* Content`) });
    const fieldMessage = pane.locator('[data-key-path="photos"] .validation');
    const shown = (await pane.count()) > 0;
    if (sentences.length === 0) {
      if (shown) await expect(fieldMessage).toHaveCount(0);
      await expect(photosEntry(language)).toHaveCount(0);
    } else {
      // The editor's error icon is a ligature: its text is "error".
      if (shown) await expect(fieldMessage).toHaveText(new RegExp(`^error\\s*${message}$`));
      await expect(photosEntry(language)).toHaveText(new RegExp(`^error\\s*${message}$`));
    }
  }
  await expect(panel.getByRole('button', { name: 'Description', exact: true })).toHaveCount(0);
  await expect(
    panel
      .getByRole('button', { name: 'Photos', exact: true })
      .getByRole('alert')
      .filter({ hasText: /required/ }),
  ).toHaveCount(0);
}
