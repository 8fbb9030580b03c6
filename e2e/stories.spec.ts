/**
 * The story pages: one per album of content/albums/, in both languages, complete
 * without JavaScript; the gallery headings that lead to them; their addresses, toggle, metadata,
 * structured data and sitemap entries; the viewer on them. Their cover is checked in
 * e2e/story-cover.spec.ts, a photo tapped before the page's scripts run in e2e/early-tap.spec.ts.
 * Expected words and facts come from content/ and lib/stories.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { albumsByCategory, shownGalleries } from '@/lib/albums';
import { consentMessages } from '@/content/dictionaries/consent';
import { contactMessages } from '@/content/dictionaries/contact';
import { galleryMessages } from '@/content/dictionaries/gallery';
import { storyMessages } from '@/content/dictionaries/stories';
import { formatPosition, PHOTO_PARAM, photoParamValue } from '@/lib/gallery/viewer-index';
import { locales, htmlLang } from '@/lib/i18n';
import { hrefFor, storyHref } from '@/lib/routing';
import { DRAFT_STORAGE_KEY } from '@/lib/contact/draft';
import { formatStoryMonth, storyMonthValue, storyService } from '@/lib/story-format';
import { storyNeighbours } from '@/lib/story-routes';
import { coverIndexOf, getStory } from '@/lib/stories';
import { siteNavigation } from '@/lib/navigation';
import { getSite } from '@/content/read';
import { CONTENT, decodeEntities, isVisitedAlbum, waitForHydration } from './support/site';

const storiesMenuEntry = siteNavigation(shownGalleries).find((entry) => entry.label === 'stories');
const storiesMenuRoute = storiesMenuEntry?.kind === 'link' ? storiesMenuEntry.route : 'weddings';
const stories = shownGalleries.flatMap((category) => albumsByCategory[category].map((group) => ({ category, group })));
const plain = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, '')).trim();
const paragraphs = (html: string) => [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map(([, inner]) => plain(inner!));

/**
 * A story's title in the browser's tab: its names, then, when the album has a place, a dash and
 * the kind of day at that place ('Ana & João — wedding at …, Lagoa'), then the site's name. An
 * album without a place (the schema allows one) has no dash: 'Rita & Nuno | Rita Sousa Photography'.
 */
const storyTabTitle = (title: string, place: string | undefined) =>
  new RegExp(`^${escape(title)}${place ? ` — .*${escape(place)}.*` : ''} \\| ${escape(getSite().name)}$`);

