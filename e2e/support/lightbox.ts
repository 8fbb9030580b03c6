import { expect, type Locator } from '@playwright/test';

/**
 * The larger file a photo's link names for when it is opened without the page's script (its
 * `--full`, components/gallery/lightbox.module.css), as a path: '/photos/…-1200.webp'.
 */
export async function largeFileOf(link: Locator): Promise<string> {
  const value = await link.evaluate((element) => getComputedStyle(element).getPropertyValue('--full'));
  const path = /^url\("?([^")]+)"?\)$/.exec(value.trim())?.[1];
  expect(path, `--full of ${await link.getAttribute('id')}`).toMatch(/^\/photos\/.+-\d+\.webp$/);
  return path!;
}

/**
 * Expects a photo's link to be open over the whole screen: the link covers the window, the photo
 * shows whole inside it in its own shape, and the middle of the screen is the opened photo.
 */
export async function expectOpenFullScreen(link: Locator): Promise<void> {
  await expect(link).toHaveCSS('position', 'fixed');
  const geometry = await link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const img = element.querySelector('img')!;
    const photo = img.getBoundingClientRect();
    const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    return {
      covers: box.left <= 0 && box.top <= 0 && box.right >= window.innerWidth && box.bottom >= window.innerHeight,
      inside:
        photo.left >= 0 && photo.top >= 0 && photo.right <= window.innerWidth && photo.bottom <= window.innerHeight,
      ratio: photo.width / photo.height,
      ownRatio: Number(img.getAttribute('width')) / Number(img.getAttribute('height')),
      large: photo.width >= window.innerWidth * 0.8 || photo.height >= window.innerHeight * 0.6,
      hitsIt: hit !== null && element.contains(hit),
    };
  });
  expect(geometry.covers, 'the opened photo covers the screen').toBe(true);
  expect(geometry.inside, 'the opened photo shows whole').toBe(true);
  expect(geometry.large, 'the opened photo is shown large').toBe(true);
  expect(geometry.ratio).toBeCloseTo(geometry.ownRatio, 1);
  expect(geometry.hitsIt, 'nothing covers the opened photo').toBe(true);
}
