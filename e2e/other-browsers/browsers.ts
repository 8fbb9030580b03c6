/**
 * The two browsers of the cross-browser check, each behind the same small EditorBrowser:
 * - Firefox: Debian's firefox-esr, headless, driven by puppeteer-core over WebDriver BiDi. Its
 *   request interception lets the editor's own requests through, answers the GitHub status check
 *   "all is well" (so the editor behaves as on the live site) and refuses any other.
 * - WebKit: the WebKitGTK MiniBrowser, driven by Debian's WebKitWebDriver through selenium-webdriver,
 *   on an X server of its own (Xvfb). It is given a proxy that does not exist for every host but the
 *   editor's, so nothing reaches the internet; this driver cannot report those requests.
 */
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { Capabilities, error, Key, WebDriver, WebElement } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http';
import { DriverService } from 'selenium-webdriver/remote';
import type { EditorBrowser } from './steps';

const WINDOW = { width: 1400, height: 900 };
const FIREFOX =
  process.env.FIREFOX_PATH ?? ['/usr/bin/firefox-esr', '/usr/bin/firefox'].find(existsSync) ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const XVFB = '/usr/bin/Xvfb';
/** Where Debian's libwebkit2gtk-4.1-0 puts MiniBrowser (`dpkg -L libwebkit2gtk-4.1-0`). */
const MINIBROWSER = `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/webkit2gtk-4.1/MiniBrowser`;

/** Why the browser cannot be checked here (the files missing, with their Debian packages), or null. */
export function missing(name: 'Firefox' | 'WebKit'): string | null {
  const needs: Record<string, string[][]> = {
    Firefox: [[FIREFOX, 'firefox-esr']],
    WebKit: [
      [WEBKIT_DRIVER, 'webkit2gtk-driver'],
      [XVFB, 'xvfb'],
      [MINIBROWSER, 'libwebkit2gtk-4.1-0'],
    ],
  };
  const absent = needs[name]!.filter(([file]) => !existsSync(file!));
  return absent.length
    ? absent.map(([file, apt]) => `${file} is not installed (Debian package ${apt})`).join('; ')
    : null;
}

export async function launchFirefox(editorOrigin: string): Promise<EditorBrowser<ElementHandle<Element>>> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    args: [`--width=${WINDOW.width}`, `--height=${WINDOW.height}`],
    defaultViewport: WINDOW,
    timeout: 60_000,
    protocolTimeout: 60_000,
    // The check closes the browser itself on Ctrl+C, then deletes its folder: Puppeteer's own handlers would exit first.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const close = () => browser.close().catch(() => void browser.process()?.kill('SIGKILL'));
  try {
    const [page] = await browser.pages();
    const otherHosts: string[] = [];
    await page!.setRequestInterception(true);
    page!.on('request', (request) => {
      const url = new URL(request.url());
      // A request the page gave up on (a navigation, the browser closing) can no longer be answered.
      const settled = () => undefined;
      if (url.origin === editorOrigin || ['data:', 'blob:', 'about:'].includes(url.protocol)) {
        request.continue().catch(settled);
      } else if (url.href === 'https://www.githubstatus.com/api/v2/status.json') {
        otherHosts.push(`${request.method()} ${url.href} (answered: all is well)`);
        const body = JSON.stringify({ status: { indicator: 'none' } });
        const headers = { 'access-control-allow-origin': '*' };
        request.respond({ status: 200, contentType: 'application/json', headers, body }).catch(settled);
      } else {
        otherHosts.push(`${request.method()} ${url.href} (refused)`);
        request.abort('blockedbyclient').catch(settled);
      }
    });
    const keyboard = page!.keyboard;
    return {
      label: `Firefox ${(await browser.version()).replace(/^firefox\//i, '')}`,
      otherHosts,
      open: (url) => page!.goto(url).then(() => undefined),
      evaluate: <T>(expression: string) => page!.evaluate(expression) as Promise<T>,
      async element(expression) {
        const handle = await page!.evaluateHandle(expression);
        return (handle.asElement() as ElementHandle<Element> | null) ?? (await handle.dispose(), null);
      },
      click: (element) => element.click(),
      async type(element, text, replace) {
        // No-op when it has the focus already: the caret stays where the click put it.
        await element.focus();
        if (replace) {
          await keyboard.down('Control');
          await keyboard.press('KeyA');
          await keyboard.up('Control');
        }
        await keyboard.type(text);
      },
      upload: (element, file) => (element as ElementHandle<HTMLInputElement>).uploadFile(file),
      screenshot: (file) => page!.screenshot({ path: file }).then(() => undefined),
      close,
    };
  } catch (failure) {
    await close();
    throw failure;
  }
}

