import { expect, test, type Page, type Response } from '@playwright/test';
import { consentMessages } from '@/content/dictionaries/consent';
import { getSite } from '@/content/read';
import { locales, localeSuffix } from '@/lib/i18n';
import { hrefFor } from '@/lib/routing';
import { waitForHydration } from './support/site';
import { answerThirdParties, sentEvents } from './support/third-parties';

/*
 * Field measurement: with analytics consent, real visitors' LCP, INP and CLS go to GA4
 * as events; without it, the measuring code is not even downloaded.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await answerThirdParties(context, baseURL);
});

/** The site's scripts this page downloaded that contain the web-vitals library. */
function webVitalsScripts(page: Page): () => Promise<string[]> {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (
      response.request().resourceType() === 'script' &&
      new URL(response.url()).origin === new URL(page.url() || 'http://x').origin
    )
      scripts.push(response);
  });
  return async () => {
    const found: string[] = [];
    for (const script of scripts)
      if ((await script.text()).includes('largest-contentful-paint')) found.push(script.url());
    return found;
  };
}

for (const locale of locales) {
  test(`core web vitals are measured only after consent, and a metric is sent with the page it was measured on, after moving to another page in place (${locale})`, async ({
    page,
  }) => {
    const downloaded = webVitalsScripts(page);
    await page.goto(hrefFor('weddings', locale));
    await waitForHydration(page);
    // Before consent: the page has finished its work (idle), and nothing of web-vitals came.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    expect(await downloaded(), 'web-vitals is not downloaded before consent').toEqual([]);
    expect(await sentEvents(page), 'nothing is sent before consent').toEqual([]);

    await page.getByRole('button', { name: consentMessages[locale].banner.accept }).click();
    await expect.poll(downloaded).toHaveLength(1);
    // The same document moves to the home page with the largest paint, measured on the gallery,
    // not yet reported. (On a slow phone the report of a click waits for an idle moment that comes
    // after the new page is in; here the click is a script's, which the library does not count.)
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole('banner').getByRole('link', { name: getSite().name, exact: true }).dispatchEvent('click');
    await expect(page).toHaveURL(hrefFor('home', locale));
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // The visitor's next input makes the largest paint final: it is reported then.
    await page.keyboard.press('Tab');
    await expect
      .poll(async () => (await sentEvents(page)).find((event) => event.name === 'LCP')?.params)
      .toMatchObject({
        lang: localeSuffix[locale],
        path: hrefFor('weddings', locale),
        metric_rating: expect.any(String),
        value: expect.any(Number),
      });
  });
}
