'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydration';
import { removeOrphanedHeadTags } from '@/lib/orphaned-head-tags';
import { markDocumentPageShown } from '@/lib/page-start';

/**
 * What every change of page inside the document does: the new page starts at its top and the focus moves to its main content,
 * so keyboard and screen-reader users continue from there (Next.js announces the new title).
 * A change of the query alone (the photo viewer's ?photo=) is not a change of page.
 */
export function NavigationEffects() {
  const pathname = usePathname();
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    if (shownPath.current === null) {
      shownPath.current = pathname;
      markDocumentPageShown();
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
      return;
    }
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    removeOrphanedHeadTags(document.head);
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
