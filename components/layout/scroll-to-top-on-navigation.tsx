'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Spec §2: on every route change the page scrolls to the top (the first load keeps the browser's own position). */
export function ScrollToTopOnNavigation() {
  const pathname = usePathname();
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
