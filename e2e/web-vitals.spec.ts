import { expect, test, type Page, type Response } from '@playwright/test';
import { consentMessages } from '@/content/dictionaries/consent';
import { locales, localeSuffix } from '@/lib/i18n';
import { hrefFor } from '@/lib/routing';
import { waitForHydration } from './support/site';
import { answerThirdParties, sentEvents } from './support/third-parties';

/*
 * Field measurement (issue 13): with analytics consent, real visitors' LCP, INP and CLS go to GA4
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
  test(`core web vitals are measured and sent only after consent (${locale})`, async ({ page }) => {
    const downloaded = webVitalsScripts(page);
    await page.goto(hrefFor('weddings', locale));
    await waitForHydration(page);
    // Before consent: the page has finished its work (idle), and nothing of web-vitals came.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    expect(await downloaded()).toEqual([]);
    expect(await sentEvents(page)).toEqual([]);

    await page.getByRole('button', { name: consentMessages[locale].banner.accept }).click();
    await expect.poll(downloaded).toHaveLength(1);
    // The visitor's next input makes the page's largest paint final: it is reported then.
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
