/**
 * Driving the real editor's album form as the photographer does, for the end-to-end test and the
 * measurement script: by role and accessible name, both against the local editor.
 */
import type { Locator, Page } from '@playwright/test';

/** Opens a new album in the local editor at `editorUrl`, offline: the editor's GitHub status check gets an answer. */
export async function openNewAlbum(page: Page, editorUrl: string): Promise<void> {
  await page.route('https://www.githubstatus.com/**', (route) =>
    route.fulfill({ json: { status: { indicator: 'none' } } }),
  );
  await page.goto(`${editorUrl}/admin`);
  await page.getByRole('button', { name: /Work with Local Repository/ }).click();
  await page.getByRole('button', { name: /New/ }).click();
}

export const englishPane = (page: Page): Locator => page.getByRole('group', { name: /Edit .*English.* Content/ });

/** Switches the right-hand pane to Portuguese and writes the album's Portuguese texts there. */
export async function writePortugueseSide(
  page: Page,
  texts: { names: string; summary: string; story: string },
): Promise<void> {
  await page
    .getByRole('group', { name: /Preview/ })
    .getByRole('radio', { name: 'Portuguese' })
    .click();
  const side = page.getByRole('group', { name: /Edit .*Portuguese.* Content/ });
  await side.getByRole('textbox', { name: 'Names' }).fill(texts.names);
  await side.getByRole('textbox', { name: 'Summary' }).fill(texts.summary);
  await side.getByRole('textbox', { name: 'Story' }).fill(texts.story);
}
