/** @jest-environment node */
import type { ContentState } from './changed-content';
import { rebuildQueue } from './rebuild-queue';

/** Content whose files' fingerprints are their texts. */
const content = (files: Record<string, string>): ContentState => ({
  files: new Map(Object.entries(files).map(([file, text]) => [file, { fingerprint: text, stamp: text }])),
  unreadable: new Map(),
});

const EN = 'content/albums/rita-nuno/index.en.md';
const PT = 'content/albums/rita-nuno/index.pt.md';
const BUILT = 'The site is built again with your change: reload the page to see it.';

/** A queue over content the test changes, with a build it finishes by hand. */
function setUp(built = content({ [EN]: 'English', [PT]: 'Português' })) {
  let now = built;
  const lines: string[] = [];
  const finishes: ((ok: boolean) => void)[] = [];
  let running = 0;
  let most = 0;
  const builtFrom: ContentState[] = [];
  const rebuild = jest.fn(
    () =>
      new Promise<boolean>((resolve) => {
        builtFrom.push(now);
        running += 1;
        most = Math.max(most, running);
        finishes.push((ok) => {
          running -= 1;
          resolve(ok);
        });
      }),
  );
  const queue = rebuildQueue({
    built,
    read: () => now,
    rebuild,
    log: (line) => lines.push(line.trim()),
    settleMs: 1000,
  });
  return {
    queue,
    rebuild,
    lines,
    builtFrom,
    most: () => most,
    save: (files: Record<string, string>) => {
      now = content({
        ...Object.fromEntries([...now.files].map(([file, { fingerprint }]) => [file, fingerprint])),
        ...files,
      });
      queue.changed();
    },
    finish: (ok = true) => finishes.shift()?.(ok),
  };
}

