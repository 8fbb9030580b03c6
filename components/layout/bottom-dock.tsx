'use client';

import { guardDock } from '@/lib/deliberate-click';

type BottomDockProps = { className?: string; children: React.ReactNode };

/** The things held at the bottom of the window; each acts only on a click whose press began on it. */
export function BottomDock({ className, children }: BottomDockProps) {
  return (
    <div ref={guardDock} className={className}>
      {children}
    </div>
  );
}
