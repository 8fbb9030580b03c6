/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DELETE_BLOCKERS } from '../editor/delete-guard';
import { ENTRY_CHANGED_ATTRIBUTE } from '../editor/leave-guard';
import { FIELD_STOPPING, HER_TEXT, TRANSLATED_EVENT, TRANSLATION_SAVED } from '../translation/translated-fields';
import {
  withCustomFieldsCheckedAfterTheirVerdict,
  withDeletionAskingThePage,
  withFieldsAskingThePage,
  withNewButtonWithoutEmptyMenu,
  withSaveButtonsSayingChanged,
  withTranslateCountingWhatChanged,
  withTranslateSendingHerWordsOnly,
  withTranslateTakingTheFieldKey,
} from './editor-patch';
import { KEY_FOR_TRANSLATE } from '../translation/translation-key';

/** The editor's code as the bundle reads it (admin/build/build-admin.ts). */
const installed = readFileSync(path.join(process.cwd(), 'node_modules', '@sveltia', 'cms', 'npm', 'index.js'), 'utf8');

/** Where `after` differs from `before` by one piece of added code: where it goes, and the piece. */
function insertion(before: string, after: string): { at: number; added: string } {
  let at = 0;
  while (at < before.length && before[at] === after[at]) at += 1;
  let same = 0;
  while (same < before.length - at && before[before.length - 1 - same] === after[after.length - 1 - same]) same += 1;
  return { at, added: after.slice(at, after.length - same) };
}

/** The body of the arrow function `()=>{…}` around `at` in `code`: the effect the change went into. */
function effectAround(code: string, at: number): string {
  const start = code.lastIndexOf('()=>{', at) + '()=>{'.length;
  let depth = 1;
  let end = start;
  for (; depth > 0; end += 1) depth += code[end] === '{' ? 1 : code[end] === '}' ? -1 : 0;
  return code.slice(start, end - 1);
}

/** A promise settled by the test, standing for the field's `isValid` the editor waits for. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

type Write = { where: string; key: string; unchanged: boolean };

/**
 * Runs the custom field's effect as the editor would, with the editor's parts stood in for, and
 * reports what it did. The parts are told apart as the editor's code reads (editor-patch.ts):
 *   snapshot(draft.current, props.locale, store), …, typeof get(field)?.isValid==`function`&&check({…})
 */
