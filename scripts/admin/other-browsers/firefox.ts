/**
 * Firefox for the cross-browser check: Debian's firefox-esr, driven by puppeteer-core over
 * WebDriver BiDi (Puppeteer's only protocol for Firefox), headless. Every request leaves through
 * Puppeteer's interception: the editor's own go on, the GitHub status check is answered "all is
 * well" (as GitHub would, so the editor behaves as on the live site), and any other is recorded
 * and refused, so the check never depends on the internet.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type ElementHandle, type HTTPRequest } from 'puppeteer-core';
import type { EditorBrowser, Records } from './driver';
import { NO_RECORDER, recorded, recorderSource, type InPageRecords } from './page-scripts';

/** Debian's Firefox, or the one GitHub's Ubuntu runners have; FIREFOX_PATH names another. */
const FIREFOX =
  process.env.FIREFOX_PATH ?? ['/usr/bin/firefox-esr', '/usr/bin/firefox'].find(existsSync) ?? '/usr/bin/firefox-esr';

/** Why Firefox cannot be checked here, or null when it can. */
export function firefoxMissing(): string | null {
  return existsSync(FIREFOX) ? null : `${FIREFOX} is not installed (Debian package firefox-esr)`;
}

/** The editor's GitHub status check, and the answer GitHub gives when all is well. */
const GITHUB_STATUS = 'https://www.githubstatus.com/api/v2/status.json';
const GITHUB_STATUS_ANSWER = JSON.stringify({ status: { indicator: 'none' } });

const VIEWPORT = { width: 1400, height: 900 };

export async function launchFirefox(editorOrigin: string): Promise<EditorBrowser<ElementHandle<Element>>> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX,
    headless: true,
    args: [`--width=${VIEWPORT.width}`, `--height=${VIEWPORT.height}`],
    timeout: 60_000,
    protocolTimeout: 60_000,
    // The check closes the browser itself on Ctrl+C, after which it deletes its folder: Puppeteer's
    // own handlers would end the process first.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const closeBrowser = async () => {
    await browser.close().catch(() => browser.process()?.kill('SIGKILL'));
  };
  try {
    const page = await browser.newPage();
    await page.setViewport(VIEWPORT);
    const records: Records = { consoleErrors: [], pageErrors: [], csp: [], otherHosts: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') records.consoleErrors.push(message.text().slice(0, 400));
    });
    page.on('pageerror', (error) =>
      records.pageErrors.push((error instanceof Error ? error.message : String(error)).slice(0, 400)),
    );

    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      const url = new URL(request.url());
      // A request the page gave up on (a navigation, the browser closing) can no longer be answered.
      const settled = () => undefined;
      if (url.origin === editorOrigin || ['data:', 'blob:', 'about:'].includes(url.protocol)) {
        request.continue().catch(settled);
      } else if (request.url() === GITHUB_STATUS) {
        records.otherHosts.push(`${request.method()} ${request.url()} (answered: all is well)`);
        request
          .respond({
            status: 200,
            contentType: 'application/json',
            headers: { 'access-control-allow-origin': '*' },
            body: GITHUB_STATUS_ANSWER,
          })
          .catch(settled);
      } else {
        records.otherHosts.push(`${request.method()} ${request.url()} (refused)`);
        request.abort('blockedbyclient').catch(settled);
      }
    });
    await page.evaluateOnNewDocument(recorderSource);

    return {
      label: `Firefox ${(await browser.version()).replace(/^firefox\//i, '')}`,
      async open(url) {
        await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      },
      async evaluate<T>(expression: string) {
        return (await page.evaluate(expression)) as T;
      },
      async element(expression) {
        const handle = await page.evaluateHandle(expression);
        const element = handle.asElement();
        if (!element) await handle.dispose();
        return element as ElementHandle<Element> | null;
      },
      async click(element) {
        await element.click();
      },
      async type(element, text) {
        // No-op when it has the focus already: the caret stays where the click put it.
        await element.focus();
        await page.keyboard.type(text);
      },
      async selectAll() {
        await page.keyboard.down('Control');
        await page.keyboard.press('KeyA');
        await page.keyboard.up('Control');
      },
      async upload(element, file) {
        await (element as ElementHandle<HTMLInputElement>).uploadFile(file);
      },
      async screenshot(file) {
        await page.screenshot({ path: file });
      },
      async records() {
        const inPage = (await page.evaluate(recorded).catch(() => null)) as InPageRecords | null;
        return { ...records, csp: inPage?.csp ?? [NO_RECORDER] };
      },
      close: closeBrowser,
    };
  } catch (error) {
    await closeBrowser();
    throw error;
  }
}
