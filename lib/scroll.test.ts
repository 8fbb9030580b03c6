/** @jest-environment node */
import { isPastScrollThreshold, SCROLL_TO_TOP_THRESHOLD_PX } from './scroll';

describe('isPastScrollThreshold', () => {
  it('is false at the top and up to the threshold itself', () => {
    expect(isPastScrollThreshold(0)).toBe(false);
    expect(isPastScrollThreshold(SCROLL_TO_TOP_THRESHOLD_PX)).toBe(false);
  });

  it('is true one pixel past the threshold and beyond', () => {
    expect(isPastScrollThreshold(SCROLL_TO_TOP_THRESHOLD_PX + 1)).toBe(true);
    expect(isPastScrollThreshold(5000)).toBe(true);
  });
});
