/** The go-to-top button shows once the page is scrolled more than this. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

export function isPastScrollThreshold(scrollY: number): boolean {
  return scrollY > SCROLL_TO_TOP_THRESHOLD_PX;
}
