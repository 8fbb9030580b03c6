import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the pre-rendered HTML and while React hydrates it, true from then on (and at once in a
 * component that mounts later): a component can render the server's markup first and what only
 * the browser knows after, without a mismatch and without an effect's extra render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
