/**
 * The editor's Translate says "Translation failed." for five seconds whatever happened; the page's
 * translation wrapper (admin/translation/european-translation.ts) tells the true cause beside it, in
 * a real Chromium (its popover and live region are the browser's own), against the translation
 * stand-in: no network, a refused key and a reached limit each in their own words, cleared by the
 * next translation that works; the photos field's own requests are left to the field to tell; and
 * the editor's Translate set to Gemini is stopped with the reason. The real editor around it is
 * e2e/editor.spec.ts.
 */
import { build } from 'esbuild';
import { expect, test, type Page } from '@playwright/test';
import type { installEuropeanTranslation, suggestPortuguese } from '@/admin/translation/european-translation';
import { GEMINI_TRANSLATE_NOTICE, TRANSLATION_ENDPOINT } from '@/admin/translation/translation-request';
import type { VisitStore } from '@/admin/visit/visit-store';
import { routeTranslationTo, startTranslationStandIn, type TranslationStandIn } from './support/translation-stand-in';

type PageTranslation = {
  installEuropeanTranslation: typeof installEuropeanTranslation;
  suggestPortuguese: typeof suggestPortuguese;
  VisitStore: typeof VisitStore;
  /** The page's visit, as the editor's page makes one. */
  visit: VisitStore;
};

/** The page's translation wrapper, bundled as the editor's bundle has it, with the visit's store it reads. */
async function translationModule(): Promise<string> {
  const { outputFiles } = await build({
    stdin: {
      contents: `export { installEuropeanTranslation, suggestPortuguese } from './admin/translation/european-translation';
        export { VisitStore } from './admin/visit/visit-store';`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'translation',
    platform: 'browser',
  });
  return outputFiles[0]!.text;
}

/** A request as the editor's own Translate sends it; what the page got back: the status, or the failure. */
const editorsTranslate = (page: Page, endpoint: string = TRANSLATION_ENDPOINT) =>
  page.evaluate(async (endpoint) => {
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-goog-api-key': `AIza${'T'.repeat(35)}` },
        body: JSON.stringify({ q: ['A September wedding'], source: 'en', target: 'pt', format: 'html' }),
      });
      return response.status;
    } catch (failure) {
      return String(failure);
    }
  }, endpoint);

const notice = (page: Page) => page.getByRole('alert');

let standIn: TranslationStandIn;
test.beforeEach(async ({ page }) => {
  standIn = await startTranslationStandIn((text) => `PT: ${text}`);
  await page.setContent('<!doctype html><title>editor</title>');
  await page.addScriptTag({ content: await translationModule() });
  await page.evaluate(() => {
    const { translation } = window as unknown as { translation: PageTranslation };
    translation.visit = new translation.VisitStore({
      revokePicture: () => undefined,
      readPublished: () => Promise.resolve({}),
    });
    translation.installEuropeanTranslation(translation.visit);
  });
});
test.afterEach(async () => standIn.close());

test('no network, a refused key and a reached limit are each told truly until a translation works', async ({
  page,
}) => {
  await page.route(`${TRANSLATION_ENDPOINT}**`, (route) => route.abort('internetdisconnected'));
  expect(await editorsTranslate(page)).toMatch(/TypeError/);
  await expect(notice(page)).toHaveText(
    'Translate from English did not work. Google could not be reached: this computer seems to be offline. Check the internet connection, then try again. Nothing was changed.',
  );

  await page.unrouteAll();
  await routeTranslationTo(page, standIn);
  standIn.refuseNext(403, 'Requests from this referer are blocked.');
  expect(await editorsTranslate(page)).toBe(403);
  await expect(notice(page)).toContainText(
    'Google refused the key (Google said: “Requests from this referer are blocked.”). In the Google Cloud console, check that the Cloud Translation API is enabled',
  );

  standIn.refuseNext(429, 'Quota exceeded.');
  expect(await editorsTranslate(page)).toBe(429);
  await expect(notice(page)).toContainText('Google’s limit for translations is reached for now');

  expect(await editorsTranslate(page)).toBe(200);
  await expect(notice(page)).toBeHidden();
  expect(standIn.calls.map((call) => call.body.target)).toEqual(['pt-PT']);
});

test('she closes the notice; the photos field’s own failures are left to the field', async ({ page }) => {
  await routeTranslationTo(page, standIn);
  standIn.refuseNext(403, 'Requests from this referer are blocked.');
  await editorsTranslate(page);
  await expect(notice(page)).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(notice(page)).toBeHidden();

  standIn.refuseNext(429, 'Quota exceeded.');
  const field = await page.evaluate(async () => {
    const { translation } = window as unknown as { translation: PageTranslation };
    return translation
      .suggestPortuguese(translation.visit, `AIza${'T'.repeat(35)}`, ['The rings'])
      .catch((failure: Error) => failure.message);
  });
  expect(field).toBe('Quota exceeded.');
  await expect(notice(page)).toBeHidden();
});

test('the editor’s Translate set to Gemini is stopped, with the reason, and nothing is sent', async ({ page }) => {
  const sent: string[] = [];
  await page.route('https://generativelanguage.googleapis.com/**', async (route) => {
    sent.push(route.request().url());
    await route.abort();
  });
  expect(
    await editorsTranslate(
      page,
      `https://generativelanguage.googleapis.com/v1beta/models/gemini-3.5-flash-lite:generateContent?key=AIza${'T'.repeat(35)}`,
    ),
  ).toMatch(/TypeError/);
  await expect(notice(page)).toHaveText(GEMINI_TRANSLATE_NOTICE);
  expect(sent).toEqual([]);
});
