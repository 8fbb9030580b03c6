import { existsSync } from 'node:fs';

/** Debian's Chromium (Playwright's and Lighthouse's alike); CHROME_PATH overrides. */
export const chromePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** No background traffic (updates, sync, field trials) competing with the page for the network or the CPU. */
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
