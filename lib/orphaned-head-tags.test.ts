import { removeOrphanedHeadTags } from './orphaned-head-tags';

function tag(html: string, ownedByReact: boolean): Element {
  document.head.insertAdjacentHTML('beforeend', html);
  const element = document.head.lastElementChild!;
  if (ownedByReact) Object.assign(element, { __reactMarker$abc: true });
  return element;
}

beforeEach(() => {
  document.head.innerHTML = '';
});

test('removes the page tags React never adopted and keeps those it owns', () => {
  const oldCanonical = tag('<link rel="canonical" href="https://x.example/faq">', false);
  const oldTitle = tag('<title>FAQ</title>', false);
  const oldDescription = tag('<meta name="description" content="Questions">', false);
  const oldAlternate = tag('<link rel="alternate" hreflang="pt-PT" href="https://x.example/faq/pt-pt">', false);
  const canonical = tag('<link rel="canonical" href="https://x.example/about">', true);
  const title = tag('<title>About</title>', true);
  expect(removeOrphanedHeadTags(document.head)).toBe(4);
  for (const removed of [oldCanonical, oldTitle, oldDescription, oldAlternate]) expect(removed.isConnected).toBe(false);
  expect(canonical.isConnected).toBe(true);
  expect(title.isConnected).toBe(true);
});

test('leaves what is not a page tag alone (styles, the font preload, the manifest, the viewport)', () => {
  const kept = [
    tag('<meta name="viewport" content="width=device-width">', false),
    tag('<link rel="preload" href="/font.woff2" as="font">', false),
    tag('<link rel="manifest" href="/manifest.webmanifest">', false),
    tag('<style>body{}</style>', false),
  ];
  expect(removeOrphanedHeadTags(document.head)).toBe(0);
  expect(kept.every((element) => element.isConnected)).toBe(true);
});
