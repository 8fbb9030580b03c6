/**
 * Runs before `npm test`: makes sure a Chromium for the end-to-end tests is there.
 * On Debian/Ubuntu as root: Debian's `chromium` package (no browser download from elsewhere);
 * elsewhere, when no system Chromium is found: Playwright's own browser.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command: string) => execSync(command, { stdio: 'inherit' });
const systemChromium = '/usr/bin/chromium';

if (process.platform === 'linux' && existsSync(systemChromium)) {
  console.log(`End-to-end tests will use ${systemChromium}.`);
} else if (process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log('Installing Debian chromium for the end-to-end tests…');
  run('apt-get update -qq');
  run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
} else {
  console.log("Installing Playwright's Chromium for the end-to-end tests…");
  run('npx playwright install chromium');
}
