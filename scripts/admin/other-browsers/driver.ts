/**
 * What the cross-browser check needs of a browser, whatever drives it (puppeteer-core over WebDriver
 * BiDi for Firefox, selenium-webdriver for WebKit), and the waiting it builds on that: every wait
 * is for something the page shows, polled, with a deadline, never a fixed sleep.
 */
import { describeQuery, find, readiness, type Query } from './page-scripts';

/** What a browser saw while the check ran, beside what the check itself looks at. */
export type Records = {
  /** console.error messages (the browser's own too, when its driver reports them). */
  consoleErrors: string[];
  /** Uncaught errors and rejections. */
  pageErrors: string[];
  /** Content-Security-Policy violations: any is a failure. */
  csp: string[];
  /** Requests to a host other than the local editor's: "GET https://…" (answered, refused). */
  otherHosts: string[];
};

export interface EditorBrowser<Element> {
  /** Its name and version, as the report prints it. */
  readonly label: string;
  open(url: string): Promise<void>;
  /** The value of a JavaScript expression in the page; only JSON-like values come back. */
  evaluate<T>(expression: string): Promise<T>;
  /** The element a JavaScript expression evaluates to, or null. */
  element(expression: string): Promise<Element | null>;
  click(element: Element): Promise<void>;
  /** Types into the element, as keys (focusing it first when it has not the focus); '\n' is Enter. */
  type(element: Element, text: string): Promise<void>;
  /** Ctrl+A in the element (it has the focus). */
  selectAll(element: Element): Promise<void>;
  /** Chooses a file in an <input type=file>, as the file dialog would. */
  upload(element: Element, file: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  records(): Promise<Records>;
  /** Closes the browser and whatever runs it; never throws. */
  close(): Promise<void>;
}

/** A failure of the check, named by its step. */
export class StepFailure extends Error {
  constructor(
    readonly step: string,
    message: string,
  ) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether a failure is the browser's own: WebKitWebDriver answers "unknown error" to every command
 * once MiniBrowser's page process has died (its screenshot is then black, no script runs). Seen
 * once in seven runs under Xvfb, at a different step each time; the editor cannot cause it.
 */
export const isBrowserCrash = (message: string): boolean => /\bWebDriver [a-z ]+: unknown error\b/.test(message);

/** Rejects with `message` when the promise has not settled after `ms` (the promise itself runs on). */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** How long one step may take: a hang becomes a failure that names the step. */
export const STEP_TIMEOUT_MS = 60_000;
/** A wait inside a step gives up first, so that its own message (what it saw last) is the one reported. */
const WAIT_TIMEOUT_MS = 45_000;
const POLL_MS = 120;

const shortly = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? 'undefined' : text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

/** A browser with the check's ways of finding, waiting and filling in. */
export class Session<Element> {
  constructor(readonly browser: EditorBrowser<Element>) {}

  /** Polls the expression until `done` accepts its value; the last value is in the timeout's message. */
  async waitFor<T>(
    what: string,
    expression: string,
    done: (value: T) => boolean,
    timeoutMs = WAIT_TIMEOUT_MS,
  ): Promise<T> {
    const end = Date.now() + timeoutMs;
    let last: T | undefined;
    let lastError: string | undefined;
    for (;;) {
      try {
        last = await this.browser.evaluate<T>(expression);
        lastError = undefined;
        if (done(last)) return last;
      } catch (error) {
        // A page that is navigating or re-rendering can refuse one evaluation; the next may pass.
        lastError = error instanceof Error ? error.message : String(error);
      }
      if (Date.now() > end) {
        const seen = lastError !== undefined ? `error: ${lastError}` : shortly(last);
        throw new Error(`${what}: not so after ${Math.round(timeoutMs / 1000)} s (last seen: ${seen})`);
      }
      await sleep(POLL_MS);
    }
  }

  /** The element, once it is there, still and not covered. */
  async ready(query: Query, timeoutMs = WAIT_TIMEOUT_MS): Promise<Element> {
    await this.waitFor<string>(
      `${describeQuery(query)} ready for a click`,
      readiness(query),
      (state) => state === 'ready',
      timeoutMs,
    );
    const element = await this.browser.element(find(query));
    if (!element) throw new Error(`${describeQuery(query)} went away`);
    return element;
  }

  /** The element, once it is in the page (for those a person never clicks, like a hidden file input). */
  async present(query: Query, timeoutMs = WAIT_TIMEOUT_MS): Promise<Element> {
    await this.waitFor<boolean>(`${describeQuery(query)} in the page`, `!!${find(query)}`, Boolean, timeoutMs);
    const element = await this.browser.element(find(query));
    if (!element) throw new Error(`${describeQuery(query)} went away`);
    return element;
  }

  /**
   * Clicks, then waits for the click's effect. When the element is still there, unchanged, ten
   * seconds on, the click was lost (an early click on a screen still settling can be, and a driver
   * can refuse one: "element not interactable"), so it clicks again, at most `tries` times. When
   * the element has gone, the click was taken: the effect gets the whole wait. Only for clicks that
   * may be repeated. Returns how many clicks it took.
   */
  async press(query: Query, effect: { what: string; expression: string }, tries = 3): Promise<number> {
    const state = `(${effect.expression}) ? 'done' : ${find(query)} ? 'still there' : 'gone'`;
    for (let attempt = 1; ; attempt++) {
      let clicked = '';
      try {
        await this.browser.click(await this.ready(query));
      } catch (error) {
        clicked = ` (the click: ${error instanceof Error ? error.message : String(error)})`;
      }
      const now = await this.waitFor<string>(effect.what, state, (value) => value !== 'still there', 10_000).catch(
        () => 'still there',
      );
      if (now === 'done') return attempt;
      if (now === 'gone') {
        await this.waitFor<unknown>(effect.what, effect.expression, Boolean);
        return attempt;
      }
      if (attempt >= tries)
        throw new Error(`${effect.what}: not so after ${tries} clicks on ${describeQuery(query)}${clicked}`);
    }
  }
}
