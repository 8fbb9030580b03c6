/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TRANSLATION_ENDPOINT } from '../translation/translation-request';
import {
  checkBookkeepingDropped,
  checkDirectoryPicker,
  checkFieldSelectors,
  checkLeavingSignals,
  checkPreferencesStore,
  checkSignInLink,
  checkStoredFolder,
  checkStoredSignIn,
  checkTranslationRequest,
  checkYamlOutput,
} from './couplings';
import {
  DIRECTORY_PICKER,
  EDITOR_PREFERENCES_KEY,
  EDITOR_USER_KEY,
  FOLDER_KEY,
  FOLDER_STORE,
  LOCALE_PANE,
} from './names';

/** The editor's code as the bundle reads it (admin/build/build-admin.ts). */
const installed = readFileSync(path.join(process.cwd(), 'node_modules', '@sveltia', 'cms', 'npm', 'index.js'), 'utf8');

/** The installed editor's translation request, from its request object to the end of its fetch call. */
function translationRequestIn(code: string): string {
  const address = code.indexOf(`fetch(\`${TRANSLATION_ENDPOINT}\``);
  const start = code.lastIndexOf('={q:', address);
  const end = code.indexOf('})', address) + 2;
  return code.slice(code.lastIndexOf(';', start) + 1, end);
}

describe('the editor’s request to Google Cloud Translation, as the fetch wrapper knows it', () => {
  const request = translationRequestIn(installed);

  it('is in the installed editor, once', () => {
    expect(request).toMatch(/^let [\w$]+=\{q:.*target:.*body:JSON\.stringify\([\w$]+\)\}\)$/);
    expect(() => checkTranslationRequest(installed)).not.toThrow();
  });

  it('stops the build when the request is not there', () => {
    expect(() => checkTranslationRequest(installed.replace(request, 'let i=0'))).toThrow(/found 0 times.*Brazilian/s);
    expect(() =>
      checkTranslationRequest(installed.replace(TRANSLATION_ENDPOINT, TRANSLATION_ENDPOINT.replace('/v2', '/v3'))),
    ).toThrow(/found 0 times.*address 0 times/);
  });

  it('stops the build when the request is there twice', () => {
    expect(() => checkTranslationRequest(`${installed};${request}`)).toThrow(/found 2 times.*address 2 times/);
  });

  it('stops the build when the request is sent in a form the wrapper lets through', () => {
    const forms = {
      'an address with a query': request.replace(TRANSLATION_ENDPOINT, `${TRANSLATION_ENDPOINT}?format=json`),
      'a body that is not text': request.replace(/body:JSON\.stringify\(([\w$]+)\)/, 'body:$1'),
      'a fetch kept aside when the code loaded': request.replace('await fetch(', 'await savedFetch('),
      'a request without its target': request.replace(/target:[\w$]+,/, ''),
    };
    for (const form of Object.values(forms)) {
      expect(form).not.toBe(request);
      expect(() => checkTranslationRequest(installed.replace(request, form))).toThrow(/found 0 times/);
    }
  });
});

describe('the editor’s preferences, as the page reads her Google key from them', () => {
  const key = `\`${EDITOR_PREFERENCES_KEY}\``;
  const name = new RegExp(`([\\w$]+)=${key.replace('.', '\\.')}`).exec(installed)![1]!;
  const write = new RegExp(`[\\w$]+\\.set\\(${name.replace('$', '\\$')},[\\w$]+\\)`).exec(installed)![0];

  it('are kept in the installed editor as the page reads them', () => {
    expect(() => checkPreferencesStore(installed)).not.toThrow();
  });

  it('stops the build when the editor keeps them under another name', () => {
    expect(() => checkPreferencesStore(installed.replaceAll(key, '`sveltia-cms.settings`'))).toThrow(
      /'sveltia-cms\.prefs' is not in its code.*Suggest and Draft/s,
    );
  });

  it('stops the build when they are not written, or written twice', () => {
    expect(() => checkPreferencesStore(installed.replace(write, 'void 0'))).toThrow(/written 0 times/);
    expect(() => checkPreferencesStore(`${installed};${write}`)).toThrow(/written 2 times/);
    // Written by the key's own name rather than through the name the minifier gave it.
    expect(() => checkPreferencesStore(`${installed};${write.replace(name, key)}`)).toThrow(/written 2 times/);
  });

  it('stops the build when they are no longer written with localStorage.setItem as JSON', () => {
    expect(() => checkPreferencesStore(installed.replace('localStorage.setItem(', 'sessionStorage.setItem('))).toThrow(
      /no longer written with localStorage\.setItem/,
    );
    expect(() =>
      checkPreferencesStore(
        installed.replace(
          /localStorage\.setItem\(([\w$]+),JSON\.stringify\(([\w$]+)\)\)/,
          'localStorage.setItem($1,$2)',
        ),
      ),
    ).toThrow(/no longer written with localStorage\.setItem/);
  });

  it('stops the build when Google is no longer the service she has when she chose none', () => {
    expect(() =>
      checkPreferencesStore(
        installed.replace('defaultTranslationService??=`google`', 'defaultTranslationService??=`openai`'),
      ),
    ).toThrow(/defaultTranslationService\?\?=`google`/);
  });
});

