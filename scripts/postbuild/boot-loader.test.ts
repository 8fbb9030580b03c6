import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydration';
import { envForToolsWithCaches } from '@/test-support/temporary-folders';

/*
 * The boot loader as the browser runs it (compiled as scripts/postbuild.ts compiles it), in a
 * page of jsdom: when it lets the page's scripts in. esbuild, which compiles it, does not run
 * inside jsdom: it runs in a process of its own.
 */

const compiled = execFileSync(
  path.join(process.cwd(), 'node_modules', '.bin', 'tsx'),
  ['--eval', "process.stdout.write(require('./scripts/postbuild/compile-boot-loader.ts').compileBootLoader())"],
  { encoding: 'utf8', env: envForToolsWithCaches() },
);
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the compiled boot loader as the page's inline script would
const runBootLoader = new Function(compiled) as () => void;

const loaded = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

function boot(
  photos: { complete: boolean }[] = [],
  sources = ['/_next/static/page/d.js', '/_next/static/chunks/a.js'],
) {
  document.body.innerHTML = photos.map(() => '<img fetchpriority="high" src="/p.avif" alt="">').join('');
  const images = [...document.querySelectorAll('img')];
  images.forEach((image, index) => Object.defineProperty(image, 'complete', { value: photos[index]!.complete }));
  const script = document.createElement('script');
  script.setAttribute('data-load', sources.join(' '));
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  runBootLoader();
  return images;
}

/** Lets the photos' decode() promises settle (they answer at once unless a test says otherwise). */
const decodedPhotos = async () => {
  for (let tick = 0; tick < 3; tick++) await Promise.resolve();
};

