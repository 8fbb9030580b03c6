'use client';

import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';

type SubmenuButtonProps = { controls: string; className?: string; children: ReactNode };

/**
 * Opens a navbar submenu on click or tap. Hover and keyboard focus open it through CSS
 * (:hover, :focus-within), so its links stay reachable with Tab even when closed. Opened on a
 * page, it closes when the visitor moves to another one (the navbar stays in place).
 */
export function SubmenuButton({ controls, className, children }: SubmenuButtonProps) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      data-open={open || undefined}
      onClick={() => setOpenOn(open ? null : pathname)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpenOn(null);
      }}
    >
      {children}
    </button>
  );
}
