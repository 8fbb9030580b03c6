import { useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-paint';

/**
 * False in the pre-rendered HTML, while React hydrates it and until the next frame has been
 * painted, true from then on: work that can wait (a photo loaded ahead) then runs in a task of its
 * own after the page has answered, instead of lengthening the hydration's task.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
