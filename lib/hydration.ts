/**
 * The attribute on <html> that says the page's scripts have taken over: the page sets it
 * (components/layout/navigation-effects.tsx), the boot loader waits for it to press again a
 * button pressed too early (scripts/postbuild/boot-loader.ts), and the end-to-end tests wait for it.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