for (const locale of locales) {
  test.describe(`story pages in ${locale}, without JavaScript`, CONTENT, () => {
    test.use({ javaScriptEnabled: false });

    // One browser page per gallery visits its stories in turn (a new browser page costs more than a visit).
    for (const category of shownGalleries) {
      test(`${category}: each story has its breadcrumb, names, place and month, story, every photo, credits, enquiry, neighbours`, async ({
        page,
      }) => {
        const visited = albumsByCategory[category].filter((group) => isVisitedAlbum(group.slug));
        test.setTimeout(30_000 * Math.max(1, visited.length));
        // What is checked is the document: without JavaScript every photo would load at once, and
        // none of them is looked at.
        await page.route('**/photos/**', (route) => route.abort());
        for (const group of visited)
          await test.step(`${category}/${group.slug}`, async () => {
            const story = getStory(category, group.slug, locale);
            const words = storyMessages[locale];
            const response = await page.goto(storyHref(category, group.slug, locale), {
              waitUntil: 'domcontentloaded',
            });
            expect(response?.status()).toBe(200);
            await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
            await expect(page).toHaveTitle(storyTabTitle(story.title, group.place?.[locale]));
            const main = page.getByRole('main');

            const breadcrumb = main.getByRole('navigation', { name: words.breadcrumb });
            // Stories leads to the page the menu's Stories leads to.
            await expect(breadcrumb.getByRole('link', { name: words.stories })).toHaveAttribute(
              'href',
              hrefFor(storiesMenuRoute, locale),
            );
            await expect(
              breadcrumb.getByRole('link', { name: galleryMessages[locale].categories[category], exact: true }),
            ).toHaveAttribute('href', hrefFor(category, locale));
            await expect(breadcrumb.getByText(story.title, { exact: true })).toHaveAttribute('aria-current', 'page');

            await expect(main.getByRole('heading', { level: 1 })).toHaveText(story.title);
            if (group.place) await expect(main.getByText(group.place[locale], { exact: true })).toBeVisible();
            await expect(main.getByText(formatStoryMonth(story.month, locale), { exact: true })).toBeVisible();
            for (const paragraph of paragraphs(story.html)) {
              await expect(main.getByText(paragraph, { exact: true })).toBeVisible();
            }

            // Every photo in the grid, the cover's copy kept from screen readers (it is read once, above).
            const photos = main.getByRole('region', { name: words.photos }).getByRole('link');
            const cover = coverIndexOf(group);
            const read = group.photos.filter((_, index) => index !== cover);
            await expect(photos).toHaveCount(read.length);
            expect(
              await photos.evaluateAll((links) => links.map((link) => link.querySelector('img')?.getAttribute('alt'))),
            ).toEqual(read.map((image) => image.alt[locale]));
            await expect(
              main.getByRole('region', { name: words.photos }).locator('a[aria-hidden="true"] img'),
            ).toHaveAttribute('alt', group.photos[cover]!.alt[locale]);

            const credits = main.getByRole('region', { name: words.credits });
            if (story.credits.length === 0) await expect(credits).toHaveCount(0);
            for (const credit of story.credits) {
              await expect(credits.getByText(words.roles[credit.role], { exact: true })).toBeVisible();
              if (credit.url) {
                const link = credits.getByRole('link', { name: credit.name, exact: true });
                await expect(link).toHaveAttribute('href', credit.url);
                await expect(link).toHaveAttribute('rel', 'noopener');
              } else {
                await expect(credits.getByText(credit.name, { exact: true })).toBeVisible();
              }
            }

            const enquiry = main.getByRole('region', { name: words.enquiry[category].heading });
            await expect(enquiry.getByRole('link', { name: words.enquiry[category].link })).toHaveAttribute(
              'href',
              `${hrefFor('contact', locale)}?service=${encodeURIComponent(storyService[category])}`,
            );

            const more = main.getByRole('navigation', { name: words.more });
            const { previous, next } = storyNeighbours(category, group.slug);
            for (const [folder, label, rel] of [
              [previous, words.previous, 'prev'],
              [next, words.next, 'next'],
            ] as const) {
              const link = more.locator(`a[rel="${rel}"]`);
              if (!folder) {
                await expect(link).toHaveCount(0);
                continue;
              }
              await expect(link).toHaveAttribute('href', storyHref(category, folder, locale));
              await expect(link).toHaveText(`${label} ${getStory(category, folder, locale).title}`);
            }
          });
      });
    }
  });

  test.describe(`story pages in ${locale}: found and shared`, CONTENT, () => {
    test.use({ javaScriptEnabled: false });

    test('title, description, canonical, alternates, sharing card and structured data', async ({ page }) => {
      const { category, group } = stories.find(({ group }) => group.place) ?? stories[0]!;
      const story = getStory(category, group.slug, locale);
      // What search engines and sharing cards read is in the document: its photos need not load.
      await page.goto(storyHref(category, group.slug, locale), { waitUntil: 'domcontentloaded' });
      await expect(page).toHaveTitle(storyTabTitle(story.title, group.place?.[locale]));
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', story.summary);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${escape(storyHref(category, group.slug, locale))}$`),
      );
      for (const [lang, target] of [
        ['en', storyHref(category, group.slug, 'en')],
        ['pt-PT', storyHref(category, group.slug, 'pt')],
        ['x-default', storyHref(category, group.slug, 'en')],
      ] as const) {
        await expect(head.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
          'href',
          new RegExp(`${escape(target)}$`),
        );
      }
      const card = await head.locator('meta[property="og:image"]').getAttribute('content');
      await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
      await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      const image = await page.request.get(new URL(card!).pathname);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/jpeg');

      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as Record<string, unknown>,
      );
      const gallery = data.find((item) => item['@type'] === 'ImageGallery')!;
      expect(gallery).toMatchObject({ name: story.title, description: story.summary, inLanguage: htmlLang[locale] });
      expect(gallery.temporalCoverage).toBe(storyMonthValue(story.month));
      const images = gallery.image as { caption: string; creator: unknown; copyrightHolder: unknown }[];
      expect(images.map((item) => item.caption)).toEqual(group.photos.map((item) => item.alt[locale]));
      for (const item of images) {
        expect(item.creator).toBeTruthy();
        expect(item.copyrightHolder).toBeTruthy();
      }
      const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList')!;
      const trail = breadcrumb.itemListElement as { name: string }[];
      expect(trail.at(-1)!.name).toBe(story.title);
    });
  });

  test.describe(`story pages in ${locale}, in the browser`, () => {
    // How the viewer opens and steps on a story does not depend on the language: checked in English.
    // In Portuguese its name and position are checked as it opens at a story's cover, in
    // e2e/story-cover.spec.ts.
    if (locale === 'en') {
      test('the viewer opens on a story page at the clicked photo, with its own address, and Back closes it', async ({
        page,
      }) => {
        // A story with at least three photos (the viewer steps back past the first).
        const { category, group } = stories.find(({ group }) => group.photos.length >= 3)!;
        await page.goto(storyHref(category, group.slug, locale));
        await waitForHydration(page);
        const viewerWords = galleryMessages[locale].viewer;
        await page
          .getByRole('region', { name: storyMessages[locale].photos })
          .getByRole('link', { name: group.photos[2]!.alt[locale], exact: true })
          .click();
        const viewer = page.getByRole('dialog', { name: viewerWords.label });
        await expect(viewer).toBeVisible();
        await expect(viewer.getByText(formatPosition(viewerWords.position, 3, group.photos.length))).toBeVisible();
        await expect.poll(() => new URL(page.url()).searchParams.get(PHOTO_PARAM)).toBe(photoParamValue(group.slug, 2));
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowLeft');
        await expect(
          viewer.getByText(formatPosition(viewerWords.position, group.photos.length, group.photos.length)),
        ).toBeVisible();
        await page.goBack();
        await expect(viewer).toBeHidden();
        expect(new URL(page.url()).pathname).toBe(storyHref(category, group.slug, locale));
      });
    }

    test('the call to enquire ticks the story’s service on the contact page, keeping what was ticked before', async ({
      page,
    }) => {
      const { fields, services } = contactMessages[locale];
      await page.goto(hrefFor('contact', locale));
      await waitForHydration(page);
      const serviceLabel = (service: keyof typeof services) => services[service];
      await page.getByRole('checkbox', { name: serviceLabel('Proposal'), exact: true }).check();
      await page.getByRole('textbox', { name: new RegExp(`^${escape(fields.from_name.label)}`) }).fill('Rita');
      // The draft is kept in this browser; the story's link leads back to the form.
      await page.waitForFunction((key) => Boolean(localStorage.getItem(key)), DRAFT_STORAGE_KEY);
      const { category, group } = stories[0]!;
      await page.goto(storyHref(category, group.slug, locale));
      await page.getByRole('link', { name: storyMessages[locale].enquiry[category].link }).click();
      await waitForHydration(page);
      await expect(
        page.getByRole('checkbox', { name: serviceLabel(storyService[category]), exact: true }),
      ).toBeChecked();
      await expect(page.getByRole('checkbox', { name: serviceLabel('Proposal'), exact: true })).toBeChecked();
    });
  });
}

