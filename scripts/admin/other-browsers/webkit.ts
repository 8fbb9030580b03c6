/**
 * WebKit for the cross-browser check: Debian's WebKitWebDriver (webkit2gtk-driver) driving the
 * WebKitGTK MiniBrowser under a virtual X server (xvfb-run), through selenium-webdriver.
 *
 * That WebKitWebDriver has no WebDriver BiDi and no log endpoint, so nothing could run before the
 * page's scripts nor see the requests. The browser is therefore pointed at a small recording proxy
 * started here: it passes the editor's requests on, adding one same-origin <script> at the top of
 * the editor's page (the recorder of page-scripts.ts, allowed by the page's CSP), and records and
 * refuses every other (HTTPS arrives as CONNECT and cannot be answered, so the GitHub status
 * check is only recorded, and fails in the page as it would offline).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { Capabilities, error, Key, WebDriver, WebElement } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http';
import type { EditorBrowser, Records } from './driver';
import { NO_RECORDER, recorded, recorderSource, type InPageRecords } from './page-scripts';

const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const XVFB_RUN = '/usr/bin/xvfb-run';
/** Where Debian's libwebkit2gtk-4.1-0 puts MiniBrowser (`dpkg -L libwebkit2gtk-4.1-0`). */
const MINIBROWSER = `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/webkit2gtk-4.1/MiniBrowser`;

/** Why WebKit cannot be checked here, or null when it can. */
export function webkitMissing(): string | null {
  const missing = [
    [WEBKIT_DRIVER, 'webkit2gtk-driver'],
    [XVFB_RUN, 'xvfb'],
    [MINIBROWSER, 'libwebkit2gtk-4.1-0'],
  ].filter(([file]) => !existsSync(file!));
  return missing.length === 0
    ? null
    : missing.map(([file, apt]) => `${file} is not installed (Debian package ${apt})`).join('; ');
}

const RECORDER_PATH = '/__other-browsers/recorder.js';
const WINDOW = { width: 1400, height: 900 };

/** A port free now (WebKitWebDriver wants a number, not 0). */
async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The recording proxy (see the file's comment); `external` collects the other hosts' requests. */
async function startProxy(editorOrigin: string, external: string[]): Promise<http.Server> {
  const editor = new URL(editorOrigin);
  const proxy = http.createServer((request, response) => {
    let url: URL;
    try {
      url = new URL(request.url ?? '');
    } catch {
      response.writeHead(400).end('A proxy request names its whole address.');
      return;
    }
    if (url.origin !== editor.origin) {
      external.push(`${request.method} ${url.href} (refused)`);
      response.writeHead(502).end('Refused by the cross-browser check.');
      return;
    }
    if (url.pathname === RECORDER_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(recorderSource);
      return;
    }
    // The editor listens on 127.0.0.1; "localhost" in its address could resolve to ::1 here.
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: editor.port,
        path: url.pathname + url.search,
        method: request.method,
        // Plain bytes, so that the editor's page can have the recorder added (the host gzips text).
        headers: { ...request.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const html = (answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!html) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const page = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head>/i, `<head><script src="${RECORDER_PATH}"></script>`);
          const headers = { ...answer.headers };
          delete headers['content-length'];
          response.writeHead(answer.statusCode ?? 502, headers).end(page);
        });
      },
    );
    upstream.on('error', (error) => response.writeHead(502).end(error.message));
    request.pipe(upstream);
  });
  proxy.on('connect', (request: http.IncomingMessage, socket: Duplex) => {
    external.push(`CONNECT ${request.url} (refused)`);
    socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return proxy;
}

/** The processes whose parent is `pid`, with their names (from /proc). */
function childrenOf(pid: number): { pid: number; name: string }[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // "pid (name) state ppid …": the name may hold spaces and parentheses.
        const [, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        return Number(parent) === pid ? [{ pid: Number(entry), name }] : [];
      } catch {
        return []; // Gone meanwhile.
      }
    });
}

/**
 * Stops the driver, then xvfb-run with everything it started. The driver is stopped alone first:
 * xvfb-run then stops its X server and deletes its temporary folder itself, which it does not do
 * when it is killed. Whatever is left of its process group (its own) is killed after.
 */
