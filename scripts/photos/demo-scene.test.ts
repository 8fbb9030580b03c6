/** @jest-environment node */
import { createRandom, demoPhotoPlan, hashString, paintScene } from './demo-scene';

describe('demo scenes', () => {
  it('draw the same numbers from the same seed, within range', () => {
    const a = createRandom(hashString('weddings/ana-joao/1'));
    const b = createRandom(hashString('weddings/ana-joao/1'));
    const draws = Array.from({ length: 100 }, () => a.next());
    expect(Array.from({ length: 100 }, () => b.next())).toEqual(draws);
    expect(draws.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(draws).size).toBe(100);
  });

  it('plan a photo from its album and number alone', () => {
    const plan = demoPhotoPlan('couples', 'x', 3);
    const again = demoPhotoPlan('couples', 'x', 3);
    expect({ ...again, random: null }).toEqual({ ...plan, random: null });
    expect(Math.max(plan.width, plan.height)).toBeGreaterThanOrEqual(2000);
    expect(Math.max(plan.width, plan.height)).toBeLessThanOrEqual(3000);
  });

  it('give different albums different photos, in portrait, landscape and square frames', () => {
    const plans = Array.from({ length: 60 }, (_, index) => demoPhotoPlan('weddings', `album-${index}`, 1));
    const shapes = new Set(
      plans.map(({ width, height }) => (width > height ? 'landscape' : width < height ? 'portrait' : 'square')),
    );
    expect(shapes).toEqual(new Set(['landscape', 'portrait', 'square']));
  });

  it('paint a scene with a horizon inside the frame and pixel values a photo could have', () => {
    const { pixels, horizon } = paintScene(40, 30, createRandom(7), 'coast');
    expect(pixels).toHaveLength(40 * 30 * 3);
    expect(horizon).toBeGreaterThan(0.3);
    expect(horizon).toBeLessThan(0.7);
    expect(pixels.every((value) => Number.isFinite(value) && value > -64 && value < 320)).toBe(true);
  });
});
