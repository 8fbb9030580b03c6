/**
 * What the page's own code relies on in the editor's code (@sveltia/cms, pinned in package.json)
 * without the editor offering it as an API, checked in the code the bundle takes, so that a new
 * version that does it differently stops the build instead of quietly undoing what relies on it:
 *
 * - the fetch wrapper (admin/translation/european-translation.ts) knows the editor's request to
 *   Google Cloud Translation by its address, and rewrites its JSON body for European Portuguese:
 *   a request it does not recognise goes out as the editor made it, for Brazilian Portuguese;
 * - the page learns that she entered her Google key by the editor storing its preferences, and
 *   reads the key there (a `Storage.prototype.setItem` wrapper, `storedGoogleKey`): stored
 *   otherwise, the photos field's Suggest and Draft buttons stay away. The other way, Translate
 *   asks the page for the key she entered in the photos field by the editor's name for the
 *   service, `google` (editor-patch.ts, which stops the build when its read of the key is not found):
 *   named otherwise, Translate would ask her for the key a second time;
 * - the page asks before she leaves an entry with unsaved changes (admin/editor/leave-guard.ts):
 *   it knows there are some by the editor's Save button being enabled (and, for a new entry, by the
 *   attribute editor-patch.ts adds to it), and sees her leave by the
 *   editor moving between its screens through the page's history: otherwise, she would leave
 *   without being asked, or be asked with nothing to lose.
 *
 * - the site check and the editor's start read her sign-in where the editor keeps it
 *   (admin/site-check/site-check.ts's EDITOR_USER_KEY): kept elsewhere, the site check would not
 *   find her token, and the editor's start would not know she is signed in;
 * - the local editor forgets the folder the editor keeps in IndexedDB before the editor starts
 *   (admin/vendor/names.ts): kept elsewhere, a folder kept from an earlier visit comes back
 *   without its methods and the local editor's "Work with Local Repository" fails.
 *
 * The editor's API has none of these: no hook on its translation requests or their target language,
 * no event when its preferences change, and none when an entry is changed or left (its events are
 * the entry's save and publish).
 * couplings.test.ts applies these checks to the installed package.
 */
import { TRANSLATION_ENDPOINT } from '../translation/translation-request';
import {
  BACKUP_STORE,
  DIRECTORY_PICKER,
  EDITOR_PREFERENCES_KEY,
  EDITOR_USER_KEY,
  ENTRY_EDITOR,
  FIELD_KEY_ATTRIBUTE,
  FIELD_SECTION,
  FOLDER_KEY,
  FOLDER_STORE,
  GITHUB_SERVICE,
  LOCALE_PANE,
  TRANSLATION_SERVICE,
} from './names';
import { EDITOR_BOOKKEEPING } from '../translation/portuguese-file';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const literal = (text: string) => '`' + escaped(text) + '`';
const count = (code: string, text: string) => code.split(text).length - 1;

/**
 * The editor's request to the translation service: its texts and target in an object sent as JSON
 * text, to `fetch` called with the address as a plain string when the request is made. The
 * wrapper compares the address as a string, reads the body as a string, and must be the `fetch`
 * the editor calls (a `fetch` kept aside when the editor's code loads would pass it by).
 *   let i={q:e,source:t,target:n,format:`html`};try{let e=await fetch(`https://…/v2`,{…,body:JSON.stringify(i)})
 */
const TRANSLATION_CALL = new RegExp(
  [
    String.raw`(?<![\w$])(?<request>[\w$]+)=\{(?=(?:[^{}]*,)?q:)(?=(?:[^{}]*,)?target:)[^{}]*\};`,
    String.raw`(?:try\{)?(?:(?:let|const|var) )?(?:[\w$]+=)?(?:await )?(?:(?:globalThis|window|self)\.)?`,
    String.raw`fetch\(${literal(TRANSLATION_ENDPOINT)},\{[^;]*?body:JSON\.stringify\(\k<request>\)\}\)`,
  ].join(''),
  'g',
);

/**
 * Stops when the editor's request to the translation service is not found exactly once as the
 * wrapper expects it. Once, not at least once: the wrapper was checked against that one request,
 * and a second place asking the service may send it otherwise (an address with a query, a
 * `Request`, a body that is not text), which the wrapper would let through for Brazilian.
 */
