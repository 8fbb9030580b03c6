/**
 * The old addresses of content/routes.ts (`movedPages`) that lead to a story no album makes any
 * more: a visitor following one would land on the error page, so the content check names each
 * before the site is published. An album goes when she deletes it, or when `npm run own-work`
 * takes the demo's away (which also takes away the old addresses that led to those).
 */

/**
 * The old addresses leading to a story (`<gallery>/<album>`) whose album is not among `albums`,
 * each as a message; old addresses leading to any other page are not stories and pass.
 */
export function movedPagesToMissingAlbums(
  moved: Readonly<Record<string, string>>,
  galleryPaths: Readonly<Record<string, string>>,
  albums: readonly { slug: string; category: string }[],
): string[] {
  const problems: string[] = [];
  for (const [from, to] of Object.entries(moved)) {
    for (const [gallery, galleryPath] of Object.entries(galleryPaths)) {
      if (!to.startsWith(`${galleryPath}/`)) continue;
      const album = to.slice(galleryPath.length + 1);
      if (album.includes('/') || albums.some((each) => each.slug === album && each.category === gallery)) continue;
      problems.push(
        `content/routes.ts: the old address ${from} leads to ${to}, but no ${gallery} album is called “${album}” any more, so visitors would find nothing there. Ask whoever looks after the site’s code to remove that line from movedPages (or point it at another album).`,
      );
    }
  }
  return problems;
}
