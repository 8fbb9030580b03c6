import { test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileRules, headersFor } from '@/scripts/server/host-rules';
import { readHostingConfig } from '@/scripts/server/hosting-config';
import { addressOf, exportedHtmlFiles, waitForHydration } from './support/site';
import { answerThirdParties } from './support/third-parties';

/*
 * Every HTML file of the export hydrates: the canonical pages, the /en-en aliases and the
 * not-found pages (404.html, pt-pt/404.html, _not-found.html) alike, since the post-build rewrite
 * (scripts/postbuild.ts) touched each of them. The host reaches some files only through a redirect
 * or a rewrite, so each file is answered as itself at its own address, with the host's headers
 * (its Content-Security-Policy among them); its scripts come from the host as usual.
 */

const rules = compileRules(readHostingConfig());

const kindOf = (file: string) =>
  /(^|\/)_?(404|not-found)\.html$/.test(file)
    ? 'not-found pages'
    : file.includes('en-en')
      ? 'English aliases'
      : file.includes('pt-pt')
        ? 'Portuguese pages'
        : 'English pages';

const groups = new Map<string, string[]>();
for (const file of exportedHtmlFiles()) groups.set(kindOf(file), [...(groups.get(kindOf(file)) ?? []), file]);

for (const [kind, files] of groups) {
  test(`every exported file of the ${kind} hydrates (${files.length})`, async ({ page, context, baseURL }) => {
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
