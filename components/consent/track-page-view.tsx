'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { trackPageView, type PageViewEventName } from '@/lib/analytics/gtag';
import type { Locale } from '@/lib/i18n';

export type TrackPageViewProps = {
  locale: Locale;
  /** The page's own view event (view_home_v2, view_testimonials_v2…), if it has one. */
  event: PageViewEventName | null;
  /** The page's title (document.title may still be the previous page's while the page arrives). */
  title: string;
};

/**
 * In every page: reports its view once each time it is shown (GA4's page_view and the page's
 * own view event), with consent only; if the visitor grants consent while on the page, the view
 * is sent then. Renders nothing.
 */
export function TrackPageView({ locale, event, title }: TrackPageViewProps) {
  const pathname = usePathname();
  useEffect(
    () => trackPageView({ locale, event, path: pathname ?? window.location.pathname, title }),
    [event, locale, pathname, title],
  );
  return null;
}
