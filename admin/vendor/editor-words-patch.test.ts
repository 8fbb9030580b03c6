/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EDITOR_WORDS } from '../editor/editor-words';
import { PLAIN_DIGITS } from '../editor/plain-digits';
import { ASK_BEFORE_REVERT, KEEP_COPY_NOW } from '../editor/unsaved-changes';
import { BACKUP_NAMED, BACKUP_SCHEDULED, checkDraftBackup } from './couplings';
import {
  SAVE_REFUSED_FOR,
  withCopyKeptOnAsk,
  withEditorWords,
  withRefusedSaveShowingTheField,
  withRevertAsking,
  withYearsInPlainDigits,
} from './editor-patch';

/** The editor's code as the bundle reads it (admin/build/build-admin.ts). */
const installed = readFileSync(path.join(process.cwd(), 'node_modules', '@sveltia', 'cms', 'npm', 'index.js'), 'utf8');

/** Where `after` differs from `before`: what was taken out, and what was put in. */
function difference(before: string, after: string): { removed: string; added: string } {
  let at = 0;
  while (at < before.length && before[at] === after[at]) at += 1;
  let same = 0;
  while (same < before.length - at && before[before.length - 1 - same] === after[after.length - 1 - same]) same += 1;
  return { removed: before.slice(at, before.length - same), added: after.slice(at, after.length - same) };
}

/** Runs `expression` of the editor's code, as patched, in a scope of stand-ins for its parts. */
function run<T>(expression: string, scope: object): T {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  return (new Function('scope', `with (scope) { return ${expression}; }`) as (scope: object) => T)(scope);
}

describe('the editor’s messages in words true for her', () => {
  const patched = withEditorWords(installed);

  it('puts each of our messages in its English dictionary in place of its own, and nothing else', () => {
    for (const { key, shipped, ours } of EDITOR_WORDS) {
      expect(patched).toContain(`${key}:\`${ours}\``);
      expect(patched).not.toContain(`${key}:\`${shipped}\``);
    }
    const restored = EDITOR_WORDS.reduce(
      (code, { key, shipped, ours }) => code.replace(`${key}:\`${ours}\``, `${key}:\`${shipped}\``),
      patched,
    );
    expect(restored).toBe(installed);
  });

  it('never names her backup a draft', () => {
    const backup = EDITOR_WORDS.filter(({ key }) => /backup/.test(key));
    expect(backup).toHaveLength(5);
    for (const { ours } of backup) expect(ours).not.toMatch(/draft/i);
  });

  it('stops the build when a message is not there as shipped, or is there twice', () => {
    const { key, shipped } = EDITOR_WORDS[0]!;
    expect(() => withEditorWords(installed.replace(`${key}:\`${shipped}\``, `${key}:\`Restore\``))).toThrow(
      new RegExp(`${key} was found 0 times`),
    );
    expect(() => withEditorWords(`${installed};({${key}:\`${shipped}\`})`)).toThrow(/found 2 times/);
  });
});

describe('the editor’s Revert All Changes asking first', () => {
  const patched = withRevertAsking(installed);
  const { removed, added } = difference(installed, patched);
  const [, onclick, holder, revertAll] = new RegExp(
    String.raw`onclick:\(\)=>\{(globalThis\["${ASK_BEFORE_REVERT}"\]\?.*?:\(([\w$]+)\.current&&([\w$]+)\(\{draft:[\w$]+\.current\}\),[\w$]+\.current\.restored=!1\))\}\}\)`,
  ).exec(patched)!;
  const restoredStore = /get show\(\)\{return ([\w$]+)\.current\.restored\}/.exec(installed)![1]!;

  /** What a click does, as patched: the reverts done, the questions asked, and whether the restored toast shows. */
  function click(page: { ask?: boolean; answer?: boolean }) {
    const reverted: unknown[] = [];
    const asked: (() => void)[] = [];
    const toasts = { current: { restored: true } };
    const scope = {
      [holder!]: { current: { id: 'draft' } },
      [revertAll!]: (argument: unknown) => reverted.push(argument),
      [restoredStore]: toasts,
      globalThis: page.ask ? { [ASK_BEFORE_REVERT]: (revert: () => void) => asked.push(revert) } : {},
    };
    run(`(()=>{${onclick}})()`, scope);
    if (page.answer) asked.forEach((revert) => revert());
    return { reverted, asked: asked.length, restoredShown: toasts.current.restored };
  }

  it('changes only what the menu item does when pressed', () => {
    expect(removed).toBe(`${holder}.current&&${revertAll}({draft:${holder}.current}`);
    expect(added).toMatch(
      new RegExp(String.raw`^globalThis\["${ASK_BEFORE_REVERT}"\]\?.*\(\(\)=>\{.*\}\):\(.*restored=!1$`),
    );
    expect(patched.replace(onclick!, `${holder}.current&&${revertAll}({draft:${holder}.current})`)).toBe(installed);
  });

  it('reverts only once she confirms, and as before when the page has no question', () => {
    expect(click({ ask: true })).toMatchObject({ reverted: [], asked: 1 });
    expect(click({ ask: true, answer: true })).toMatchObject({ reverted: [{ draft: { id: 'draft' } }], asked: 1 });
    expect(click({})).toMatchObject({ reverted: [{ draft: { id: 'draft' } }], asked: 0 });
  });

  it('takes away "Your unsaved changes are back" once they are reverted, and only then', () => {
    expect(click({ ask: true }).restoredShown).toBe(true);
    expect(click({ ask: true, answer: true }).restoredShown).toBe(false);
    expect(click({}).restoredShown).toBe(false);
  });

  it('stops the build when the menu item or the restored toast is not there once', () => {
    expect(() => withRevertAsking(installed.replace('`revert_all_changes`)', '`revert`)'))).toThrow(/found 0 times/);
    expect(() => withRevertAsking(installed.replace('.current.restored}', '.current.back}'))).toThrow(
      /toast of changes restored 0 times/,
    );
  });
});