function runEffect(effect: string, { keyInValues = true } = {}) {
  const [, snapshot, draft, props, store] = /^([\w$]+)\(([\w$]+)\.current,([\w$]+)\.locale,([\w$]+)\),/.exec(effect)!;
  const [, get, field, check] = /typeof ([\w$]+)\(([\w$]+)\)\?\.isValid==`function`&&([\w$]+)\(\{/.exec(effect)!;
  const happened: string[] = [];
  const writes: Write[] = [];
  const rows = [{ file: 'IMG_0001.jpg', description: 'A kiss' }];
  /** The values of one locale in one of the draft's stores, telling every write. */
  const valuesOf = (where: string) =>
    new Proxy<Record<string, unknown>>(
      keyInValues ? { photos: rows, title: 'Rita & Nuno' } : { 'photos.0.file': rows[0]!.file, title: 'Rita & Nuno' },
      {
        set(target, key, value) {
          writes.push({ where, key: String(key), unchanged: value === target[String(key)] });
          happened.push('write');
          target[String(key)] = value;
          return true;
        },
      },
    );
  const entry = {
    current: {
      currentValues: { en: valuesOf('currentValues.en'), pt: valuesOf('currentValues.pt') },
      originalValues: { en: valuesOf('originalValues.en'), pt: valuesOf('originalValues.pt') },
    } as Record<string, unknown> | undefined,
  };
  const fieldConfig = { name: 'photos', widget: 'album-photos' };
  const verdict = deferred();
  const checks: unknown[] = [];
  const checkedOne: Record<string, unknown>[] = [];
  /** The languages whose values the effect read, and so follows. */
  const snapshots: string[] = [];
  const parts: Record<string, unknown> = {
    [checkOneName]: (args: Record<string, unknown>) => {
      checkedOne.push(args);
      happened.push('check one');
    },
    [snapshot!]: (_: unknown, locale: string) => {
      happened.push('snapshot');
      snapshots.push(locale);
    },
    [draft!]: entry,
    [props!]: { locale: 'pt', keyPath: 'photos', currentValue: rows, fieldConfig },
    [store!]: 'currentValues',
    [get!]: (ref: unknown) => ref,
    [field!]: { isValid: () => Promise.resolve(true) },
    [check!]: (args: unknown) => {
      checks.push(args);
      happened.push('check');
      return verdict.promise;
    },
  };
  // What else the effect reads (whether the editor's React is ready, the field's root) is not
  // ready here, so the field is not drawn: the change is about the check, not the drawing.
  const scope = new Proxy(parts, {
    has: () => true,
    get: (target, name) =>
      typeof name !== 'string'
        ? undefined
        : name in target
          ? target[name]
          : name in globalThis
            ? (globalThis as Record<string, unknown>)[name]
            : { current: false },
  });
  // The editor's own code, run as the bundle would run it, in a scope of stand-ins.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  (new Function('scope', `with (scope) { ${effect}\n}`) as (scope: object) => void)(scope);
  return { happened, writes, checks, checkedOne, snapshots, verdict, entry, rows, fieldConfig };
}

/** The editor's check of one field's value, as its store of values calls it on each write. */
const checkOneName =
  /([\w$]+)=\(\{draft:[\w$]+,locale:[\w$]+,keyPath:[\w$]+,value:[\w$]+,valueMap:[\w$]+\}\)=>\{let\{collectionName:/.exec(
    installed,
  )![1]!;

/** Lets every promise settled so far run its callbacks. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('the editor’s custom fields checked again after their verdict', () => {
  const patched = withCustomFieldsCheckedAfterTheirVerdict(installed);
  const { at, added } = insertion(installed, patched);
  const effect = effectAround(patched, at);

  it('adds code to the installed editor, in one place, and changes nothing else', () => {
    expect(added).not.toBe('');
    expect(installed.slice(0, at) + added + installed.slice(at)).toBe(patched);
  });

  it('goes into the custom field’s effect, in the component that hands custom fields addFile', () => {
    const component = installed.lastIndexOf('function ', at);
    const addFile = installed.indexOf('addFile() can only be called while an entry is being edited', component);
    expect(addFile).toBeGreaterThan(component);
    expect(addFile).toBeLessThan(at);
    expect(effectAround(installed, at)).toMatch(/isValid==`function`/);
  });

  it('writes the field’s value onto itself once its isValid has answered, and not before', async () => {
    const { happened, writes, checks, verdict, rows, fieldConfig } = runEffect(effect);
    expect(checks).toEqual([{ locale: 'pt', keyPath: 'photos', value: rows, fieldConfig }]);
    await settled();
    expect(writes).toEqual([]);

    verdict.resolve();
    await settled();
    expect(happened.filter((step) => step !== 'snapshot')).toEqual(['check', 'write']);
    expect(happened[0]).toBe('snapshot');
    // The field's own key, in the values of the locale and store it was drawn from, unchanged.
    expect(writes).toEqual([{ where: 'currentValues.pt', key: 'photos', unchanged: true }]);
  });

  it('checks the field as a write would when its key is not among the values (after a Revert), adding none', async () => {
    const { happened, writes, checkedOne, verdict, entry, rows } = runEffect(effect, { keyInValues: false });
    verdict.resolve();
    await settled();
    expect(happened.filter((step) => step !== 'snapshot')).toEqual(['check', 'check one']);
    expect(writes).toEqual([]);
    const values = (entry.current!.currentValues as Record<string, unknown>).pt;
    expect(checkedOne).toEqual([
      { draft: entry.current, locale: 'pt', keyPath: 'photos', value: rows, valueMap: values },
    ]);
    expect(values).not.toHaveProperty('photos');
  });

  it('reads the values of every language, so a change of the English alone draws and checks the Portuguese side again', () => {
    const { snapshots } = runEffect(effect);
    expect(new Set(snapshots)).toEqual(new Set(['en', 'pt']));
    // As the editor has it, its own language's alone.
    expect(runEffect(effectAround(installed, at)).snapshots).toEqual(['pt']);
  });

  it('writes nothing when the entry was closed before the answer', async () => {
    const { writes, verdict, entry } = runEffect(effect);
    entry.current = undefined;
    verdict.resolve();
    await settled();
    expect(writes).toEqual([]);
  });

  it('leaves the editor’s effect as it was when the change is not applied', async () => {
    const { happened, verdict } = runEffect(effectAround(installed, at));
    verdict.resolve();
    await settled();
    expect(happened).toEqual(['snapshot', 'check']);
  });

  it('stops the build when the code is not there, or not once', () => {
    expect(() => withCustomFieldsCheckedAfterTheirVerdict('const nothing = 1;')).toThrow(/found 0 times/);
    const twice = installed.match(
      /[\w$]+\([\w$]+\.current,[\w$]+\.locale,[\w$]+\),[^;]*?fieldConfig:[\w$]+\.fieldConfig\}\)/,
    )![0];
    expect(() => withCustomFieldsCheckedAfterTheirVerdict(`${twice};${twice}`)).toThrow(/found 2 times/);
  });
});

describe('the editor’s Translate counting what it changed', () => {
  const patched = withTranslateCountingWhatChanged(installed);
  const { at } = insertion(installed, patched);
  const toast = /[\w$]+\(`success`,`translation\.complete`,\{count:(?<count>\(\(\)=>\{.*?\}\)\(\)),/.exec(
    patched.slice(at - 200),
  )!;
  /** The toast's count as the patched code works it out, with the editor's parts stood in for. */
  function countOf(
    targetBefore: Record<string, string>,
    translated: string[],
    saved?: (locale: string, key: string) => boolean,
  ) {
    const fields = Object.fromEntries(Object.keys(targetBefore).map((key) => [key, { isMarkdown: false }]));
    const [, map, , , , , texts, values, locale] =
      /Object\.entries\(([\w$]+)\)\.forEach\(\(\[([\w$]+),\{isMarkdown:([\w$]+)\}\],([\w$]+)\)=>\{let text=([\w$]+)&&[\w$]+\?[\w$]+\.turndown\(([\w$]+)\[[\w$]+\]\):[^;]*;([\w$]+)\[([\w$]+)\]\[[\w$]+\]!==text&&globalThis\[[^\]]+\]\?\.\([^)]*\)!==false&&\(changed\+=1\);.*?;return changed/.exec(
        toast.groups!.count!,
      )!;
    const current = { pt: { ...targetBefore } };
    // Plain texts (no Markdown): the editor's converter is not reached.
    // The page, as the patched code reaches it, listening as admin/translation/european-translation.ts does.
    const page = Object.assign(new EventTarget(), saved ? { [TRANSLATION_SAVED]: saved } : {});
    const told: unknown[] = [];
    page.addEventListener(TRANSLATED_EVENT, (event) => told.push((event as CustomEvent).detail));
    const scope = { [map!]: fields, [texts!]: translated, [values!]: current, [locale!]: 'pt', globalThis: page };
    // The editor's own code, as patched, run in a scope of stand-ins.
    const run = new Function('scope', `with (scope) { return ${toast.groups!.count!}; }`); // eslint-disable-line @typescript-eslint/no-implied-eval
    const count = (run as (scope: object) => number)(scope);
    return { count, after: current.pt, told };
  }

  it('changes the installed editor in one place only: where Translate writes its texts and counts them', () => {
    let same = 0;
    while (installed[installed.length - 1 - same] === patched[patched.length - 1 - same]) same += 1;
    const replaced = installed.slice(at, installed.length - same);
    expect(installed.slice(0, at) + patched.slice(at, patched.length - same) + installed.slice(-same)).toBe(patched);
    expect(replaced).toMatch(
      /^Object\.entries\([\w$]+\)\.forEach\(.*\),[\w$]+\(`success`,`translation\.complete`,\{count:[\w$]+$/,
    );
  });

  it('counts the fields whose text changed, and still writes every translation', () => {
    const { count, after } = countOf({ title: '', summary: 'Um casamento em maio.' }, [
      'Rita & Nuno',
      'Um casamento em maio.',
    ]);
    expect({ count, after }).toEqual({ count: 1, after: { title: 'Rita & Nuno', summary: 'Um casamento em maio.' } });
    expect(countOf({ summary: 'Um casamento em maio.' }, ['Um casamento em maio.']).count).toBe(0);
  });

  it('counts only the fields the page says are saved, and still writes the others', () => {
    const asked: string[] = [];
    const saved = (locale: string, key: string) => (asked.push(`${locale}:${key}`), key !== 'date');
    const { count, after } = countOf({ title: '', date: '' }, ['Rita & Nuno', '2025-06'], saved);
    expect({ count, after, asked }).toEqual({
      count: 1,
      after: { title: 'Rita & Nuno', date: '2025-06' },
      asked: ['pt:title', 'pt:date'],
    });
  });

  it('tells the page each field it wrote, and the language, once all are written', () => {
    const { told } = countOf({ title: '', summary: 'Um casamento em maio.' }, ['Rita & Nuno', 'Um casamento em maio.']);
    expect(told).toEqual([
      {
        locale: 'pt',
        written: [
          ['title', 'Rita & Nuno'],
          ['summary', 'Um casamento em maio.'],
        ],
      },
    ]);
  });

  it('stops the build when the code is not there, or not once', () => {
    expect(() => withTranslateCountingWhatChanged('const nothing = 1;')).toThrow(/found 0 times/);
    const end =
      /Object\.entries\([\w$]+\)\.forEach\(\(\[[\w$]+,\{isMarkdown:[^;]*;[^}]*\}\),[\w$]+\(`success`,`translation\.complete`,\{count:[\w$]+,/.exec(
        installed,
      )![0];
    expect(() => withTranslateCountingWhatChanged(`${end};${end}`)).toThrow(/found 2 times/);
  });
});

describe('the editor’s Translate sending only what the page says is her words', () => {
  const patched = withTranslateSendingHerWordsOnly(installed);
  const { at } = insertion(installed, patched);
  // The function that picks what Translate sends, as patched: `name=({draft:e,options:t})=>{…}`.
  const start = patched.lastIndexOf('=({draft:', at) + 1;
  let end = patched.indexOf('=>{', start) + 3;
  for (let depth = 1; depth > 0; end += 1) depth += patched[end] === '{' ? 1 : patched[end] === '}' ? -1 : 0;
  const picking = patched.slice(start, end);

  /** The values Translate would send from the English side of a FAQ, with the page's answer stood in for. */
  function picked(herText?: (collectionName: string, fileName: string | undefined, keyPath: string) => boolean) {
    const asked: string[] = [];
    const page = herText
      ? { [HER_TEXT]: (...args: Parameters<typeof herText>) => (asked.push(args.join(' ')), herText(...args)) }
      : {};
    // The editor's field lookup stood in for: every value a line of text, as it takes one it has no field for.
    const lookups = [...picking.matchAll(/([\w$]+)\(\{\.\.\.[\w$]+,keyPath:/g)].map(([, name]) => name!);
    const parts: [string, unknown][] = [...lookups.map((name): [string, unknown] => [name, () => undefined])];
    const scope: Record<string, unknown> = Object.fromEntries([...parts, ['globalThis', page]]);
    const run = new Function('scope', `with (scope) { return (${picking}); }`) as (scope: object) => unknown; // eslint-disable-line @typescript-eslint/no-implied-eval
    const pick = run(scope) as (args: object) => Record<string, unknown>;
    const result = pick({
      draft: {
        collectionName: 'pages',
        fileName: 'faq',
        isIndexFile: false,
        currentValues: {
          en: { 'questions.0.question': 'Do you travel?', 'questions.0.id': 'questions.0', date: '2025-09' },
          pt: { 'questions.0.question': '', 'questions.0.id': '', date: '' },
        },
      },
      options: { sourceLanguage: 'en', targetLanguage: 'pt', translate: true },
    });
    return { keys: Object.keys(result), asked };
  }

  it('asks the page of each value, and sends only those it says are hers', () => {
    expect(picked((collectionName, fileName, keyPath) => keyPath.endsWith('.question'))).toEqual({
      keys: ['questions.0.question'],
      asked: ['pages faq questions.0.question', 'pages faq questions.0.id', 'pages faq date'],
    });
  });

  it('sends nothing when the page does not answer', () => {
    expect(picked().keys).toEqual([]);
  });

  it('stops the build when the code is not there, or not once', () => {
    expect(() => withTranslateSendingHerWordsOnly('const nothing = 1;')).toThrow(/found 0 times/);
    const whole = installed.slice(installed.lastIndexOf('=({draft:', at) + 1, at + 400);
    expect(() => withTranslateSendingHerWordsOnly(`${whole};${whole}`)).toThrow(/found 2 times/);
  });
});

describe('the editor’s check of a field asking the page what stops a save of it', () => {
  const patched = withFieldsAskingThePage(installed);
  const { at, added } = insertion(installed, patched);
  /** The check the code went into, up to it: its head names the parts the added code reads. */
  const before = installed.slice(installed.lastIndexOf('=e=>{let{draft:', at), at);
  const head =
    /^=e=>\{let\{draft:([\w$]+),locale:([\w$]+),[^}]*\}=e,\{collection:[\w$]+,collectionName:([\w$]+),fileName:([\w$]+),[^}]*\}=\1,\{keyPath:([\w$]+),value:([\w$]+)\}=e,[\w$]+=\{[^}]*\},([\w$]+)=/.exec(
      before,
    )!;
  const [, draft, locale, collection, file, keyPath, value, config] = head;
  const [, values] = /^=e=>\{let\{draft:[\w$]+,locale:[\w$]+,valueMap:([\w$]+),/.exec(before)!;
  /** The editor's check of one field again, as a write into it runs it. */
  const [, checkOne] =
    /(?<![\w$.])([\w$]+)=\(\{draft:[\w$]+,locale:[\w$]+,keyPath:[\w$]+,value:[\w$]+,valueMap:[\w$]+\}\)=>\{let\{collectionName:/.exec(
      installed,
    )!;
  /** The custom field's verdict, just before: the added code reads the same validity. */
  const [, validity] = /[\w$]+\(\{locale:[\w$]+,keyPath:[\w$]+,validity:([\w$]+)\}\),?$/.exec(before)!;
  /** The entry being checked, and the checks of one field again that the page had run. */
  const entry = { originalEntry: { slug: 'faq' } };
  const checkedAgain: unknown[] = [];

  /** Runs the added code as the editor would, with its parts stood in for; what the validity then says, and what the page was asked. */
  function checked(page: object, fieldConfig: object = { name: 'answer', label: 'Answer' }) {
    const verdict: Record<string, unknown> = { valueMissing: false };
    const scope = {
      [draft!]: entry,
      [values!]: { 'questions.5.answer': 'Claro!' },
      [checkOne!]: (args: unknown) => checkedAgain.push(args),
      [locale!]: 'pt',
      [collection!]: 'pages',
      [file!]: 'faq',
      [keyPath!]: 'questions.5.answer',
      [value!]: 'Claro.',
      [config!]: fieldConfig,
      [validity!]: verdict,
      globalThis: page,
    };
    // The added code, as it runs in the editor's check, run in a scope of stand-ins.
    const run = new Function('scope', `with (scope) { return ${added.replace(/^,|,$/g, '')}; }`); // eslint-disable-line @typescript-eslint/no-implied-eval
    (run as (scope: object) => void)(scope);
    return verdict;
  }

  it('adds code to the installed editor in one place: after the custom field’s verdict, in the check of one field', () => {
    expect(head).not.toBeNull();
    expect(validity).toBeDefined();
    expect(patched.replace(added, '')).toBe(installed);
  });

  it('refuses the field with the page’s words, asked with the entry, the language, the key path, the value and the label', () => {
    const asked: unknown[] = [];
    const page = {
      [FIELD_STOPPING]: (field: unknown) => (asked.push(field), 'The Portuguese field Answer is as translated…'),
    };
    expect(checked(page)).toEqual({
      valueMissing: false,
      customError: true,
      customErrorMessage: 'The Portuguese field Answer is as translated…',
    });
    expect(asked).toEqual([
      {
        collectionName: 'pages',
        fileName: 'faq',
        locale: 'pt',
        keyPath: 'questions.5.answer',
        value: 'Claro.',
        label: 'Answer',
        slug: 'faq',
        checkAgain: expect.any(Function) as unknown,
      },
    ]);
    // A field without a label is named as the editor names it then.
    checked(page, { name: 'heading' });
    expect(asked[1]).toMatchObject({ label: 'heading' });
  });

  it('gives the page the editor’s check of that field again, with the value the field holds then', () => {
    let checkAgain: (() => void) | undefined;
    checked({ [FIELD_STOPPING]: (field: { checkAgain: () => void }) => void (checkAgain = field.checkAgain) });
    expect(checkedAgain).toEqual([]);
    checkAgain!();
    expect(checkedAgain).toEqual([
      {
        draft: entry,
        locale: 'pt',
        keyPath: 'questions.5.answer',
        value: 'Claro!',
        valueMap: { 'questions.5.answer': 'Claro!' },
      },
    ]);
  });

  it('leaves the editor’s verdict as it was when the page says nothing, or has no answer', () => {
    expect(checked({ [FIELD_STOPPING]: () => undefined })).toEqual({ valueMissing: false });
    expect(checked({})).toEqual({ valueMissing: false });
  });

  it('stops the build when the check is not there, or not once', () => {
    expect(() => withFieldsAskingThePage('const nothing = 1;')).toThrow(/found 0 times/);
    const start = installed.lastIndexOf('=e=>{let{draft:', at);
    const whole = installed.slice(installed.lastIndexOf(',', start) + 1, at + 1);
    expect(() => withFieldsAskingThePage(`${installed};${whole}`)).toThrow(/found 2 times/);
  });
});

describe('the editor’s Save buttons saying whether the entry is changed', () => {
  const patched = withSaveButtonsSayingChanged(installed);
  const shortcut = 'keyShortcuts:`Accel+S`';
  // Read from the installed code as the editor writes it: "new, or modified", and each Save button.
  const [newOrModified, flag, derived, read, isNew, draft] =
    /([\w$]+)=([\w$]+)\(\(\)=>([\w$]+)\(([\w$]+)\)\|\|([\w$]+)\.modified\)/.exec(installed)!;

  /** The attribute a Save button carries, as the patched code works it out, with the editor's parts stood in for. */
  function attributeOf(entry: { isNew: boolean; modified: boolean }): { disabled: boolean; changed: string } {
    const declaration = new RegExp(`${newOrModified.replace(/[()|.$]/g, '\\$&')},([\\w$]+)=[^,;]+`).exec(patched)!;
    const getter = new RegExp(`get"${ENTRY_CHANGED_ATTRIBUTE}"\\(\\)\\{(return [^}]+)\\}`).exec(patched)![1]!;
    const scope: Record<string, unknown> = {
      [derived!]: (compute: () => unknown) => ({ compute }),
      [read!]: (value: { compute: () => unknown } | boolean) => (typeof value === 'boolean' ? value : value.compute()),
      [isNew!]: entry.isNew,
      [draft!]: { modified: entry.modified },
    };
    const body = `with (scope) { ${declaration[0]}; return [!${read}(${flag}), (() => { ${getter} })()]; }`;
    // The editor's own code, as patched, run in a scope of stand-ins.
    const run = new Function('scope', body); // eslint-disable-line @typescript-eslint/no-implied-eval
    const [disabled, changed] = (run as (scope: object) => [boolean, string])(scope);
    return { disabled, changed };
  }

  it('gives every Save button the attribute, and changes nothing else the editor does', () => {
    const buttons = installed.split(shortcut).length - 1;
    expect(buttons).toBe(2);
    expect(patched.split(`${shortcut},get"${ENTRY_CHANGED_ATTRIBUTE}"(){`).length - 1).toBe(buttons);
    expect(
      patched.replace(/,pageEntryChanged=[^,;]+/, '').replaceAll(/,get"data-entry-changed"\(\)\{[^}]+\}/g, ''),
    ).toBe(installed);
  });

  it('says changed only when the entry holds something it was not opened with, new or not', () => {
    // A new entry: Save enabled either way; changed only once she typed or added something.
    expect(attributeOf({ isNew: true, modified: false })).toEqual({ disabled: false, changed: 'false' });
    expect(attributeOf({ isNew: true, modified: true })).toEqual({ disabled: false, changed: 'true' });
    expect(attributeOf({ isNew: false, modified: true })).toEqual({ disabled: false, changed: 'true' });
    expect(attributeOf({ isNew: false, modified: false })).toEqual({ disabled: true, changed: 'false' });
  });

  it('stops the build when "new, or modified" is not there once, or a Save button is enabled otherwise', () => {
    expect(() => withSaveButtonsSayingChanged(installed.replace(newOrModified, 'ye=k(()=>!0)'))).toThrow(
      /found 0 times/,
    );
    expect(() => withSaveButtonsSayingChanged(`${installed};let ${newOrModified}`)).toThrow(/found 2 times/);
    expect(() => withSaveButtonsSayingChanged(`${installed};Cu(e,{${shortcut}})`)).toThrow(/2 of its 3 Save buttons/);
  });
});

describe('the editor’s deletions asking the page what stops them', () => {
  const patched = withDeletionAskingThePage(installed);
  /** The editor's plan of a deletion, as patched: `({collection,collectionFile,entries})=>{…}`. */
  const plan =
    /[\w$]+=(\(\{collection:[\w$]+,collectionFile:[\w$]+,entries:[\w$]+\}\)=>\{let [\w$]+=new Map,[\w$]+=\[\];[^]{0,1400}?\}\})(?=,[\w$]+=)/.exec(
      patched,
    )![1]!;
  type Blocker = { entry: { id: string }; keyPath: string; fieldLabel: string };
  type Plan = { targets: unknown[]; blockers: Blocker[] };

  /** The plan's answer, worked out by the patched code with the editor's parts stood in for: no relation field needs the entries. */
  function planOf(page: object, entries: { id: string; slug: string }[]) {
    const [, expand] = /let [\w$]+=([\w$]+)\([\w$]+\)/.exec(plan)!;
    const [, relations] = /([\w$]+)\(\{collectionName:[\w$]+\.name,fileName:/.exec(plan)!;
    const [, unique] = /blockers:([\w$]+)\(\[/.exec(plan)!;
    const scope = {
      [expand!]: (listed: unknown[]) => listed,
      [relations!]: () => [],
      // The editor's own: one blocker per entry and key.
      [unique!]: (blockers: Blocker[]) =>
        blockers.filter(
          (blocker, index) =>
            blockers.findIndex((other) => other.entry.id === blocker.entry.id && other.keyPath === blocker.keyPath) ===
            index,
        ),
      globalThis: page,
    };
    // The editor's own code, as patched, run in a scope of stand-ins.
    const run = new Function('scope', `with (scope) { return ${plan}; }`); // eslint-disable-line @typescript-eslint/no-implied-eval
    const planned = (run as (scope: object) => (deletion: object) => Plan)(scope);
    return planned({ collection: { name: 'albums' }, collectionFile: undefined, entries });
  }

  it('changes the installed editor in one place only: the blockers its plan of a deletion returns', () => {
    const { added } = insertion(installed, patched);
    expect(added).toMatch(
      new RegExp(
        String.raw`^\[\.\.\.[\w$]+,\.\.\.\(globalThis\["${DELETE_BLOCKERS}"\]\?\.\(\{collectionName:[\w$]+\.name,entries:[\w$]+\}\)\?\?\[\]\)\]$`,
      ),
    );
    expect(patched.replace(added, (whole) => /^\[\.\.\.([\w$]+),/.exec(whole)![1]!)).toBe(installed);
  });

  it('adds what the page says stops the deletion, asked with the collection and the entries', () => {
    const asked: unknown[] = [];
    const shown = { entry: { id: 'page-photos:ana-joao' }, keyPath: 'The about page’s photo', fieldLabel: 'x' };
    const page = {
      [DELETE_BLOCKERS]: (deletion: unknown) => {
        asked.push(deletion);
        return [shown, shown];
      },
    };
    const entries = [{ id: 'albums/ana-joao', slug: 'ana-joao' }];
    expect(planOf(page, entries)).toEqual({ targets: [], blockers: [shown] });
    expect(asked).toEqual([{ collectionName: 'albums', entries }]);
  });

  it('plans as the editor did when the page says nothing', () => {
    expect(planOf({}, [{ id: 'albums/ana-joao', slug: 'ana-joao' }])).toEqual({ targets: [], blockers: [] });
  });

  it('stops the build when the plan is not there, or not once', () => {
    expect(() => withDeletionAskingThePage('const nothing = 1;')).toThrow(/found 0 times/);
    const whole =
      /[\w$]+=\(\{collection:[\w$]+,collectionFile:[\w$]+,entries:[\w$]+\}\)=>\{let [\w$]+=new Map,[^]*?blockers:[\w$]+\([\w$]+\)\}\}/.exec(
        installed,
      )![0];
    expect(() => withDeletionAskingThePage(`${installed};${whole}`)).toThrow(/found 2 times/);
  });
});

describe('the editor’s Translate taking the key she entered in the photos field', () => {
  const patched = withTranslateTakingTheFieldKey(installed);
  const { at, added } = insertion(installed, patched);
  /** The patched read of her key: `s=OW.apiKeys?.[r]||globalThis[…]?.(r)`. */
  const [, key, prefs, service] = /([\w$]+)=([\w$]+)\.apiKeys\?\.\[([\w$]+)\]$/.exec(installed.slice(at - 60, at))!;

  /** The key Translate goes on with, worked out by the patched code: none means it asks her in its window. */
  function keyOf(settings: object, page: object, chosen = 'google'): unknown {
    const read = patched.slice(at - `${key}=${prefs}.apiKeys?.[${service}]`.length, at + added.length);
    const run = new Function('scope', `with (scope) { let ${key}; ${read}; return ${key}; }`); // eslint-disable-line @typescript-eslint/no-implied-eval
    return (run as (scope: object) => unknown)({ [prefs!]: settings, [service!]: chosen, globalThis: page });
  }

  it('changes the installed editor in one place only: where Translate reads her key', () => {
    expect(added).toBe(`||globalThis["${KEY_FOR_TRANSLATE}"]?.(${service})`);
    expect(patched.replace(added, '')).toBe(installed);
  });

  it('takes the page’s key, asked by the service she chose, when its Settings have none', () => {
    const asked: unknown[] = [];
    const page = {
      [KEY_FOR_TRANSLATE]: (chosen: string) => {
        asked.push(chosen);
        return 'AIza-field';
      },
    };
    expect(keyOf({ apiKeys: {} }, page)).toBe('AIza-field');
    expect(asked).toEqual(['google']);
  });

  it('keeps the key of its Settings first, and asks her as before when neither has one', () => {
    expect(keyOf({ apiKeys: { google: 'AIza-settings' } }, { [KEY_FOR_TRANSLATE]: () => 'AIza-field' })).toBe(
      'AIza-settings',
    );
    expect(keyOf({ apiKeys: {} }, { [KEY_FOR_TRANSLATE]: () => undefined })).toBeUndefined();
    expect(keyOf({}, {})).toBeUndefined();
  });

  it('stops the build when the read is not there, or not once', () => {
    expect(() => withTranslateTakingTheFieldKey('const nothing = 1;')).toThrow(/found 0 times/);
    const whole = /[\w$]+=[\w$]+\.apiKeys\?\.\[[\w$]+\];if\(![\w$]+\)\{[^{}]*\{[^{}]*\}[^{}]*\{show:!0,[^{}]*\}/.exec(
      installed,
    )![0];
    expect(() => withTranslateTakingTheFieldKey(`${installed};${whole}`)).toThrow(/found 2 times/);
  });
});

describe('the editor’s New button given its menu only when it has one', () => {
  const patched = withNewButtonWithoutEmptyMenu(installed);
  /** The installed button's props end `…,popup:t,$$slots:{startIcon:!0,popup:!0}})`; the patched ones read which button it is. */
  const [given, read, component, split, menu] =
    /get popup\(\)\{return ([\w$]+)\(([\w$]+)\)===([\w$]+)\?([\w$]+):void 0\}/.exec(patched)!;

  /** The menu the button is given, worked out by the patched props, for the button the editor chose. */
  function menuOf(chosen: 'split' | 'plain'): unknown {
    const props = new Function('scope', `with (scope) { return ({${given}}).popup; }`); // eslint-disable-line @typescript-eslint/no-implied-eval
    const splitButton = { kind: 'split' };
    return (props as (scope: object) => unknown)({
      [read!]: (derived: { now: unknown }) => derived.now,
      [component!]: { now: chosen === 'split' ? splitButton : { kind: 'plain' } },
      [split!]: splitButton,
      [menu!]: 'the menu',
    });
  }

  it('changes the installed editor in one place only: the New button’s menu', () => {
    expect(patched).not.toBe(installed);
    expect(patched.replace(given, `popup:${menu}`)).toBe(installed);
  });

  it('gives the split button its menu, and the plain button none, so pressing New opens nothing', () => {
    expect(menuOf('split')).toBe('the menu');
    expect(menuOf('plain')).toBeUndefined();
  });

  it('stops the build when the button is not there, or not once', () => {
    expect(() => withNewButtonWithoutEmptyMenu('const nothing = 1;')).toThrow(/found 0 times/);
    const whole =
      /[\w$]+=[\w$]+\(\(\)=>[\w$]+\([\w$]+\)\?[\w$]+:[\w$]+\),[\w$]+=\([\w$]+=!1\)=>\{[^]*?popup:!0\}\}\)/.exec(
        installed.slice(installed.indexOf('/new${') - 400),
      )![0];
    expect(() => withNewButtonWithoutEmptyMenu(`${installed};${whole}`)).toThrow(/found 2 times/);
  });
});