beforeEach(async () => {
  document.head.replaceChildren();
  // jsdom has no decode(): the browser's, answering at once.
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: () => Promise.resolve(), configurable: true });
  // The loaders of earlier tests are still listening in this window: the page they booted has taken over.
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  await Promise.resolve();
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  jest.useFakeTimers();
  jest
    .spyOn(window, 'requestAnimationFrame')
    .mockImplementation((callback) => window.setTimeout(() => callback(0), 16));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('starts the scripts, in order and not async, once the page has painted', () => {
  boot();
  expect(loaded()).toEqual([]);
  jest.advanceTimersByTime(16);
  expect(loaded()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(loaded()).toEqual(['/_next/static/page/d.js']);
  jest.advanceTimersToNextTimer();
  expect(loaded()).toEqual(['/_next/static/page/d.js', '/_next/static/chunks/a.js']);
  expect([...document.head.querySelectorAll('script')].every((script) => script.async === false)).toBe(true);
});

test('waits for the priority photos to arrive or fail first', async () => {
  const [first, second] = boot([{ complete: false }, { complete: false }, { complete: true }]);
  jest.advanceTimersByTime(500);
  expect(loaded()).toEqual([]);
  first!.dispatchEvent(new Event('load'));
  await decodedPhotos();
  jest.advanceTimersByTime(500);
  expect(loaded()).toEqual([]);
  second!.dispatchEvent(new Event('error'));
  await decodedPhotos();
  jest.advanceTimersByTime(17);
  jest.advanceTimersToNextTimer();
  expect(loaded()).toHaveLength(2);
});

test('starts at once when the visitor reaches for the page, and only once', () => {
  boot([{ complete: false }]);
  window.dispatchEvent(new Event('pointerdown'));
  expect(loaded()).toEqual(['/_next/static/page/d.js']);
  jest.advanceTimersToNextTimer();
  expect(loaded()).toHaveLength(2);
  window.dispatchEvent(new Event('keydown'));
  jest.runAllTimers();
  expect(loaded()).toHaveLength(2);
});

describe('one script per task, in the order listed', () => {
  const sources = ['/_next/static/page/e.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js'];
  const appended = () => loaded().filter((source) => sources.includes(source!));

  test('where the browser has no scheduler.yield(), each after a timer', () => {
    boot([{ complete: false }], sources);
    window.dispatchEvent(new Event('pointerdown'));
    expect(appended()).toEqual(sources.slice(0, 1));
    jest.advanceTimersToNextTimer();
    expect(appended()).toEqual(sources.slice(0, 2));
    jest.advanceTimersToNextTimer();
    expect(appended()).toEqual(sources);
    expect([...document.head.querySelectorAll('script')].every((script) => script.async === false)).toBe(true);
  });

  test('where it has scheduler.yield(), each after yielding through it', async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    Object.defineProperty(globalThis, 'scheduler', { value: { yield: yieldToBrowser }, configurable: true });
    try {
      boot([{ complete: false }], sources);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
    window.dispatchEvent(new Event('pointerdown'));
    expect(appended()).toEqual(sources.slice(0, 1));
    await Promise.resolve();
    expect(appended()).toEqual(sources.slice(0, 2));
    await Promise.resolve();
    expect(appended()).toEqual(sources);
    expect(yieldToBrowser).toHaveBeenCalledTimes(2);
  });
});

test('presses again, once the page has taken over, a button pressed before', async () => {
  boot();
  document.body.insertAdjacentHTML(
    'beforeend',
    '<button type="button">Menu</button><form><button type="submit">Send</button></form>',
  );
  const [menu, send] = [...document.querySelectorAll('button')];
  const presses: string[] = [];
  for (const button of [menu!, send!]) button.addEventListener('click', () => presses.push(button.textContent));
  send!.addEventListener('click', (event) => event.preventDefault());
  menu!.click();
  send!.click();
  expect(presses).toEqual(['Menu', 'Send']);
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  await Promise.resolve(); // mutation observers run as a microtask
  expect(presses).toEqual(['Menu', 'Send', 'Menu']);
  menu!.click();
  expect(presses).toEqual(['Menu', 'Send', 'Menu', 'Menu']);
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
});

test('leaves every link to the browser: a photo’s leads to the photo on the page, never away', () => {
  boot();
  document.body.insertAdjacentHTML(
    'beforeend',
    '<a href="#photo-ana-joao-3" id="photo-ana-joao-3" data-photo="ana-joao-3"><img alt="The rings"></a>',
  );
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector('img')!.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
  expect(document.querySelector('a')).not.toHaveAttribute('aria-busy');
});

test('does not wait more than 2.5 s for a photo', () => {
  boot([{ complete: false }]);
  jest.advanceTimersByTime(2499);
  expect(loaded()).toEqual([]);
  jest.advanceTimersByTime(1);
  jest.advanceTimersToNextTimer();
  expect(loaded()).toHaveLength(2);
});

test('run from <head> before the body has arrived, it waits for the priority photos once the page is parsed', async () => {
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  boot();
  readyState.mockReturnValue('interactive');
  document.body.innerHTML = '<img fetchpriority="high" src="/p.avif" alt="">';
  const photo = document.querySelector('img')!;
  Object.defineProperty(photo, 'complete', { value: false });
  document.dispatchEvent(new Event('DOMContentLoaded'));
  jest.advanceTimersByTime(1000);
  expect(loaded()).toEqual([]);
  photo.dispatchEvent(new Event('load'));
  await decodedPhotos();
  jest.advanceTimersByTime(17);
  jest.advanceTimersToNextTimer();
  expect(loaded()).toHaveLength(2);
  delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
});

test('a priority photo that has already arrived counts once it is decoded', async () => {
  let decoded: () => void = () => undefined;
  const decode = jest.fn(() => new Promise<void>((resolve) => (decoded = resolve)));
  // This time the browser answers when the test says.
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
  boot([{ complete: true }]);
  jest.advanceTimersByTime(1000);
  expect(decode).toHaveBeenCalledTimes(1);
  expect(loaded()).toEqual([]);
  decoded();
  await decodedPhotos();
  jest.advanceTimersByTime(17);
  jest.advanceTimersToNextTimer();
  expect(loaded()).toHaveLength(2);
});

test('a tap before the body has arrived (the boot script runs from <head>) still starts the scripts', () => {
  boot();
  const body = document.body;
  body.remove();
  window.dispatchEvent(new Event('pointerdown'));
  document.documentElement.append(body);
  jest.runAllTimers();
  // (Loaders of earlier tests that had not started yet answer the same press.)
  expect(new Set(loaded())).toEqual(new Set(['/_next/static/page/d.js', '/_next/static/chunks/a.js']));
});