describe('the editor’s Save button and moves between screens, as the leave guard reads them', () => {
  const disabledBy =
    /(?<![\w$])([\w$]+)=[\w$]+\(\(\)=>[\w$]+\([\w$]+\)\|\|![\w$]+\([\w$]+\)\);(?=[^;]*keyShortcuts:`Accel\+S`)/g;

  it('are in the installed editor as the guard expects them', () => {
    expect([...installed.matchAll(disabledBy)]).toHaveLength(2);
    expect(() => checkLeavingSignals(installed)).not.toThrow();
  });

  it('stops the build when a Save button is enabled otherwise than by the entry being modified', () => {
    const [first] = [...installed.matchAll(disabledBy)];
    const saving = first![0].replace(/\|\|![\w$]+\([\w$]+\)/, '');
    expect(() => checkLeavingSignals(installed.replace(first![0], saving))).toThrow(/found 1 times.*of 2/);
    expect(() => checkLeavingSignals(installed.replace(/\|\|([\w$]+)\.modified\)/, '||$1.changed)'))).toThrow(
      /no longer enabled by the entry being modified/,
    );
  });

  it('stops the build when the editor writes its Save shortcut otherwise than as Ctrl+S or Meta+S', () => {
    expect(() => checkLeavingSignals(installed.replace('?`Meta`:`Ctrl`)', '?`Meta`:`Control`)'))).toThrow(
      /Ctrl or Meta/,
    );
  });

  it('stops the build when the editor moves between its screens otherwise', () => {
    expect(() => checkLeavingSignals(installed.replace('window.history.pushState(', 'router.push('))).toThrow(
      /history\.pushState/,
    );
    expect(() =>
      checkLeavingSignals(installed.replace('new HashChangeEvent(`hashchange`,{oldURL:', 'new Event(`route`,{oldURL:')),
    ).toThrow(/hashchange/);
  });
});

describe('the editor’s sign-in link, as the set-up’s link for her editor expects it', () => {
  it('is read once in the installed editor', () => {
    expect(() => checkSignInLink(installed)).not.toThrow();
  });

  it('stops the build when the route, its removal from the history or its token is read otherwise', () => {
    expect(() =>
      checkSignInLink(installed.replace('/^\\/signin\\/(?<encodedData>.+)/', '/^\\/login\\/(?<encodedData>.+)/')),
    ).toThrow(/route was found 0 times/);
    expect(() =>
      checkSignInLink(
        installed.replace(
          ',{replaceState:!0});let n,r;try{let e=JSON.parse(atob(',
          ',{});let n,r;try{let e=JSON.parse(atob(',
        ),
      ),
    ).toThrow(/reading of the token 0 times/);
    expect(() =>
      checkSignInLink(installed.replace('typeof e.token==`string`', 'typeof e.accessToken==`string`')),
    ).toThrow(/reading of the token 0 times/);
  });
});

