/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { asText, currentExcerpts, GITHUB_EXCERPT, HOSTING_EXCERPT } from './descriptions';

describe('the vendored descriptions the stand-in is held to', () => {
  // Packs the pinned packages with npm (from its cache after the first time) and extracts again.
  test('are exactly what the pinned packages publish', () => {
    const { github, hosting } = currentExcerpts();
    expect(readFileSync(GITHUB_EXCERPT, 'utf8')).toBe(asText(github));
    expect(readFileSync(HOSTING_EXCERPT, 'utf8')).toBe(asText(hosting));
  }, 180_000);
});
