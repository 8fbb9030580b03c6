'use client';

import type { ComponentProps, MouseEvent } from 'react';
import { trackEvent, type ClickEventName } from '@/lib/analytics/gtag';
import type { Locale } from '@/lib/i18n';

export type TrackedLinkProps = ComponentProps<'a'> & {
  event: ClickEventName;
  locale: Locale;
};

/** A link that reports a click event (spec §7) when analytics consent is granted. */
export function TrackedLink({ event, locale, onClick, ...props }: TrackedLinkProps) {
  const handleClick = (click: MouseEvent<HTMLAnchorElement>) => {
    trackEvent(event, { locale });
    onClick?.(click);
  };
  return <a {...props} onClick={handleClick} />;
}