describe('how the editor writes a YAML file, as content/editor-format.ts writes the shipped ones', () => {
  it('is found once in the installed editor', () => {
    expect(() => checkYamlOutput(installed)).not.toThrow();
  });

  it('stops the build when the editor folds long lines, or quotes otherwise', () => {
    expect(() =>
      checkYamlOutput(installed.replace('lineWidth:0,defaultKeyType', 'lineWidth:80,defaultKeyType')),
    ).toThrow(/found 0 times.*EDITOR_YAML_OPTIONS/s);
    expect(() => checkYamlOutput(installed.replace('quote:a=`none`', 'quote:a=`double`'))).toThrow(/found 0 times/);
  });
});

describe('her sign-in, where the site check reads her token', () => {
  it('is kept under the key the site check reads, in the installed editor', () => {
    expect(() => checkStoredSignIn(installed)).not.toThrow();
  });

  it('stops the build when the editor keeps it under another key, or otherwise than as JSON in localStorage', () => {
    expect(() => checkStoredSignIn(installed.replaceAll(`\`${EDITOR_USER_KEY}\``, '`sveltia-cms.account`'))).toThrow(
      /'sveltia-cms\.user' is not written.*site check/s,
    );
    expect(() =>
      checkStoredSignIn(
        installed.replace(
          /localStorage\.setItem\(([\w$]+),JSON\.stringify\(/,
          'sessionStorage.setItem($1,JSON.stringify(',
        ),
      ),
    ).toThrow(/no longer written with localStorage\.setItem as JSON/);
  });
});

describe('the folder the editor keeps in IndexedDB, which the local editor forgets', () => {
  it('is kept where the local editor looks, in the installed editor', () => {
    expect(() => checkStoredFolder(installed)).not.toThrow();
  });

  it('stops the build when the database, its store or its key is named otherwise', () => {
    expect(() => checkStoredFolder(installed.replace('databaseName:`${t}:${u}`', 'databaseName:`${t}/${u}`'))).toThrow(
      /database was found named .* 0 times/,
    );
    for (const name of [FOLDER_STORE, FOLDER_KEY]) {
      expect(() => checkStoredFolder(installed.replace(`\`${name}\``, '`handles`'))).toThrow(
        new RegExp(`'${name}' was found 0 times`),
      );
    }
  });
});

describe('the editor’s bookkeeping of list items, which Translate’s count leaves out', () => {
  it('is left out of what the installed editor saves, once', () => {
    expect(() => checkBookkeepingDropped(installed)).not.toThrow();
  });

  it('stops the build when the editor saves it otherwise', () => {
    expect(() => checkBookkeepingDropped(installed.replace('startsWith(`__sc_`)', 'startsWith(`__x_`)'))).toThrow(
      /found 0 times/,
    );
  });
});

describe('a language’s pane and its fields, where the marks under the translated fields go', () => {
  it('is how the installed editor finds a field of a pane itself', () => {
    expect(installed).toContain(`.pane[data-mode="edit"]${LOCALE_PANE.slice(0, -1)}="`);
    expect(() => checkFieldSelectors(installed)).not.toThrow();
  });

  it('stops the build when a pane or a field is marked otherwise', () => {
    expect(() => checkFieldSelectors(installed.replaceAll('[data-locale="${CSS', '[data-lang="${CSS'))).toThrow(
      /found 0 times.*translated-marks/s,
    );
    expect(() =>
      checkFieldSelectors(installed.replaceAll(' .field[data-key-path="${CSS', ' .field[data-path="${CSS')),
    ).toThrow(/found 0 times/);
  });
});

describe('the folder picker, which the local editor answers with her working tree', () => {
  it('is asked for when she chooses a local folder, in the installed editor', () => {
    expect(() => checkDirectoryPicker(installed)).not.toThrow();
  });

  it('stops the build when the editor keeps the picker aside, or stops testing for it', () => {
    const keptAside = installed
      .replace(`await window.${DIRECTORY_PICKER}()`, `await picker()`)
      .replace('`showDirectoryPicker`in window', 'picker=window.showDirectoryPicker(),`showDirectoryPicker`in window');
    expect(() => checkDirectoryPicker(keptAside)).toThrow(/found 0 times \(and 1 other calls\).*local editor/s);
    expect(() => checkDirectoryPicker(installed.replaceAll(`\`${DIRECTORY_PICKER}\`in `, '!!window.picker&&'))).toThrow(
      /test of the picker on the page 0 times/,
    );
  });
});
