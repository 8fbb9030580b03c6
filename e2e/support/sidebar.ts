import { expect, type Locator } from '@playwright/test';
import { shownGalleries } from '@/lib/albums';
import { siteNavigation } from '@/lib/navigation';

/**
 * The open sidebar's entries, each whole and inside its panel: every entry of the navigation
 * (links and group labels), then the language toggle. A label cut off or pushed past the panel's
 * edge is invisible to role-based checks, so each is measured.
 */
export async function expectSidebarEntriesToFit(sidebar: Locator): Promise<void> {
  const entries = await sidebar.locator('nav li > :is(a, span), a').evaluateAll(
    (elements, dialog) => {
      const panel = dialog.getBoundingClientRect();
      return elements.map((element) => {
        const box = element.getBoundingClientRect();
        return {
          text: element.textContent,
          fits: element.clientWidth > 0 && element.scrollWidth <= element.clientWidth,
          inside: box.left >= panel.left && box.right <= panel.right && box.top >= panel.top,
        };
      });
    },
    await sidebar.elementHandle(),
  );
  expect(entries).toHaveLength(
    siteNavigation(shownGalleries).flatMap((entry) => [entry, ...(entry.children ?? [])]).length + 1,
  );
  expect(
    entries.filter((entry) => !entry.fits || !entry.inside),
    'entries cut off or outside the panel',
  ).toEqual([]);
}
