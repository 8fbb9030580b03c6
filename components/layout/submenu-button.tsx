'use client';

import { useState, type ReactNode } from 'react';

type SubmenuButtonProps = { controls: string; className?: string; children: ReactNode };

/**
 * Opens a navbar submenu on click or tap. Hover and keyboard focus open it through CSS
 * (:hover, :focus-within), so its links stay reachable with Tab even when closed.
 */
export function SubmenuButton({ controls, className, children }: SubmenuButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      data-open={open || undefined}
      onClick={() => setOpen((value) => !value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      {children}
    </button>
  );
}