describe('a save the editor refuses bringing the field into view, its toast going once untrue', () => {
  const patched = withRefusedSaveShowingTheField(installed);
  const refusal =
    /,(globalThis\["saveRefusedFor"\]=\{entry:([\w$]+),fields:.*?\}),([\w$]+)\(([\w$]+),!1\),\3\(\4,!0\),\(\(\)=>\{const first=(.*?);first&&([\w$]+)\(first\)\}\)\(\)\)/.exec(
      patched,
    )!;
  const [refusalAdded, record, draft, set, shown, first, bring] = refusal;
  const toast = new RegExp(
    String.raw`get show\(\)\{return ([\w$]+)\(${shown!.replace(/\$/g, '\\$')}\)(&&\(\(\)=>\{const refused=.*?return!1\}\)\(\))\}`,
  ).exec(patched)!;
  const [, read, stillTrue] = toast;

  /** The field brought into view for the editor's verdicts, as the patched code works it out. */
  function broughtFor(validities: Record<string, Record<string, { valid: boolean }>>) {
    const brought: unknown[] = [];
    run(`(()=>{const first=${first};first&&${bring}(first)})()`, {
      [draft!]: { validities },
      [bring!]: (field: unknown) => brought.push(field),
    });
    return brought;
  }

  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[SAVE_REFUSED_FOR];
  });

  it('adds a step after the toast, asking the editor’s own way to show a field, and a condition to its toast', () => {
    // Before the toast: the refusal noted, the toast off; after it: the field brought into view.
    const noted = `,${record},${set}(${shown},!1)`;
    const toastAndAfter = refusalAdded.slice(noted.length);
    expect(
      patched
        .replace(noted, () => '')
        .replace(toastAndAfter, () => toastAndAfter.replace(/,\(\(\)=>\{const first=.*$/, ')'))
        .replace(stillTrue!, () => ''),
    ).toBe(installed);
    expect(installed).toContain(`${bring}=({locale:`);
  });

  it('brings the first field not valid into view, in its language, and nothing when all are valid', () => {
    expect(
      broughtFor({ en: { title: { valid: true } }, pt: { summary: { valid: false }, body: { valid: false } } }),
    ).toEqual([{ locale: 'pt', keyPath: 'summary' }]);
    expect(broughtFor({ en: { title: { valid: true } } })).toEqual([]);
  });

  it('shows the toast while the fields not valid are those of the refusal, and not again until the next one', () => {
    const entry = { validities: { en: { photos: { valid: false } }, pt: { photos: { valid: false } } } };
    const shownNow = () =>
      run<boolean>(`${read}(${shown})${stillTrue}`, { [read!]: (state: boolean) => state, [shown!]: true });
    run(record!, { [draft!]: entry });
    expect(shownNow()).toBe(true);
    // Another field's verdict, valid, changes nothing she was told.
    (entry.validities.en as Record<string, { valid: boolean }>).title = { valid: true };
    expect(shownNow()).toBe(true);
    entry.validities.en.photos.valid = true;
    expect(shownNow()).toBe(false);
    // The same field not valid again: the toast spoke of a refusal since gone, and says nothing until the next.
    entry.validities.en.photos.valid = false;
    expect(shownNow()).toBe(false);
    run(record!, { [draft!]: entry });
    expect(shownNow()).toBe(true);
  });

  it('stops the build when the refusal or the way to show a field is not there once', () => {
    expect(() =>
      withRefusedSaveShowingTheField(installed.replace('type:`highlight-editor-field`', 'type:`highlight`')),
    ).toThrow(/its way to bring a field into view 0 times/);
    expect(() =>
      withRefusedSaveShowingTheField(installed.replace('.message===`validation_failed`?', '.message===`failed`?')),
    ).toThrow(/was found 0 times/);
    expect(() => withRefusedSaveShowingTheField(installed.replace('Y(`show_errors`', 'Y(`errors`'))).toThrow(
      /its toast 0 times/,
    );
  });
});