async function stopDriver(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (!pid) return;
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const within = (ms: number) =>
    Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);
  const signal = (target: number, name: NodeJS.Signals) => {
    try {
      process.kill(target, name);
    } catch {
      // Already gone.
    }
  };
  for (const driver of childrenOf(pid).filter(({ name }) => name.startsWith('WebKitWebDrive'))) {
    signal(driver.pid, 'SIGTERM');
  }
  if (!(await within(5_000))) {
    signal(-pid, 'SIGTERM');
    if (!(await within(5_000))) signal(-pid, 'SIGKILL');
    await exited;
  }
  signal(-pid, 'SIGKILL');
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

/** Whether WebKitWebDriver answers its status as ready. */
const driverReady = (base: string) =>
  fetch(`${base}/status`, { signal: AbortSignal.timeout(2_000) })
    .then(async (response) => ((await response.json()) as { value?: { ready?: boolean } }).value?.ready === true)
    .catch(() => false);

export async function launchWebKit(editorOrigin: string): Promise<EditorBrowser<WebElement>> {
  const otherHosts: string[] = [];
  const proxy = await startProxy(editorOrigin, otherHosts);
  const proxyPort = (proxy.address() as AddressInfo).port;
  const driverPort = await freePort();
  let driverOutput = '';
  const driver = spawn(
    XVFB_RUN,
    ['-a', '-s', `-screen 0 ${WINDOW.width}x${WINDOW.height + 100}x24`, WEBKIT_DRIVER, `--port=${driverPort}`],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const keep = (chunk: Buffer) => (driverOutput = (driverOutput + chunk.toString()).slice(-4000));
  driver.stdout?.on('data', keep);
  driver.stderr?.on('data', keep);
  const base = `http://127.0.0.1:${driverPort}`;
  let session: WebDriver | null = null;

  async function close(): Promise<void> {
    await session?.quit().catch(() => undefined);
    session = null;
    await stopDriver(driver);
    await new Promise((resolve) => proxy.close(resolve));
    proxy.closeAllConnections();
  }

  try {
    // The driver answers /status once it listens; xvfb-run first starts the X server.
    const started = Date.now();
    while (!(await driverReady(base))) {
      if (driver.exitCode !== null || Date.now() - started > 30_000) {
        throw new Error(`WebKitWebDriver did not start:\n${driverOutput.trim() || '(no output)'}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const browser = WebDriver.createSession(
      new Executor(new HttpClient(base)),
      new Capabilities({
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER,
          // MiniBrowser's own proxy option: with the W3C "proxy" capability instead, HTTPS went
          // past the proxy (the GitHub status check never reached it), so it went unrecorded.
          args: ['--automation', `--proxy=http://127.0.0.1:${proxyPort}`],
        },
      }),
    );
    session = browser;
    const version = await command('new session', async () => (await browser.getCapabilities()).getBrowserVersion());
    await browser
      .manage()
      .window()
      .setRect(WINDOW)
      .catch(() => undefined);

    const execute = (expression: string) =>
      command('execute script', () => browser.executeScript<unknown>(`return (${expression});`));

    return {
      label: `WebKit ${version ?? ''} (MiniBrowser)`.replace('  ', ' '),
      async open(url) {
        await command('navigate', () => browser.get(url));
      },
      async evaluate<T>(expression: string) {
        return (await execute(expression)) as T;
      },
      async element(expression) {
        const found = await execute(expression);
        return found instanceof WebElement ? found : null;
      },
      async click(element) {
        await command('element click', () => element.click());
      },
      async type(element, text) {
        await command('element send keys', () => element.sendKeys(text.replace(/\n/g, Key.ENTER)));
      },
      async selectAll(element) {
        await command('element send keys', () => element.sendKeys(Key.CONTROL, 'a'));
      },
      async upload(element, file) {
        await command('element send keys', () => element.sendKeys(file));
      },
      async screenshot(file) {
        writeFileSync(file, Buffer.from(await command('take screenshot', () => browser.takeScreenshot()), 'base64'));
      },
      async records(): Promise<Records> {
        const inPage = (await execute(recorded).catch(() => null)) as InPageRecords | null;
        return {
          consoleErrors: (inPage?.console ?? []).flatMap((line) => (line.startsWith('error: ') ? [line.slice(7)] : [])),
          pageErrors: inPage?.errors ?? [],
          csp: inPage?.csp ?? [NO_RECORDER],
          otherHosts,
        };
      },
      close: () => close().catch(() => undefined),
    };
  } catch (failure) {
    await close().catch(() => undefined);
    throw failure;
  }
}