export function checkTranslationRequest(code: string): void {
  const addresses = count(code, TRANSLATION_ENDPOINT);
  const calls = [...code.matchAll(TRANSLATION_CALL)].length;
  if (addresses !== 1 || calls !== 1) {
    throw new Error(
      `@sveltia/cms: its request to Google Cloud Translation was found ${calls} times as fetch(\`${TRANSLATION_ENDPOINT}\`, ` +
        `{ body: JSON.stringify({ q, …, target }) }), and the address ${addresses} times, where the build expects each once: ` +
        'the page’s fetch wrapper (admin/translation/european-translation.ts) would let the editor’s Translate ask for Brazilian ' +
        'Portuguese. Check how the editor now sends that request, and the wrapper, before moving the pin.',
    );
  }
}

/** A class of the editor's that keeps values in the page's storage: `static async set(key, value)` with `localStorage.setItem(key, JSON.stringify(value))`. */
const SET_ITEM_STORE = String.raw`=class\{static async set\((?<key>[\w$]+),(?<value>[\w$]+)\)\{(?:(?!static ).)*?localStorage\.setItem\(\k<key>,JSON\.stringify\(\k<value>\)\)`;

/**
 * Stops when the editor does not keep its preferences as the page reads them: under
 * `EDITOR_PREFERENCES_KEY`, written once through `localStorage.setItem` as JSON (what the setItem
 * wrapper sees), with her key in `apiKeys` by service and Google as the service when she chose none
 * (what `storedTranslationKey` reads).
 *
 * The key's name is looked for at least once: the minifier copies it to every place that reads it
 * (four in 0.221.1), and a read more or less changes nothing for the page. The write is looked for
 * exactly once: one place writes her preferences, and a second may write them otherwise.
 */
export function checkPreferencesStore(code: string): void {
  const fail = (found: string) => {
    throw new Error(
      `@sveltia/cms: ${found}: the page would not see her Google key (admin/translation/european-translation.ts), ` +
        'and the photos field would not offer its Suggest and Draft buttons. Check where the editor now keeps ' +
        `'${EDITOR_PREFERENCES_KEY}', and the wrapper, before moving the pin.`,
    );
  };
  if (!code.includes(`\`${EDITOR_PREFERENCES_KEY}\``)) fail(`'${EDITOR_PREFERENCES_KEY}' is not in its code`);
  const key = literal(EDITOR_PREFERENCES_KEY);
  const names = [...code.matchAll(new RegExp(String.raw`(?<![\w$.])([\w$]+)=${key}`, 'g'))].map(([, name]) => name!);
  const keyed = [key, ...names.map(escaped)].join('|');
  const writes = [...code.matchAll(new RegExp(String.raw`(?<![\w$.])([\w$]+)\.set\((?:${keyed}),`, 'g'))];
  if (writes.length !== 1)
    fail(`its preferences were found written ${writes.length} times, where the build expects once`);
  const store = escaped(writes[0]![1]!);
  if (!new RegExp(String.raw`(?<![\w$.])${store}${SET_ITEM_STORE}`).test(code)) {
    fail('its preferences are no longer written with localStorage.setItem as JSON');
  }
  const defaultService = `defaultTranslationService??=\`${TRANSLATION_SERVICE}\``;
  if (!code.includes(defaultService) || !code.includes('apiKeys?.[')) {
    fail(`its preferences no longer keep the keys in apiKeys with ${defaultService}`);
  }
}

/**
 * The entry's Save button (the one with the Accel+S shortcut), disabled by a value that is "saving,
 * or not modified":
 *   r=k(()=>R(ve)||!R(ye));Lu(e,{variant:`primary`,get label(){return R(n)},get disabled(){return R(r)},keyShortcuts:`Accel+S`
 */
const SAVE_BUTTON = new RegExp(
  [
    String.raw`(?<![\w$])(?<disabled>[\w$]+)=[\w$]+\(\(\)=>[\w$]+\([\w$]+\)\|\|![\w$]+\((?<modified>[\w$]+)\)\);`,
    String.raw`[\w$]+\([\w$]+,\{variant:` + '`primary`' + String.raw`,get label\(\)\{return [\w$]+\([\w$]+\)\},`,
    String.raw`get disabled\(\)\{return [\w$]+\(\k<disabled>\)\},` + escaped('keyShortcuts:`Accel+S`'),
  ].join(''),
  'g',
);
const SAVE_SHORTCUT = 'keyShortcuts:`Accel+S`';

