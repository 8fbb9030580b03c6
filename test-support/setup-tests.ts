/**
 * Runs before `npm test`: makes sure the browsers of the tests are there.
 * - Chromium for the end-to-end tests. On Debian/Ubuntu as root: Debian's `chromium` package (no
 *   browser download from elsewhere), and its `chromium-headless-shell` where the distribution has
 *   one (playwright.config.ts prefers it: the same engine at less CPU; without it the tests use the
 *   full browser); elsewhere, when no system Chromium is found: Playwright's own.
 * - Firefox and WebKit for the editor's check in other browsers (npm run test:browsers): on
 *   Debian/Ubuntu as root, the packages that bring them (firefox-esr, webkit2gtk-driver with its
 *   MiniBrowser, xvfb); elsewhere that check fails, naming what is missing (its --skip-missing
 *   leaves them unchecked, outside CI).
 * - Liberation Serif, the stand-in with Times New Roman's metrics that the display font's fallback
 *   names on Linux (e2e/visible.spec.ts checks the header at 320 px with the font held back).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command: string) => execSync(command, { stdio: 'inherit' });
const systemChromium = '/usr/bin/chromium';
const headlessShell = '/usr/bin/chromium-headless-shell';
const canInstall = process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
/** Debian packages, by a file each one installs. */
const debianPackages: Record<string, string> = {
  '/usr/bin/firefox-esr': 'firefox-esr',
  '/usr/bin/WebKitWebDriver': 'webkit2gtk-driver',
  '/usr/bin/Xvfb': 'xvfb',
  '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf': 'fonts-liberation',
};

const missing = [
  ...(process.platform === 'linux' && existsSync(systemChromium) ? [] : ['chromium']),
  ...Object.entries(debianPackages)
    .filter(([file]) => !existsSync(file))
    .map(([, name]) => name),
];

if (canInstall && missing.length > 0) {
  console.log(`Installing Debian's ${missing.join(', ')} for the tests…`);
  run('apt-get update -qq');
  run(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`);
} else if (missing.includes('chromium') && !(process.platform === 'linux' && existsSync(systemChromium))) {
  console.log("Installing Playwright's Chromium for the end-to-end tests…");
  run('npx playwright install chromium');
}
if (canInstall && existsSync(systemChromium) && !existsSync(headlessShell)) {
  try {
    run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell');
  } catch {
    console.log('No chromium-headless-shell package here: the end-to-end tests use the full browser.');
  }
}
const testChromium = [headlessShell, systemChromium].find((file) => existsSync(file));
if (testChromium) console.log(`End-to-end tests will use ${testChromium}.`);