describe('a year in the number preview', () => {
  const patched = withYearsInPlainDigits(installed);
  const [added, props] = new RegExp(
    String.raw`\(([\w$]+)\.fieldConfig\?\.${PLAIN_DIGITS}\?String\(\1\.currentValue\):[\w$]+\([\w$]+\)\.format\(Number\(\1\.currentValue\)\)\)`,
  ).exec(patched)!;
  const [, read, formatter] = /:([\w$]+)\(([\w$]+)\)\.format\(/.exec(added)!;

  const shownAs = (value: number, fieldConfig: object) =>
    run<string>(added, {
      [props!]: { currentValue: value, fieldConfig },
      [read!]: (format: Intl.NumberFormat) => format,
      [formatter!]: new Intl.NumberFormat('en-US'),
    });

  it('changes only how the number preview writes its value', () => {
    const { removed } = difference(installed, patched);
    expect(patched.replace(added, removed)).not.toBe(patched);
    expect(patched.replace(added, /:(.*)\)$/.exec(added)![1]!)).toBe(installed);
  });

  it('shows a year as written, and other numbers as her language groups them', () => {
    expect(shownAs(2016, { widget: 'number', [PLAIN_DIGITS]: true })).toBe('2016');
    expect(shownAs(1500, { widget: 'number' })).toBe('1,500');
  });

  it('stops the build when the number preview is not found once', () => {
    const format = /[\w$]+\([\w$]+\)\.format\(Number\([\w$]+\.currentValue\)\)/.exec(installed)![0];
    expect(() => withYearsInPlainDigits(installed.replace(format, 'x'))).toThrow(/found 0 times/);
    expect(() => withYearsInPlainDigits(`${installed};function q(){${format}}`)).toThrow(/found 2 times/);
  });
});

describe('the editor’s copies of unsaved changes, where the question before leaving looks for them', () => {
  it('are in the installed editor, once', () => {
    expect(() => checkDraftBackup(installed)).not.toThrow();
  });

  it('stop the build when the editor keeps them otherwise', () => {
    expect(() => checkDraftBackup(installed.replace('`draft-backups`', '`backups`'))).toThrow(/found 0 times/);
    expect(() =>
      checkDraftBackup(installed.replace(/\{fileName:([\w$]+),originalEntry:/, '{name:$1,originalEntry:')),
    ).toThrow(/naming 0 times/);
  });
});

describe('the editor’s copy of unsaved changes, written at once when the page asks', () => {
  const patched = withCopyKeptOnAsk(installed);
  const scheduling = BACKUP_SCHEDULED.exec(installed)!;
  BACKUP_SCHEDULED.lastIndex = 0;
  const { timer, store, save } = scheduling.groups!;
  const slugOf = BACKUP_NAMED.exec(installed)!.groups!.name!;
  BACKUP_NAMED.lastIndex = 0;

  /** Runs the patched scheduling with the editor's parts stood in for; reports what the page's function does. */
  async function keepNow({ entry, keeps }: { entry: boolean; keeps: boolean }) {
    const end = patched.indexOf('},500))}', scheduling.index) + '},500))}'.length;
    const schedule = patched.slice(scheduling.index, end);
    const saved: unknown[] = [];
    const cleared: unknown[] = [];
    const scope: Record<string, unknown> = {
      [timer!]: 7,
      [store!]: keeps ? { get: () => Promise.resolve(saved.length > 0 ? { slug: 'ana-joao' } : undefined) } : null,
      [save!]: (what: unknown) => Promise.resolve(void saved.push(what)),
      [slugOf]: () => 'ana-joao',
    };
    const globals = globalThis as Record<string, unknown>;
    const clearTimeout = globals.clearTimeout;
    globals.clearTimeout = (id: unknown) => void cleared.push(id);
    try {
      const scheduled = run<(entry: unknown) => void>(schedule.slice(schedule.indexOf('=') + 1), scope);
      scheduled(entry ? { name: 'her entry' } : null);
      const keeping = await (globals[KEEP_COPY_NOW] as () => Promise<boolean>)();
      return { keeping, saved, cleared };
    } finally {
      globals.clearTimeout = clearTimeout;
      delete globals[KEEP_COPY_NOW];
    }
  }

  it('has the editor write its copy now, when it keeps copies and an entry is open', async () => {
    const { keeping, saved, cleared } = await keepNow({ entry: true, keeps: true });
    expect(keeping).toBe(true);
    expect(saved).toHaveLength(1);
    expect(cleared).toContain(7);
  });

  it('writes nothing, and says no copy is kept, when the editor has no store of copies or no entry', async () => {
    for (const situation of [
      { entry: true, keeps: false },
      { entry: false, keeps: true },
    ]) {
      const { keeping, saved } = await keepNow(situation);
      expect(keeping).toBe(false);
      expect(saved).toHaveLength(0);
    }
  });

  it('stops the build when the writing of copies is not found once', () => {
    const [whole] = installed.match(BACKUP_SCHEDULED)!;
    expect(() => withCopyKeptOnAsk(installed.replace(whole, 'x'))).toThrow(/found 0 times/);
    expect(() => checkDraftBackup(installed.replace(whole, whole.replace(',500)', ',800)')))).toThrow(
      /writing half a second after a change 0 times/,
    );
  });
});