/**
 * Stops when the page could no longer tell unsaved changes, or see her leave an entry, as the
 * leave guard does: every button with the Save shortcut must be disabled exactly while saving or
 * while the entry is not modified (a new entry counts as modified), and the editor must still move
 * between its screens with history.pushState, telling its screens by a hashchange event of its own.
 */
export function checkLeavingSignals(code: string): void {
  const fail = (found: string) => {
    throw new Error(
      `@sveltia/cms: ${found}: the page would no longer ask before she leaves an entry with unsaved changes ` +
        '(admin/editor/leave-guard.ts). Check how the editor now enables its Save button and moves between its ' +
        'screens, and the guard, before moving the pin.',
    );
  };
  const shortcuts = count(code, SAVE_SHORTCUT);
  const buttons = [...code.matchAll(SAVE_BUTTON)];
  if (shortcuts === 0 || buttons.length !== shortcuts) {
    fail(
      `its Save button was found ${buttons.length} times disabled by "saving, or not modified", of ${shortcuts} with Accel+S`,
    );
  }
  for (const button of buttons) {
    const modified = escaped(button.groups!.modified!);
    if (
      !new RegExp(String.raw`(?<![\w$])${modified}=[\w$]+\(\(\)=>[\w$]+\([\w$]+\)\|\|[\w$]+\.modified\)`).test(code)
    ) {
      fail('its Save button is no longer enabled by the entry being modified');
    }
  }
  if (!code.includes('.replace(/\\bAccel\\b/g,') || !code.includes('?`Meta`:`Ctrl`)')) {
    fail('it no longer writes its Accel shortcuts as Ctrl or Meta in aria-keyshortcuts');
  }
  if (!code.includes('window.history.pushState(') || count(code, 'new HashChangeEvent(`hashchange`,{oldURL:') !== 1) {
    fail('it no longer moves between its screens with history.pushState and a hashchange event of its own');
  }
}

/**
 * The editor's sign-in link, `#/signin/<encodedData>`: at start it reads the address's path against
 * that route, takes the address out of the history (replaceState), then reads a token from the data
 * as base64 of JSON with a `token` string, and signs in with it:
 *   mSe=()=>{let{path:e}=dZ(),{encodedData:t}=e.match(pSe)?.groups??{};if(!t)return…;hZ(``,{replaceState:!0});
 *   let n,r;try{let e=JSON.parse(atob(t));vr(e)&&typeof e.token==`string`&&(n={token:e.token},…
 * The set-up prints such a link for her editor (admin/site-check/editor-token.ts's editorSignInLink),
 * so that she signs in by opening it rather than pasting her token a second time.
 */
const SIGN_IN_ROUTE = '/^\\/signin\\/(?<encodedData>.+)/';
const SIGN_IN_READ = new RegExp(
  [
    String.raw`\{encodedData:(?<data>[\w$]+)\}=[\w$]+\.match\([\w$]+\)\?\.groups\?\?\{\};`,
    String.raw`if\(!\k<data>\)return[^;]*;[\w$]+\(` + '``' + String.raw`,\{replaceState:!0\}\);`,
    String.raw`[^;]*;try\{let (?<json>[\w$]+)=JSON\.parse\(atob\(\k<data>\)\);`,
    String.raw`[\w$]+\(\k<json>\)&&typeof \k<json>\.token==` + '`string`',
  ].join(''),
  'g',
);

/** Stops when the editor no longer signs in from `#/signin/` + base64 of `{"token": …}` as the set-up's link expects. */
export function checkSignInLink(code: string): void {
  const routes = count(code, SIGN_IN_ROUTE);
  const reads = [...code.matchAll(SIGN_IN_READ)].length;
  if (routes !== 1 || reads !== 1) {
    throw new Error(
      `@sveltia/cms: its sign-in link's route was found ${routes} times and its reading of the token ${reads} times, ` +
        'where the build expects each once: the link the set-up gives her (admin/site-check/editor-token.ts) would open ' +
        'the editor without signing her in. Check how the editor now reads a sign-in link, and the link, before moving the pin.',
    );
  }
}