test.describe('story addresses', () => {
  test('an unknown story shows the home screen of its language, kept out of search; in English with status 404', async ({
    request,
  }) => {
    // The Portuguese one is the host's rewrite to the Portuguese not-found screen (firebase.json).
    for (const [path, file, lang, status] of [
      ['/stories/weddings/no-such-couple', '404.html', htmlLang.en, 404],
      ['/stories/family/no-such-family/pt-pt', 'pt-pt/404.html', htmlLang.pt, undefined],
    ] as const) {
      const response = await request.get(path);
      if (status) expect(response.status(), path).toBe(status);
      const html = await response.text();
      expect(html, `${path} is the not-found home screen`).toBe(readFileSync(join(process.cwd(), 'out', file), 'utf8'));
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).toMatch(/<meta name="robots" content="[^"]*noindex/);
    }
  });
});

test.describe('story pages as a person sees them, with the cookie banner showing', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
  });

  for (const locale of locales) {
    test(`nothing is cut off or covered on a story at 390px and at 1280px (${locale})`, async ({ page }) => {
      const { category, group } = stories.find(({ category, group }) => storyNeighbours(category, group.slug).next)!;
      const words = storyMessages[locale];
      const main = page.getByRole('main');
      // One page, narrowed and widened: each width is laid out afresh from the same document.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(storyHref(category, group.slug, locale));
      await waitForHydration(page);
      for (const width of [390, 1280]) {
        await test.step(`${width}px`, async () => {
          await page.setViewportSize({ width, height: width < 900 ? 844 : 800 });
          await expect(page.getByRole('region', { name: consentMessages[locale].banner.label })).toBeVisible();
          const controls = [
            ...(await main.getByRole('navigation', { name: words.breadcrumb }).getByRole('link').all()),
            main.getByRole('heading', { level: 1 }),
            ...(await main.getByRole('region', { name: words.credits }).getByRole('link').all()),
            main.getByRole('link', { name: words.enquiry[category].link }),
            ...(await main.getByRole('navigation', { name: words.more }).getByRole('link').all()),
          ];
          for (const control of controls) {
            const { text, fits, hit } = await control.evaluate((element) => {
              element.scrollIntoView({ block: 'center' });
              const box = element.getBoundingClientRect();
              const found = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2);
              return {
                text: element.textContent,
                fits: element.scrollWidth <= element.clientWidth + 1,
                hit: found !== null && element.contains(found),
              };
            });
            expect(fits, `${text} is cut off at ${width}px`).toBe(true);
            expect(hit, `${text} is covered at ${width}px`).toBe(true);
          }
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
            `sideways scroll at ${width}px`,
          ).toBeLessThanOrEqual(0);
        });
      }
    });
  }
});

