'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { trackPageView, type PageViewEventName } from '@/lib/analytics/gtag';
import type { Locale } from '@/lib/i18n';

export type TrackPageViewProps = {
  event: PageViewEventName;
  locale: Locale;
};

/**
 * Drop into a page to report its view (spec §7). Sent only with analytics consent; if the visitor
 * grants consent while on the page, the view is sent then. Renders nothing.
 */
export function TrackPageView({ event, locale }: TrackPageViewProps) {
  const pathname = usePathname();
  useEffect(
    () => trackPageView(event, { locale, path: pathname ?? window.location.pathname }),
    [event, locale, pathname],
  );
  return null;
}
