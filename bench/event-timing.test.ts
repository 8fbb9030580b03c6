/** @jest-environment node */
import { galleryMessages } from '../content/dictionaries/gallery';
import { locales } from '../lib/i18n';
import { formatPosition } from '../lib/gallery/viewer-index';
import { interactionDuration, interactionsOf, positionPattern, shownAfter, type EventEntry } from './event-timing';

const entry = (interactionId: number, name: string, startTime: number, duration: number): EventEntry => ({
  interactionId,
  name,
  startTime,
  duration,
});

describe('interactionDuration', () => {
  const entries = [
    entry(1, 'pointerdown', 100, 24),
    entry(3, 'pointerdown', 500, 40),
    entry(3, 'pointerup', 540, 32),
    entry(3, 'click', 541, 112),
    entry(5, 'keydown', 900, 32),
  ];

  it('is the longest event of the interaction that started in the window', () => {
    expect(interactionDuration(entries, 400, 800)).toBe(112);
  });

  it('leaves out interactions before the window and the sentinel after it', () => {
    expect(interactionDuration(entries, 50, 450)).toBe(24);
  });

  it('is null when the browser reported no event of the interaction (all under the threshold)', () => {
    expect(interactionDuration(entries, 600, 800)).toBeNull();
  });

  it('ignores events that belong to no interaction', () => {
    expect(interactionDuration([entry(0, 'mouseover', 500, 300)], 400, 800)).toBeNull();
  });
});

describe('positionPattern', () => {
  it.each(locales)("matches the viewer's caption in %s at the given position only", (locale) => {
    const template = galleryMessages[locale].viewer.position;
    const pattern = positionPattern(template, 2);
    expect(formatPosition(template, 2, 25)).toMatch(pattern);
    expect(formatPosition(template, 12, 25)).not.toMatch(pattern);
    expect(formatPosition(template, 1, 25)).not.toMatch(pattern);
  });
});

describe('shownAfter', () => {
  it('runs from the press to the first dialog frame after it', () => {
    expect(shownAfter(1000, [200, 1340, 2000])).toBe(340);
  });

  it('is unknown without a press or without a dialog shown after it', () => {
    expect(shownAfter(null, [1340])).toBeNull();
    expect(shownAfter(1000, [200])).toBeNull();
  });
});

describe('interactionsOf', () => {
  it("groups the events of one interaction, from its first event's start, as long as its slowest", () => {
    const grouped = interactionsOf([
      entry(7, 'click', 541, 112),
      entry(7, 'pointerdown', 500, 40),
      entry(7, 'pointerup', 540, 32),
      entry(9, 'keydown', 900, 32),
    ]);
    expect(grouped).toEqual([
      { interactionId: 7, startTime: 500, duration: 112 },
      { interactionId: 9, startTime: 900, duration: 32 },
    ]);
  });

  it('keeps interactions apart however close in time, and leaves out events of none', () => {
    const grouped = interactionsOf([
      entry(3, 'click', 500, 24),
      entry(4, 'click', 501, 80),
      entry(0, 'mouseover', 499, 300),
    ]);
    expect(grouped.map((interaction) => [interaction.interactionId, interaction.duration])).toEqual([
      [3, 24],
      [4, 80],
    ]);
  });
});
