import type { Metadata } from 'next';
import type { Locale } from './i18n';
import { pageMetadata } from './metadata';
import { resolvePath, staticPathSegments, type ResolvedPath } from './routing';

/** The path of a pre-rendered page from its URL segments. */
export function pathFromSegments(segments: readonly string[] = []): string {
  return '/' + segments.join('/');
}

/** Resolves a pre-rendered page; generateStaticParams only lists paths that resolve. */
export function resolveStaticPath(segments: readonly string[] | undefined, locale: Locale): ResolvedPath & { pathname: string } {
  const pathname = pathFromSegments(segments);
  const resolved = resolvePath(pathname);
  if (!resolved || resolved.locale !== locale) throw new Error(`No ${locale} page at ${pathname}`);
  return { ...resolved, pathname };
}

export function staticMetadata(segments: readonly string[] | undefined, locale: Locale): Metadata {
  const { route } = resolveStaticPath(segments, locale);
  return pageMetadata(route, locale);
}

/** Portuguese pages by number of segments before the `pt-pt` suffix (they live in separate route folders). */
export function portugueseSegments(depth: number): string[][] {
  return staticPathSegments('pt')
    .filter((segments) => segments.length === depth + 1)
    .map((segments) => segments.slice(0, -1));
}