/**
 * Runs one WebDriver command; a failure names it and WebDriver's own error code ("unknown error"…),
 * which isBrowserCrash reads.
 */
async function command<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (failure) {
    // The driver's answers come back as WebDriverError's subclasses, one per error code.
    const answered = failure instanceof error.WebDriverError && failure.constructor !== error.WebDriverError;
    const { error: code, message } = error.encodeError(failure);
    throw new Error(`WebDriver ${name}: ${answered ? `${code} ` : ''}${message}`.trim());
  }
}

export async function launchWebKit(editorOrigin: string): Promise<EditorBrowser<WebElement>> {
  // -displayfd: Xvfb takes a free display number and writes it on that descriptor when it is ready.
  const screen = `${WINDOW.width}x${WINDOW.height + 100}x24`;
  const xvfb = spawn(XVFB, ['-displayfd', '1', '-screen', '0', screen, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let service: DriverService | null = null;
  let session: WebDriver | null = null;
  const close = async () => {
    await session?.quit().catch(() => undefined);
    await service?.kill().catch(() => undefined);
    xvfb.kill();
  };
  try {
    const display = await new Promise<string>((resolve, reject) => {
      xvfb.stdout.once('data', (chunk: Buffer) => resolve(`:${chunk.toString().trim()}`));
      xvfb.once('exit', (code) => reject(new Error(`Xvfb ended (${code}) before it was ready`)));
    });
    service = new DriverService.Builder(WEBKIT_DRIVER)
      .setLoopback(true)
      .setEnvironment({ ...process.env, DISPLAY: display })
      .build();
    const { hostname } = new URL(editorOrigin);
    const capabilities = new Capabilities({
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER,
        args: ['--automation', '--proxy=http://127.0.0.1:9', `--ignore-host=${hostname}`],
      },
    });
    const driver = WebDriver.createSession(new Executor(new HttpClient(await service.start())), capabilities);
    session = driver;
    const version = await command('new session', async () => (await driver.getCapabilities()).getBrowserVersion());
    await driver
      .manage()
      .window()
      .setRect(WINDOW)
      .catch(() => undefined);
    const execute = (expression: string) =>
      command('execute script', () => driver.executeScript<unknown>(`return (${expression});`));
    return {
      label: `WebKit ${version ?? ''} (MiniBrowser)`.replace('  ', ' '),
      otherHosts: [],
      open: (url) => command('navigate', () => driver.get(url)),
      evaluate: async <T>(expression: string) => (await execute(expression)) as T,
      element: async (expression) => {
        const found = await execute(expression);
        return found instanceof WebElement ? found : null;
      },
      click: (element) => command('element click', () => element.click()),
      async type(element, text, replace) {
        if (replace) await command('element send keys', () => element.sendKeys(Key.CONTROL, 'a'));
        await command('element send keys', () => element.sendKeys(text.replace(/\n/g, Key.ENTER)));
      },
      upload: (element, file) => command('element send keys', () => element.sendKeys(file)),
      async screenshot(file) {
        writeFileSync(file, Buffer.from(await command('take screenshot', () => driver.takeScreenshot()), 'base64'));
      },
      close,
    };
  } catch (failure) {
    await close();
    throw failure;
  }
}