test.describe('a story’s photos in reading order', () => {
  // Stories whose last row the photos do not fill, in two columns and in three.
  const unfilled = stories.filter(({ group }) => group.photos.length % 2 === 1 && group.photos.length % 3 !== 0);

  for (const locale of locales) {
    test(`a last row the photos do not fill starts at the grid’s left edge, as the rows above, at 390px and 1280px (${locale})`, async ({
      page,
    }) => {
      expect(unfilled.length, 'a story whose photos leave its last row part empty').toBeGreaterThan(0);
      for (const { category, group } of unfilled) {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(storyHref(category, group.slug, locale));
        for (const [width, columns] of [
          [390, 2],
          [1280, 3],
        ] as const) {
          await test.step(`${group.slug} at ${width}px`, async () => {
            await page.setViewportSize({ width, height: width < 900 ? 844 : 800 });
            const region = page.getByRole('region', { name: storyMessages[locale].photos });
            // Every photo of the album, the cover's copy included, in the album's order.
            const { gridLeft, lefts } = await region.evaluate((section) => {
              const links = [...section.querySelectorAll('a[data-photo]')];
              return {
                gridLeft: links[0]!.parentElement!.getBoundingClientRect().left,
                lefts: links.map((link) => link.getBoundingClientRect().left),
              };
            });
            expect(lefts).toHaveLength(group.photos.length);
            const columnLefts = [...new Set(lefts.map(Math.round))].toSorted((a, b) => a - b);
            expect(columnLefts, `${columns} columns`).toHaveLength(columns);
            const inLastRow = lefts.length % columns;
            // The last row's photos, left to right from the grid's left edge: its first under the first column.
            const lastRow = lefts.slice(-inLastRow).map((left) => columnLefts.indexOf(Math.round(left)));
            expect(lastRow).toEqual(Array.from({ length: inLastRow }, (_, column) => column));
            expect(Math.abs(lefts[lefts.length - inLastRow]! - gridLeft)).toBeLessThanOrEqual(1);
          });
        }
      }
    });
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