/**
 * How the editor writes a YAML file: its options to the `yaml` library, as content/editor-format.ts
 * writes the files the project ships and changes, so that her first Save of a file changes only the
 * lines she changed. Found as the editor passes them, with its own defaults (two spaces, sequences
 * indented, no quotes unless needed) and no `output.yaml` in the configuration.
 *   {let{indent_size:r=2,indent_sequences:i=!0,quote:a=`none`}=t,…;return nP(e,null,{indent:r,indentSeq:i,lineWidth:0,defaultKeyType:`PLAIN`,…,singleQuote:!(o||a===`double`)}).trim()}
 */
const YAML_OUTPUT = new RegExp(
  [
    String.raw`\{indent_size:(?<size>[\w$]+)=2,indent_sequences:(?<sequences>[\w$]+)=!0,quote:(?<quote>[\w$]+)=` +
      '`none`' +
      String.raw`\}`,
    String.raw`[^;]*;return [\w$]+\([\w$]+,null,\{indent:\k<size>,indentSeq:\k<sequences>,lineWidth:0,defaultKeyType:` +
      '`PLAIN`',
    String.raw`,defaultStringType:[\w$]+\|\|\k<quote>===` +
      '`double`' +
      String.raw`\?` +
      '`QUOTE_DOUBLE`' +
      String.raw`:\k<quote>===` +
      '`single`' +
      String.raw`\?` +
      '`QUOTE_SINGLE`' +
      ':`PLAIN`',
    String.raw`,singleQuote:!\([\w$]+\|\|\k<quote>===` + '`double`' + String.raw`\)\}\)\.trim\(\)`,
  ].join(''),
  'g',
);

/** Stops when the editor no longer writes YAML as content/editor-format.ts does. */
export function checkYamlOutput(code: string): void {
  const found = [...code.matchAll(YAML_OUTPUT)].length;
  if (found !== 1) {
    throw new Error(
      `@sveltia/cms: how it writes a YAML file was found ${found} times, where the build expects it once with ` +
        'lineWidth 0, plain keys and strings, single quotes and indented sequences: her first Save of a file the project ' +
        'ships would rewrite lines she never changed. Check the editor’s YAML options against content/editor-format.ts ' +
        '(EDITOR_YAML_OPTIONS), and its `yaml` version against package.json’s, before moving the pin.',
    );
  }
}

/**
 * Stops when the editor no longer keeps her sign-in under `EDITOR_USER_KEY` as the site check reads
 * it: the key written in its code, each time through its store of the page's storage
 * (`localStorage.setItem` as JSON).
 */
export function checkStoredSignIn(code: string): void {
  const fail = (found: string) => {
    throw new Error(
      `@sveltia/cms: ${found}: the site check (admin/site-check/site-check.ts) would not find her GitHub token, and the ` +
        `editor's start would not know she is signed in. Check where the editor now keeps '${EDITOR_USER_KEY}' before ` +
        'moving the pin.',
    );
  };
  const key = literal(EDITOR_USER_KEY);
  const writes = [...code.matchAll(new RegExp(String.raw`(?<![\w$.])([\w$]+)\.set\(${key},`, 'g'))];
  if (writes.length === 0) fail(`'${EDITOR_USER_KEY}' is not written in its code`);
  for (const store of new Set(writes.map(([, name]) => name!))) {
    if (!new RegExp(String.raw`(?<![\w$.])${escaped(store)}${SET_ITEM_STORE}`).test(code)) {
      fail(`'${EDITOR_USER_KEY}' is no longer written with localStorage.setItem as JSON`);
    }
  }
}

/**
 * The name of a repository's database: its service, a colon, then owner/repo.
 *   fJ=(e,{service:t,label:n,owner:r,repo:i,…})=>{let u=`${r}/${i}`,d=Z_e(o,u);return Object.assign(e,{…,databaseName:`${t}:${u}`
 */
const DATABASE_NAME = new RegExp(
  [
    String.raw`\{service:(?<service>[\w$]+),[^{}]*?owner:(?<owner>[\w$]+),repo:(?<repo>[\w$]+)[^{}]*\}\)=>\{`,
    String.raw`let (?<path>[\w$]+)=` + '`' + String.raw`\$\{\k<owner>\}/\$\{\k<repo>\}` + '`',
    String.raw`[\s\S]{0,200}?databaseName:` + '`' + String.raw`\$\{\k<service>\}:\$\{\k<path>\}` + '`',
  ].join(''),
  'g',
);

/**
 * Stops when the editor no longer keeps the local folder where the local editor forgets it: in a
 * database named as `editorDatabase` names it (its service, then owner/repo), in the store
 * `FOLDER_STORE` under `FOLDER_KEY`, each found once.
 */
