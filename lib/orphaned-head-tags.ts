/** The page-level tags of <head> that Next.js writes from each page's metadata. */
const PAGE_HEAD_TAGS =
  'title, meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"], link[rel="alternate"][hreflang]';

/**
 * Next.js 16 leaves the first page's head tags in place when the visitor moves to another page
 * before React has adopted them (they are adopted a moment after the page's scripts take over):
 * the page then has two canonical URLs, two descriptions… React marks the head tags it owns with a
 * private key, the only way to tell them from those it never adopted (docs/decisions/0006, which
 * says why no public one exists); the others belong to no page on show and are removed here, after
 * each change of page. React never touches them again, so removing them is safe.
 * e2e/navigation.spec.ts ends each change of page with one title and one canonical link.
 */
export function removeOrphanedHeadTags(head: HTMLHeadElement): number {
  const orphans = [...head.querySelectorAll(PAGE_HEAD_TAGS)].filter(
    (element) => !Object.keys(element).some((key) => key.startsWith('__reactMarker$')),
  );
  for (const orphan of orphans) orphan.remove();
  return orphans.length;
}
