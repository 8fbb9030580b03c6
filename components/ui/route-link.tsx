'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import type { RouteKey } from '@/content/routes';
import type { Locale } from '@/lib/i18n';
import { hrefFor } from '@/lib/routing';

type SiteLinkProps = ComponentProps<'a'> & { href: string };
export type RouteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { route: RouteKey; locale: Locale };

/**
 * A link to a page of the site in the same language: the page changes in place (next/link),
 * without reloading the document; without JavaScript it is a plain link. The next page's data is
 * fetched only when the visitor shows intent (a pointer over it, focus, a touch), never for every
 * link in view: that kept the first visit light (the home page would otherwise fetch six pages).
 * The scroll to the top and the move of focus are NavigationEffects', on every change of page.
 */
export function SiteLink({ href, onMouseEnter, onFocus, onTouchStart, ...props }: SiteLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      scroll={false}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
    />
  );
}

/** A SiteLink to a route of content/routes.ts in a language. */
export function RouteLink({ route, locale, ...props }: RouteLinkProps) {
  return <SiteLink {...props} href={hrefFor(route, locale)} />;
}