export function checkStoredFolder(code: string): void {
  const fail = (found: string) => {
    throw new Error(
      `@sveltia/cms: ${found}: the local editor (admin/local/local-repository.ts) would not forget the folder kept from ` +
        'an earlier visit, which comes back without its methods. Check where the editor now keeps it, and ' +
        'admin/vendor/names.ts, before moving the pin.',
    );
  };
  const names = [...code.matchAll(DATABASE_NAME)].length;
  if (names !== 1) {
    fail(`its database was found named "<service>:<owner>/<repo>" ${names} times, where the build expects once`);
  }
  if (count(code, `=${literal(GITHUB_SERVICE)},`) === 0)
    fail(`its GitHub service is no longer named ${GITHUB_SERVICE}`);
  for (const text of [FOLDER_STORE, FOLDER_KEY]) {
    const found = count(code, literal(text));
    if (found !== 1) fail(`'${text}' was found ${found} times, where the build expects once`);
  }
}

/*
 * The editor's copies of unsaved changes: a store of the repository's database, keyed by the
 * collection and the entry's name (a file's, or a saved entry's slug, or '' for a new one), and
 * written half a second after her last change, by a timer each change sets again:
 *   c4=new RO(t,`draft-backups`,{keyPath:[`collectionName`,`slug`]}) … m4=({fileName:e,originalEntry:t})=>e??t?.slug??``
 *   Pke=e=>{globalThis.clearTimeout(s4),e&&c4&&(s4=globalThis.setTimeout(()=>{kke(e)},500))}
 */
const BACKUP_STORE_OPENED = new RegExp(
  String.raw`(?<![\w$.])(?<store>[\w$]+)=new [\w$]+\([\w$]+,` +
    literal(BACKUP_STORE) +
    String.raw`,\{keyPath:\[` +
    '`collectionName`,`slug`' +
    String.raw`\]\}\)`,
  'g',
);
export const BACKUP_NAMED =
  /(?<![\w$.])(?<name>[\w$]+)=\(\{fileName:([\w$]+),originalEntry:([\w$]+)\}\)=>\2\?\?\3\?\.slug\?\?``/g;

/**
 * The editor's scheduling of a copy, `draft` the entry on screen (none once it is closed), `store`
 * the store of copies (none when the editor keeps no copies in this visit), `save` the write of the
 * copy (which itself skips an entry she has not touched, and deletes the copy of one no longer
 * changed). admin/vendor/editor-patch.ts (withCopyKeptOnAsk) gives the page a way to write it now.
 */
export const BACKUP_SCHEDULED = new RegExp(
  String.raw`(?<![\w$.])[\w$]+=(?<draft>[\w$]+)=>\{globalThis\.clearTimeout\((?<timer>[\w$]+)\),` +
    String.raw`\k<draft>&&(?<store>[\w$]+)&&\(\k<timer>=globalThis\.setTimeout\(\(\)=>\{(?<save>[\w$]+)\(\k<draft>\)\},500\)\)\}`,
  'g',
);

/**
 * Stops when the editor no longer keeps its copies of unsaved changes where the question before
 * she leaves looks for one (admin/editor/unsaved-changes.ts), or no longer writes them by a timer
 * the page can run at once: otherwise it would say a copy is kept when it is not, or lost when the
 * editor is about to keep it.
 */
export function checkDraftBackup(code: string): void {
  const stores = [...code.matchAll(BACKUP_STORE_OPENED)];
  const names = [...code.matchAll(BACKUP_NAMED)].length;
  const schedules = [...code.matchAll(BACKUP_SCHEDULED)];
  const sameStore = stores.length === 1 && schedules[0]?.groups!.store === stores[0]!.groups!.store;
  if (stores.length !== 1 || names !== 1 || schedules.length !== 1 || !sameStore) {
    throw new Error(
      `@sveltia/cms: its store of copies of unsaved changes was found ${stores.length} times, their naming ${names} times, ` +
        `and their writing half a second after a change ${schedules.length} times${sameStore ? '' : ' (not into that store)'}, ` +
        'where the build expects each once: the question before she leaves would say her unsaved changes are kept, or ' +
        'lost, untruly (admin/editor/unsaved-changes.ts). Check how the editor now keeps them before moving the pin.',
    );
  }
}

