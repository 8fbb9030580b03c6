'use client';

import type { MouseEvent } from 'react';
import { trackEvent, type ClickEventName } from '@/lib/analytics/gtag';
import { RouteLink, type RouteLinkProps } from '@/components/ui/route-link';

export type TrackedLinkProps = RouteLinkProps & { event: ClickEventName };

/** A link to a page of the site that reports a click event (home_about_click_v2…) when analytics consent is granted. */
export function TrackedLink({ event, locale, onClick, ...props }: TrackedLinkProps) {
  const handleClick = (click: MouseEvent<HTMLAnchorElement>) => {
    trackEvent(event, { locale });
    onClick?.(click);
  };
  return <RouteLink {...props} locale={locale} onClick={handleClick} />;
}