describe('rebuildQueue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('builds once when the writes of one save settle, and names the file', async () => {
    const { rebuild, lines, save, finish } = setUp();
    save({ [EN]: 'English, corrected' });
    await jest.advanceTimersByTimeAsync(500);
    save({ [PT]: 'Português' });
    await jest.advanceTimersByTimeAsync(999);
    expect(rebuild).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(rebuild).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([`${EN} changed: building the site again (about two minutes)…`]);
    finish();
    await jest.advanceTimersByTimeAsync(0);
    expect(lines.at(-1)).toBe(BUILT);
  });

  it('builds nothing, and says nothing, when the files hold what was built', async () => {
    const { queue, rebuild, lines, save } = setUp();
    save({ [EN]: 'English' });
    queue.changed();
    await jest.advanceTimersByTimeAsync(5000);
    expect(rebuild).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('builds every one of three saves in a row, each with its own text', async () => {
    const { builtFrom, lines, save, finish } = setUp();
    for (const text of ['one', 'two', 'three']) {
      save({ [EN]: text });
      await jest.advanceTimersByTimeAsync(1000);
      finish();
      await jest.advanceTimersByTimeAsync(0);
    }
    expect(builtFrom.map((state) => state.files.get(EN)?.fingerprint)).toEqual(['one', 'two', 'three']);
    expect(lines.filter((line) => line === BUILT)).toHaveLength(3);
  });

  it('names a save made during a build at once, and builds exactly once more after it, never two at once', async () => {
    const { queue, rebuild, builtFrom, lines, save, finish, most } = setUp();
    save({ [EN]: 'English, corrected' });
    await jest.advanceTimersByTimeAsync(1000);
    save({ [PT]: 'Português, corrigido' });
    await jest.advanceTimersByTimeAsync(1000);
    save({ [PT]: 'Português, corrigido outra vez' });
    await jest.advanceTimersByTimeAsync(1000);
    expect(lines.filter((line) => line.includes('changed during the build'))).toEqual([
      `${PT} changed during the build: the site is built again once it ends.`,
      `${PT} changed during the build: the site is built again once it ends.`,
    ]);
    expect(rebuild).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(0);
    expect(rebuild).toHaveBeenCalledTimes(2);
    expect(lines.slice(-2)).toEqual([BUILT, `${PT} changed: building the site again (about two minutes)…`]);
    expect(builtFrom[1]?.files.get(PT)?.fingerprint).toBe('Português, corrigido outra vez');
    finish();
    queue.changed();
    await jest.advanceTimersByTimeAsync(5000);
    expect(rebuild).toHaveBeenCalledTimes(2);
    expect(most()).toBe(1);
  });

  it('when a build ends while a save is still being written, waits for its writes to settle', async () => {
    const { rebuild, builtFrom, save, finish } = setUp();
    save({ [EN]: 'English, corrected' });
    await jest.advanceTimersByTimeAsync(1000);
    save({ [EN]: 'English, corrected again' });
    await jest.advanceTimersByTimeAsync(1000);
    // The next save has begun: one file written, the other not yet.
    save({ [PT]: 'Português, corrigido' });
    finish();
    await jest.advanceTimersByTimeAsync(500);
    save({ [EN]: 'English, with its Portuguese' });
    await jest.advanceTimersByTimeAsync(1000);
    expect(rebuild).toHaveBeenCalledTimes(2);
    expect(builtFrom[1]?.files.get(EN)?.fingerprint).toBe('English, with its Portuguese');
    finish();
    await jest.advanceTimersByTimeAsync(5000);
    expect(rebuild).toHaveBeenCalledTimes(2);
  });

  it('builds what was saved before watching began (during the first build)', async () => {
    const { queue, rebuild, save } = setUp();
    save({ [EN]: 'saved while the first build ran' });
    queue.changed();
    await jest.advanceTimersByTimeAsync(1000);
    expect(rebuild).toHaveBeenCalledTimes(1);
  });

  it('tells a build that stopped or could not run, and still builds the next change', async () => {
    const { queue, rebuild, lines, save, finish } = setUp();
    save({ [EN]: 'one' });
    await jest.advanceTimersByTimeAsync(1000);
    finish(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(lines.at(-1)).toBe(
      'The build stopped (its message is above): the site on show is the one before the change.',
    );
    rebuild.mockImplementationOnce(() => Promise.reject(new Error('spawn npm ENOENT')));
    save({ [EN]: 'two' });
    await jest.advanceTimersByTimeAsync(1000);
    expect(lines.at(-1)).toBe(
      'The build could not run (spawn npm ENOENT): the site on show is the one before the change.',
    );
    save({ [EN]: 'three' });
    await jest.advanceTimersByTimeAsync(1000);
    expect(rebuild).toHaveBeenCalledTimes(3);
    finish();
    await jest.advanceTimersByTimeAsync(0);
    expect(lines.at(-1)).toBe(BUILT);
    queue.stop();
  });

  it('tells a reading that failed, or a file it could not read (once), and goes on watching', async () => {
    let reading: () => ContentState = () => {
      throw new Error('EMFILE: too many open files');
    };
    const lines: string[] = [];
    const rebuild = jest.fn(() => Promise.resolve(true));
    const queue = rebuildQueue({
      built: content({ [EN]: 'English' }),
      read: () => reading(),
      rebuild,
      log: (line) => lines.push(line.trim()),
    });
    queue.changed();
    await jest.advanceTimersByTimeAsync(1000);
    expect(lines).toEqual([
      'content/ could not be read (EMFILE: too many open files): it is read again at the next change.',
    ]);
    const closed = content({ [EN]: 'unreadable: permission denied' });
    reading = () => ({ ...closed, unreadable: new Map([[EN, 'permission denied']]) });
    queue.changed();
    await jest.advanceTimersByTimeAsync(1000);
    queue.changed();
    await jest.advanceTimersByTimeAsync(1000);
    expect(lines.filter((line) => line.includes('could not be read (permission denied)'))).toEqual([
      `${EN} could not be read (permission denied): the site is built without it until it can be.`,
    ]);
    expect(rebuild).toHaveBeenCalledTimes(1);
  });
});
