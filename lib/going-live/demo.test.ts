/** @jest-environment node */
import { isContentText } from './demo';

describe('the content files the checks read', () => {
  it.each([
    ['content/settings/site.yml', true],
    ['content/settings/sharing.yaml', true],
    ['content/albums/rita-nuno/index.en.md', true],
    ['content/albums/rita-nuno/index.pt.md', true],
    ['content/pages/faq.en.yml', true],
    ['content/pages/faq.ts', false],
    ['content/README.md', false],
    ['content/albums/README.md', false],
    ['content/pages/faq.test.ts', false],
    ['content/albums/rita-nuno/IMG_1002.webp', false],
    ['content/site.ts', false],
    ['docs/photographer-guide.md', false],
    ['README.md', false],
  ])('%s: %s', (file, read) => {
    expect(isContentText(file)).toBe(read);
  });
});