/*
 * The editor's saving of an entry's values, leaving out its bookkeeping of a list's items:
 *   .filter(([e])=>!e.split(`.`).pop()?.startsWith(`__sc_`))
 */
const BOOKKEEPING_DROPPED = new RegExp(
  String.raw`\.filter\(\(\[(?<key>[\w$]+)\]\)=>!\k<key>\.split\(` +
    '`.`' +
    String.raw`\)\.pop\(\)\?\.startsWith\(` +
    literal(EDITOR_BOOKKEEPING) +
    String.raw`\)\)`,
  'g',
);

/**
 * The editor's own way to find a field of a language's pane, which the photos field's marks under
 * the Portuguese names, summary and story follow (admin/photos-field/translated-marks.ts):
 *   document.querySelector(`.content-editor .pane[data-mode="edit"][data-locale="${CSS.escape(e)}"] .field[data-key-path="${CSS.escape(t)}"]`)
 */
const FIELD_LOOKUP = new RegExp(
  escaped(`${ENTRY_EDITOR} `) +
    String.raw`[^\s\x60]*` +
    escaped(`${LOCALE_PANE.slice(0, -1)}="\${CSS.escape(`) +
    String.raw`[\w$]+` +
    escaped(`)}"] ${FIELD_SECTION}[${FIELD_KEY_ATTRIBUTE}="\${CSS.escape(`) +
    String.raw`[\w$]+` +
    escaped(')}"]'),
  'g',
);

/**
 * Stops when the editor no longer leaves its bookkeeping of a list's items (keys ending in a part
 * that starts with EDITOR_BOOKKEEPING) out of what it saves: Translate's count leaves those fields
 * out (admin/translation/portuguese-file.ts), and would then tell fewer fields than it saved.
 */
export function checkBookkeepingDropped(code: string): void {
  const found = [...code.matchAll(BOOKKEEPING_DROPPED)].length;
  if (found !== 1) {
    throw new Error(
      `@sveltia/cms: its saving without its bookkeeping of list items ('${EDITOR_BOOKKEEPING}…') was found ${found} times, ` +
        'where the build expects it once: Translate’s count could leave out fields it saved. Check how the editor now ' +
        'saves a list before moving the pin.',
    );
  }
}

/**
 * Stops when the editor no longer marks a language's pane with `data-locale` and each field with
 * the class `field` and its key in `data-key-path`, within its entry's editor (`content-editor`), as
 * it looks them up itself: the marks under the translated fields, an album's and her pages', would
 * find no field (her pages' marks follow that editor alone), and her save would be stopped without
 * saying by what.
 */
export function checkFieldSelectors(code: string): void {
  const found = [...code.matchAll(FIELD_LOOKUP)].length;
  if (found !== 1) {
    throw new Error(
      `@sveltia/cms: its lookup of a field of a language's pane (${ENTRY_EDITOR} … ${LOCALE_PANE} … ${FIELD_SECTION}[${FIELD_KEY_ATTRIBUTE}]) ` +
        `was found ${found} times, where the build expects it once: the marks under the fields Translate wrote ` +
        '(admin/photos-field/translated-marks.ts, admin/translation/page-marks.ts) would find no field. Check how the editor now marks its panes ' +
        'and fields, and admin/vendor/names.ts, before moving the pin.',
    );
  }
}

/**
 * Stops when the editor no longer asks for the local folder as the local editor answers it
 * (admin/vendor/directory-picker.ts): support told by `showDirectoryPicker` being on the page, and
 * the folder asked for by calling `window.showDirectoryPicker()` when she chooses "Work with Local
 * Repository", not by a picker kept aside when its code loads.
 */
export function checkDirectoryPicker(code: string): void {
  const calls = count(code, `await window.${DIRECTORY_PICKER}()`);
  const others = count(code, `${DIRECTORY_PICKER}(`) - calls;
  const supported = count(code, `\`${DIRECTORY_PICKER}\`in `);
  if (calls !== 1 || others !== 0 || supported === 0) {
    throw new Error(
      `@sveltia/cms: its call of window.${DIRECTORY_PICKER}() was found ${calls} times (and ${others} other calls), ` +
        `and its test of the picker on the page ${supported} times, where the build expects one call and a test: the local ` +
        'editor (npm run admin) would open the browser’s folder picker instead of her working tree. Check how the editor ' +
        'now asks for a local folder before moving the pin.',
    );
  }
}
