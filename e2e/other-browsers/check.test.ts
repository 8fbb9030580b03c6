/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { envForToolsWithCaches } from '@/test-support/temporary-folders';

/*
 * The check in other browsers run as `npm run test:browsers` runs it, with Firefox not installed
 * (FIREFOX_PATH names no file): a missing browser fails the check, unless it is skipped on purpose,
 * and never in CI.
 */
const projectRoot = path.resolve(__dirname, '..', '..');

function checkFirefox(flags: string[], ci: boolean) {
  const result = spawnSync(
    process.execPath,
    [require.resolve('tsx/cli'), 'e2e/other-browsers/check.ts', 'firefox', ...flags],
    {
      cwd: projectRoot,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...envForToolsWithCaches(), FIREFOX_PATH: '/nonexistent/firefox', CI: ci ? '1' : undefined },
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the check in other browsers, without the browser', () => {
  it.each([false, true])('fails, naming the file and its Debian package (CI: %s)', (ci) => {
    const { status, output } = checkFirefox([], ci);
    expect(output).toContain('Firefox: FAILED: /nonexistent/firefox is not installed (Debian package firefox-esr)');
    expect(status).toBe(1);
  });

  it('leaves it unchecked when told to with --skip-missing, on a computer that is not CI', () => {
    const { status, output } = checkFirefox(['--skip-missing'], false);
    expect(output).toContain('Firefox: not checked (--skip-missing): /nonexistent/firefox is not installed');
    expect(status).toBe(0);
  });

  it('refuses --skip-missing in CI', () => {
    const { status, output } = checkFirefox(['--skip-missing'], true);
    expect(output).toContain('--skip-missing is refused in CI');
    expect(status).toBe(2);
  });
});
