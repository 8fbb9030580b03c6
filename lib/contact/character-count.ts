/**
 * The message's character count: shown only near the limit, and read out to screen readers
 * once the visitor pauses rather than on every key.
 */

/** Screen readers hear the count this long after the last keystroke. */
export const COUNT_ANNOUNCE_DELAY_MS = 1000;

/** The count to show for a text of `length` characters, or null while it is far from the limit. */
export function countToShow(length: number, showFrom: number): number | null {
  return length >= showFrom ? length : null;
}

/** Fills `{name}` placeholders with numbers written the way the page's language writes them. */
export function fillNumbers(template: string, numbers: Record<string, number>, lang: string): string {
  const format = new Intl.NumberFormat(lang);
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = numbers[name];
    return value === undefined ? placeholder : format.format(value);
  });
}
