import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import firebase from '@/firebase.json';
import { compileRules, headersFor } from '@/lib/hosting/host-rules';
import { parseHostingConfig } from '@/lib/hosting/hosting-config';
import { addressOf, batchesOf, canonicalPages, exportedHtmlFiles, storyPages, waitForHydration } from './support/site';
import { answerThirdParties } from './support/third-parties';

/*
 * Every HTML file of the export hydrates: the canonical pages, the /en-en aliases and the
 * not-found pages (404.html, pt-pt/404.html, _not-found.html) alike, since the post-build rewrite
 * (scripts/postbuild.ts) touched each of them. The canonical and story pages hydrate in
 * every-page.spec.ts, served by the host; here are all the others. The host reaches some files
 * only through a redirect or a rewrite, so each file is answered as itself at its own address,
 * with the host's headers (its Content-Security-Policy among them); its scripts come from the
 * host as usual.
 */

const rules = compileRules(parseHostingConfig(firebase.hosting));

const kindOf = (file: string) =>
  /(^|\/)_?(404|not-found)\.html$/.test(file)
    ? 'not-found pages'
    : file.includes('en-en')
      ? 'English aliases'
      : file.includes('pt-pt')
        ? 'Portuguese pages'
        : 'English pages';

const swept = new Set([...canonicalPages, ...storyPages].map(({ path }) => path));
const others = exportedHtmlFiles().filter((file) => !swept.has(addressOf(file)));

/** Files of a kind in batches of this many: one page visits them in turn, batches run side by side. */
const BATCH = 8;
const groups = new Map<string, string[]>();
for (const file of others) groups.set(kindOf(file), [...(groups.get(kindOf(file)) ?? []), file]);
const batches = [...groups].flatMap(([kind, files]) =>
  batchesOf(files, BATCH).map((batch) => ({ kind, files: batch })),
);

test('the files checked here and the pages every-page.spec.ts checks are every exported file', () => {
  expect(others.length + swept.size).toBe(exportedHtmlFiles().length);
});

for (const { kind, files } of batches) {
  test(`every exported file of the ${kind} hydrates: ${files.join(', ')}`, async ({ page, context, baseURL }) => {
    test.setTimeout(5_000 * files.length);
    await answerThirdParties(context, baseURL);
    // Hydration does not wait for photos; the boot loader, which waits for the first ones, starts at once.
    await context.route('**/photos/**', (route) => route.abort());
    const served = new Map(files.map((file) => [addressOf(file), file]));
    await page.route(
      (url) => served.has(url.pathname),
      (route) => {
        const file = served.get(new URL(route.request().url()).pathname)!;
        if (route.request().resourceType() !== 'document') return route.fallback();
        const headers = Object.fromEntries(
          [...headersFor(rules, addressOf(file)).values()].map((h) => [h.key, h.value]),
        );
        return route.fulfill({
          headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
          body: readFileSync(join(process.cwd(), 'out', file)),
        });
      },
    );
    for (const [address, file] of served) {
      await test.step(file, async () => {
        await page.goto(address, { waitUntil: 'commit' });
        await waitForHydration(page);
      });
    }
  });
}
