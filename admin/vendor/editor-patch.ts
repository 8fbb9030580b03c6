/**
 * The changes the bundle makes to the editor's code (@sveltia/cms, pinned in package.json), so that
 * what it says is true at every moment: of a custom field, not only after a save; of a translation,
 * how many fields it changed, not how many it sent; of an entry, whether it holds anything not
 * saved, a new one included (read by the leave guard); of an album one of her pages shows, that it
 * cannot be deleted, and which page shows it (admin/editor/delete-guard.ts).
 *
 * The editor shows a field's message, its pane's error badge and its Validation panel from a
 * verdict it works out each time the field's own value is written. For a custom field holding a
 * list (the photos field), that write comes first, before the list's items are written, and the
 * field's `isValid` is only asked afterwards: the verdict shown was the one from before the
 * change ("Photo 40 has no English description" beside a written description). The change makes
 * the editor work the verdict out again once `isValid` has answered for the value now there, by
 * writing the field's value onto itself (the editor's own way to check one field again).
 *
 * The code is found by its shape in the minified bundle; the build stops when it is not found
 * exactly once, so a new version of the editor cannot quietly lose the change (editor-patch.test.ts
 * applies it to the installed package).
 */
import { DELETE_BLOCKERS } from '../editor/delete-guard';
import { ENTRY_CHANGED_ATTRIBUTE } from '../editor/leave-guard';
import { FIELD_STOPPING, HER_TEXT, TRANSLATED_EVENT, TRANSLATION_SAVED } from '../translation/translated-fields';
import { EDITOR_WORDS, type EditorWords } from '../editor/editor-words';
import { ASK_BEFORE_REVERT, KEEP_COPY_NOW } from '../editor/unsaved-changes';
import { BACKUP_NAMED, BACKUP_SCHEDULED } from './couplings';
import { PLAIN_DIGITS } from '../editor/plain-digits';
import { KEY_FOR_TRANSLATE } from '../translation/translation-key';

/*
 * The custom field's effect, as the bundle minifies it: it reads the entry's values, renders the
 * field, then asks its isValid for the current value.
 *   U4(n.current,t.locale,r),F1.current&&…&&x(),typeof R(f)?.isValid==`function`&&bEe({locale:t.locale,…})
 */
const CUSTOM_FIELD_CHECK = new RegExp(
  [
    String.raw`(?<snapshot>[\w$]+)\((?<draft>[\w$]+)\.current,(?<props>[\w$]+)\.locale,(?<store>[\w$]+)\),`,
    String.raw`(?<render>[^,;]+),`,
    String.raw`typeof [\w$]+\([\w$]+\)\?\.isValid==` + '`function`' + String.raw`&&`,
    String.raw`[\w$]+\(\{locale:\k<props>\.locale,keyPath:\k<props>\.keyPath,value:\k<props>\.currentValue,fieldConfig:\k<props>\.fieldConfig\}\)`,
  ].join(''),
  'g',
);

/*
 * The editor's check of one field's value, which its store of values calls on each write:
 *   GEe=({draft:e,locale:t,keyPath:n,value:r,valueMap:i})=>{let{collectionName:a,fileName:o,isIndexFile:s,validities:c,…}=e;
 */
const FIELD_CHECK = new RegExp(
  String.raw`(?<![\w$.])(?<name>[\w$]+)=\(\{draft:[\w$]+,locale:[\w$]+,keyPath:[\w$]+,value:[\w$]+,valueMap:[\w$]+\}\)=>\{` +
    String.raw`let\{collectionName:[\w$]+,fileName:[\w$]+,isIndexFile:[\w$]+,validities:[\w$]+,validationMessages:[\w$]+\}=`,
  'g',
);

/**
 * The editor's code with custom fields checked again once their `isValid` has answered, and drawn
 * and checked again whenever the values of any language change, not only their own: the
 * Portuguese side of the photos field follows the English photos and marks a Portuguese written for
 * an English since changed, so a change of the English alone ("Revert All Changes" putting back a
 * saved English description) changes what stops its save. When the
 * field's own key is not among the entry's values (the editor keeps a list as its items alone once
 * "Revert All Changes" has put back the values as saved, until the field writes it), writing it
 * onto itself would add a change: the editor's check of one field is called as a write would.
 * Otherwise a message of a save refused stays under the field after a Revert, though the verdict
 * now says nothing stops the save.
 */
export function withCustomFieldsCheckedAfterTheirVerdict(code: string): string {
  const found = [...code.matchAll(CUSTOM_FIELD_CHECK)];
  const checks = [...code.matchAll(FIELD_CHECK)];
  if (found.length !== 1 || checks.length !== 1) {
    throw new Error(
      `@sveltia/cms: the custom field's check was found ${found.length} times, and the check of one field ` +
        `${checks.length} times, where the bundle expects each once: ` +
        'check that the photos field’s messages still follow what is on screen before moving the pin.',
    );
  }
  const [whole] = found[0]!;
  const { snapshot, draft, props, store } = found[0]!.groups!;
  const checkOne = checks[0]!.groups!.name!;
  const key = `${props}.keyPath`;
  const checkAgain =
    `.then(()=>{const entry=${draft}.current,values=entry?.[${store}]?.[${props}.locale];` +
    `values&&(${key} in values?(values[${key}]=values[${key}]):` +
    `${checkOne}({draft:entry,locale:${props}.locale,keyPath:${key},value:${props}.currentValue,valueMap:values}))})`;
  const everyLanguage = `,Object.keys(${draft}.current?.[${store}]??{}).forEach(locale=>${snapshot}(${draft}.current,locale,${store}))`;
  return code.replace(whole, () => `${whole}${checkAgain}${everyLanguage}`);
}

/*
 * The end of the editor's Translate: each translated text written into its field, then the toast
 * with the number of fields sent.
 *   Object.entries(n).forEach(([n,{isMarkdown:i}],o)=>{let s=t[o];e[a][n]=i&&r?r.turndown(s):s}),B4(`success`,`translation.complete`,{count:o,
 */
const TRANSLATION_WRITTEN = new RegExp(
  [
    String.raw`Object\.entries\((?<fields>[\w$]+)\)\.forEach\(\(\[(?<key>[\w$]+),\{isMarkdown:(?<markdown>[\w$]+)\}\],(?<index>[\w$]+)\)=>\{`,
    String.raw`let (?<text>[\w$]+)=(?<texts>[\w$]+)\[\k<index>\];`,
    String.raw`(?<values>[\w$]+)\[(?<locale>[\w$]+)\]\[\k<key>\]=\k<markdown>&&(?<turndown>[\w$]+)\?\k<turndown>\.turndown\(\k<text>\):\k<text>\}\),`,
    String.raw`(?<toast>[\w$]+)\(` + '`success`,`translation\\.complete`' + String.raw`,\{count:[\w$]+,`,
  ].join(''),
  'g',
);

/**
 * The editor's code with its Translate counting the fields whose value it changed and that are
 * saved (the page says which, under TRANSLATION_SAVED: an album's Portuguese file drops the month,
 * the place and the credits Translate also fills in), in the toast
 * it shows in her language ("No fields translated from English." when a field already said the
 * same, in both of the editor's dictionaries), instead of the fields it sent: "5 fields translated
 * from English" when nothing changed was not true. It also tells the page what it wrote, field by
 * field and exactly as written (a story comes back as HTML and is written as Markdown), so that
 * the names, summary and story it translated are marked until she checks them
 * (admin/translation/translated-fields.ts).
 */
export function withTranslateCountingWhatChanged(code: string): string {
  const found = [...code.matchAll(TRANSLATION_WRITTEN)];
  if (found.length !== 1) {
    throw new Error(
      `@sveltia/cms: the end of its Translate was found ${found.length} times, where the bundle expects it once: ` +
        'check that its toast still counts the fields Translate changed before moving the pin.',
    );
  }
  const [whole] = found[0]!;
  const { fields, key, markdown, index, texts, values, locale, turndown, toast } = found[0]!.groups!;
  const write =
    `let changed=0,written=[];Object.entries(${fields}).forEach(([${key},{isMarkdown:${markdown}}],${index})=>{` +
    `let text=${markdown}&&${turndown}?${turndown}.turndown(${texts}[${index}]):${texts}[${index}];` +
    `${values}[${locale}][${key}]!==text&&globalThis[${JSON.stringify(TRANSLATION_SAVED)}]?.(${locale},${key})!==false&&(changed+=1);${values}[${locale}][${key}]=text;written.push([${key},text])});` +
    `globalThis.dispatchEvent?.(new CustomEvent(${JSON.stringify(TRANSLATED_EVENT)},{detail:{locale:${locale},written}}));` +
    `return changed`;
  return code.replace(whole, () => `${toast}(\`success\`,\`translation.complete\`,{count:(()=>{${write}})(),`);
}

/*
 * Where the editor's Translate picks the values it sends: every non-empty string of the source
 * language whose field is text-like, or has no field at all:
 *   d={collectionName:n,fileName:r,valueMap:u,isIndexFile:a};return Object.fromEntries(Object.entries(u).map(([e,t])=>{let n=…,r=BL({...d,keyPath:e}),a=r?.widget??`string`;return c&&!uI(e,c)||typeof t!=`string`||…
 */
const TRANSLATE_PICKING = new RegExp(
  String.raw`(?<entry>[\w$]+)=\{collectionName:[\w$]+,fileName:[\w$]+,valueMap:[\w$]+,isIndexFile:[\w$]+\};` +
    String.raw`return Object\.fromEntries\(Object\.entries\([\w$]+\)\.map\(\(\[(?<key>[\w$]+),(?<value>[\w$]+)\]\)=>\{let [^;]*;return ` +
    String.raw`(?=[^;]*?typeof \k<value>!=` +
    '`string`' +
    String.raw`[^;]*?\[` +
    '`richtext`,`markdown`,`text`,`string`,`list`' +
    String.raw`\]\.includes\()`,
  'g',
);

/**
 * The editor's code with its Translate sending Google only her words, as the page decides
 * (HER_TEXT, admin/translation/translated-fields.ts): it also sent an album's month ("2025-09"),
 * its place's linking words and its credits' addresses, and values it keeps beside her fields.
 * Without the page's answer nothing is sent.
 */
export function withTranslateSendingHerWordsOnly(code: string): string {
  const found = [...code.matchAll(TRANSLATE_PICKING)];
  if (found.length !== 1) {
    throw new Error(
      `@sveltia/cms: where its Translate picks the values to send was found ${found.length} times, where the bundle ` +
        'expects it once: Translate could send Google what is not her words. Check how it now picks them before moving the pin.',
    );
  }
  const [whole] = found[0]!;
  const { entry, key } = found[0]!.groups!;
  return code.replace(
    whole,
    () => `${whole}!globalThis[${JSON.stringify(HER_TEXT)}]?.(${entry}.collectionName,${entry}.fileName,${key})||`,
  );
}

/*
 * The editor's check of one field's value, called at each write once the field was checked and for
 * every field when she saves; it reads the field's settings, works out each reason the value is
 * refused, then adds the custom field's own verdict:
 *   h0=e=>{let{draft:t,locale:n,…}=e,{collection:s,collectionName:c,fileName:l,…}=t,{keyPath:p,value:m}=e,h={…},g=LL({...h});if(!g)return;…,xEe({locale:n,keyPath:p,validity:ee}),…
 */
const FIELD_VERDICT = new RegExp(
  [
    String.raw`(?<![\w$.])[\w$]+=[\w$]+=>\{let\{draft:(?<draft>[\w$]+),locale:(?<locale>[\w$]+),valueMap:(?<values>[\w$]+),componentName:[\w$]+,validities:[\w$]+,enforceRequired:[\w$]+=!0\}=[\w$]+,`,
    String.raw`\{collection:[\w$]+,collectionName:(?<collection>[\w$]+),fileName:(?<file>[\w$]+),[^{}]*\}=\k<draft>,`,
    String.raw`\{keyPath:(?<key>[\w$]+),value:(?<value>[\w$]+)\}=[\w$]+,[\w$]+=\{[^{}]*\},(?<config>[\w$]+)=[\w$]+\(\{\.\.\.[\w$]+\}\);if\(!\k<config>\)return;`,
    String.raw`[^]{0,2000}?(?<custom>[\w$]+\(\{locale:\k<locale>,keyPath:\k<key>,validity:(?<validity>[\w$]+)\}\)),`,
  ].join(''),
  'g',
);

/**
 * The editor's code with its check of a field asking the page, too, what stops a save of it (the
 * function the page puts on `globalThis` under FIELD_STOPPING: a text Translate wrote that she has
 * not checked, in her pages or in an album's names, summary or story, admin/translation/page-marks.ts).
 * Its answer is the field's message, as a custom field's verdict is: said under the field, in the
 * Validation panel, and the save refused. Only a custom field could refuse a save with its own words,
 * and her pages have none; an album's photos field could, but its message stood under the photos,
 * and a refused save brought the photos into view, not the field to correct. The page is told the
 * entry's name (`slug`, empty while new) and given the editor's way to check that field again
 * (`checkAgain`), as a write into it does: Keep under a rich text (the story) writes nothing.
 */
export function withFieldsAskingThePage(code: string): string {
  const found = [...code.matchAll(FIELD_VERDICT)];
  const checks = [...code.matchAll(FIELD_CHECK)];
  if (found.length !== 1 || checks.length !== 1 || code.includes(FIELD_STOPPING)) {
    throw new Error(
      `@sveltia/cms: its check of one field was found ${found.length} times, and its check of one field again ` +
        `${checks.length} times, where the bundle expects each once: a text Translate wrote could be saved ` +
        'unchecked. Check how the editor now checks a field before moving the pin.',
    );
  }
  const [whole] = found[0]!;
  const { draft, locale, values, collection, file, key, value, config, validity } = found[0]!.groups!;
  const checkOne = checks[0]!.groups!.name!;
  const asked =
    `(()=>{const stop=globalThis[${JSON.stringify(FIELD_STOPPING)}]?.({collectionName:${collection},fileName:${file},` +
    `locale:${locale},keyPath:${key},value:${value},label:${config}.label??${config}.name,` +
    `slug:${draft}.originalEntry?.slug??"",` +
    `checkAgain:()=>${checkOne}({draft:${draft},locale:${locale},keyPath:${key},value:${values}[${key}],valueMap:${values}})});` +
    `stop&&(${validity}.customError=!0,${validity}.customErrorMessage=stop)})()`;
  return code.replace(whole, () => `${whole.slice(0, -1)},${asked},`);
}

/** The name the change gives the editor's own "modified", beside its "new, or modified" (not in its code before). */
const ENTRY_CHANGED = 'pageEntryChanged';
const SAVE_SHORTCUT = 'keyShortcuts:`Accel+S`';

/*
 * The entry's "new, or modified", which enables its Save buttons (one that may publish, one that
 * does not), and those buttons, as the bundle minifies them:
 *   ye=k(()=>R(C)||i.modified) … r=k(()=>R(ve)||!R(ye));Lu(e,{…,get disabled(){return R(r)},keyShortcuts:`Accel+S`
 */
const NEW_OR_MODIFIED =
  /(?<=(?:,|\blet |\bconst )\s*)(?<flag>[\w$]+)=(?<derived>[\w$]+)\(\(\)=>(?<read>[\w$]+)\([\w$]+\)\|\|(?<draft>[\w$]+)\.modified\)/g;

/**
 * The editor's code with its Save buttons saying whether the entry is changed, in
 * `data-entry-changed`: the editor enables Save for a new entry even untouched, so the enabled
 * button alone cannot tell the leave guard (admin/editor/leave-guard.ts) that a new entry holds
 * something she typed or added. The entry's own `modified` compares what it holds with what it
 * was opened with (for a new entry, its defaults), and is what the attribute says.
 */
export function withSaveButtonsSayingChanged(code: string): string {
  const flags = [...code.matchAll(NEW_OR_MODIFIED)];
  const buttons =
    flags.length === 1
      ? [
          ...code.matchAll(
            new RegExp(
              String.raw`[\w$]+=[\w$]+\(\(\)=>[\w$]+\([\w$]+\)\|\|!${escapeName(flags[0]!.groups!.read!)}\(${escapeName(flags[0]!.groups!.flag!)}\)\);[^;]*?` +
                SAVE_SHORTCUT.replace('+', '\\+'),
              'g',
            ),
          ),
        ]
      : [];
  const shortcuts = code.split(SAVE_SHORTCUT).length - 1;
  if (flags.length !== 1 || buttons.length === 0 || buttons.length !== shortcuts || code.includes(ENTRY_CHANGED)) {
    throw new Error(
      `@sveltia/cms: its entry's "new, or modified" was found ${flags.length} times and ${buttons.length} of its ` +
        `${shortcuts} Save buttons enabled by it, where the bundle expects it once and every Save button: the leave ` +
        'guard would ask before leaving a new entry with nothing in it, or not at all. Check how the editor now ' +
        'enables Save before moving the pin.',
    );
  }
  const { derived, read, draft } = flags[0]!.groups!;
  const declared = `${flags[0]![0]},${ENTRY_CHANGED}=${derived}(()=>${draft}.modified)`;
  const attribute = `${SAVE_SHORTCUT},get"${ENTRY_CHANGED_ATTRIBUTE}"(){return String(${read}(${ENTRY_CHANGED}))}`;
  const patched = code.slice(0, flags[0]!.index) + declared + code.slice(flags[0]!.index + flags[0]![0].length);
  return patched.replaceAll(SAVE_SHORTCUT, attribute);
}

const escapeName = (name: string) => name.replace(/\$/g, '\\$');

/*
 * The editor's plan of a deletion, which its Delete dialogs show (their Delete button disabled
 * while it has blockers) and its deletions check again before committing anything:
 *   U5=({collection:e,collectionFile:t,entries:n})=>{let r=new Map,i=[];…return{targets:[...r.values()],blockers:y2(i)}}
 */
const DELETION_PLAN = new RegExp(
  String.raw`(?<![\w$.])[\w$]+=\(\{collection:(?<collection>[\w$]+),collectionFile:[\w$]+,entries:(?<entries>[\w$]+)\}\)=>\{` +
    String.raw`let (?<targets>[\w$]+)=new Map,(?<blockers>[\w$]+)=\[\];` +
    String.raw`[^]{0,1000}?return\{targets:\[\.\.\.\k<targets>\.values\(\)\],blockers:(?<unique>[\w$]+)\(\k<blockers>\)\}\}`,
  'g',
);

/**
 * The editor's code with its plan of a deletion asking the page, too, what stops it (a function
 * the page puts on `globalThis` under DELETE_BLOCKERS, admin/editor/delete-guard.ts): the editor refuses deleting an
 * entry a relation field of another entry needs, and names that field, but her pages' photos are a
 * field of ours, so an album a page shows was deleted without a word. What the page answers joins
 * the editor's own blockers: the same dialog names the page, and Delete stays disabled.
 */
export function withDeletionAskingThePage(code: string): string {
  const found = [...code.matchAll(DELETION_PLAN)];
  if (found.length !== 1 || code.includes(DELETE_BLOCKERS)) {
    throw new Error(
      `@sveltia/cms: its plan of a deletion was found ${found.length} times, where the bundle expects it once: ` +
        'an album one of her pages shows could be deleted. Check how the editor now decides what stops a ' +
        'deletion before moving the pin.',
    );
  }
  const [whole] = found[0]!;
  const { collection, entries, targets, blockers, unique } = found[0]!.groups!;
  const ending = `return{targets:[...${targets}.values()],blockers:${unique}(${blockers})}}`;
  const asked =
    `return{targets:[...${targets}.values()],blockers:${unique}([...${blockers},` +
    `...(globalThis[${JSON.stringify(DELETE_BLOCKERS)}]?.({collectionName:${collection}.name,entries:${entries}})??[])])}}`;
  return code.replace(whole, () => whole.slice(0, -ending.length) + asked);
}

/**
 * The editor's code with the English messages of admin/editor/editor-words.ts in its English
 * dictionary: each found once, as `key:` and its shipped text in backquotes, or the build stops.
 */
export function withEditorWords(code: string, words: readonly EditorWords[] = EDITOR_WORDS): string {
  return words.reduce((patched, { key, shipped, ours }) => {
    const entry = `${key}:\`${shipped}\``;
    const found = patched.split(entry).length - 1;
    if (found !== 1) {
      throw new Error(
        `@sveltia/cms: its message ${key} was found ${found} times as "${shipped}", where the bundle expects it once: ` +
          'she would see the editor’s own words where ours are true (admin/editor/editor-words.ts). Check the message ' +
          'in its English dictionary before moving the pin.',
      );
    }
    return patched.replace(entry, () => `${key}:\`${ours.replace(/[`\\]/g, '\\$&').replace(/\$\{/g, '\\${')}\``);
  }, code);
}

/*
 * The entry's "Revert All Changes" menu item, which reverts at once:
 *   {let e=k(()=>Y(`revert_all_changes`)),t=k(()=>!R(ye)||R(De));wd(g,{get label(){return R(e)},get disabled(){return R(t)},onclick:()=>{i.current&&G8({draft:i.current})}})}
 */
const REVERT_ALL = new RegExp(
  String.raw`Y\(` +
    '`revert_all_changes`' +
    String.raw`\)\),[\w$]+=[\w$]+\(\(\)=>[^;]*?\);[\w$]+\([\w$]+,\{get label\(\)\{return [\w$]+\([\w$]+\)\},get disabled\(\)\{return [\w$]+\([\w$]+\)\},` +
    String.raw`onclick:\(\)=>\{(?<revert>(?<holder>[\w$]+)\.current&&[\w$]+\(\{draft:\k<holder>\.current\}\))\}\}\)`,
  'g',
);

/*
 * The toast the editor shows once it has put back her unsaved changes from this browser's copy
 * ("Your unsaved changes are back. Press Save to keep them."), shown while its store says so:
 *   zf(p,{get show(){return d4.current.restored},set show(e){d4.current.restored=e},…`draft_backup_restored`…
 */
const RESTORED_TOAST = /get show\(\)\{return (?<store>[\w$]+)\.current\.restored\}/g;

/**
 * The editor's code with "Revert All Changes" asking first (the page's question under
 * ASK_BEFORE_REVERT, admin/editor/unsaved-changes.ts): it put back the saved album at once, all
 * her unsaved work gone without a word and no way back. Without the page's question it reverts as before.
 * A revert also takes away the toast saying her restored changes are back: they are gone, and it
 * asked her to press Save beside a Save with nothing left to save.
 */
export function withRevertAsking(code: string): string {
  const found = [...code.matchAll(REVERT_ALL)];
  const restored = [...code.matchAll(RESTORED_TOAST)];
  if (found.length !== 1 || restored.length !== 1 || code.includes(ASK_BEFORE_REVERT)) {
    throw new Error(
      `@sveltia/cms: its Revert All Changes was found ${found.length} times, and the toast of changes restored ` +
        `${restored.length} times, where the bundle expects each once: it would revert her unsaved changes without ` +
        'asking, or leave the toast saying they are back. Check how the editor now reverts an entry before moving the pin.',
    );
  }
  const [whole] = found[0]!;
  const { revert: reverting } = found[0]!.groups!;
  const revert = `(${reverting},${restored[0]!.groups!.store}.current.restored=!1)`;
  const ask = `globalThis[${JSON.stringify(ASK_BEFORE_REVERT)}]`;
  const asked = `${ask}?${ask}(()=>{${revert}}):${revert}`;
  return code.replace(whole, () => whole.replace(`onclick:()=>{${reverting}}`, () => `onclick:()=>{${asked}}`));
}

/*
 * Where a save refused by the editor's own checks is told: the number of fields not valid, then
 * the toast shown; the toast itself, shown while its state says so; and the editor's way to bring
 * a field into view (its Validation panel's and its preview's), by a message to the page:
 *   t.message===`validation_failed`?(j(s,Object.values(n.validities).flatMap(…).filter(Boolean).length,!0),j(o,!0)):…
 *   Lf(ze,{get show(){return R(o)},set show(e){j(o,e,!0)},children:(e,t)=>{Yl(e,{status:`error`,children:…`show_errors`…
 *   N6=({locale:e,keyPath:t})=>{window.postMessage({type:`highlight-editor-field`,payload:{locale:e,keyPath:t}},window.location.origin)}
 */
const SAVE_REFUSED = new RegExp(
  String.raw`[\w$]+\.message===` +
    '`validation_failed`' +
    String.raw`\?\((?<count>[\w$]+\([\w$]+,Object\.values\((?<draft>[\w$]+)\.validities\)[^;]*?\.filter\(Boolean\)\.length,!0\)),(?<toast>(?<set>[\w$]+)\((?<shown>[\w$]+),!0\))\)`,
  'g',
);
const refusalToast = (shown: string) =>
  new RegExp(
    String.raw`get show\(\)\{return (?<read>[\w$]+)\(${escapeName(shown)}\)\}` +
      String.raw`(?=,set show\(([\w$]+)\)\{[\w$]+\(${escapeName(shown)},\2,!0\)\},children:.{0,200}?` +
      '`show_errors`)',
    'g',
  );
const BRING_INTO_VIEW = new RegExp(
  String.raw`(?<![\w$.])(?<name>[\w$]+)=\(\{locale:(?<locale>[\w$]+),keyPath:(?<key>[\w$]+)\}\)=>\{window\.postMessage\(\{type:` +
    '`highlight-editor-field`' +
    String.raw`,payload:\{locale:\k<locale>,keyPath:\k<key>\}\},window\.location\.origin\)\}`,
  'g',
);

/** Where the page keeps the save refused last: its entry, and which fields were not valid then. */
export const SAVE_REFUSED_FOR = 'saveRefusedFor';

/**
 * The editor's code with a save it refuses bringing the first field not valid into view (the
 * language's pane shown, its section opened, the field scrolled to and focused), as its Validation
 * panel does when she picks a line there: it said only "One field has an error" while the field
 * and its message were off-screen. The toast's words say so (admin/editor/editor-words.ts).
 *
 * The toast ("Not saved: 2 fields need correcting…") goes as soon as the fields not valid are no
 * longer those it counted: once she has corrected one, what it says is no longer true, and hovered
 * or focused it stayed on screen, beside a field without its error or "No description left to
 * check or write.". It comes back only with the next refused save.
 */
export function withRefusedSaveShowingTheField(code: string): string {
  const refused = [...code.matchAll(SAVE_REFUSED)];
  const bring = [...code.matchAll(BRING_INTO_VIEW)];
  const shown = refused.length === 1 ? refused[0]!.groups!.shown! : '';
  const toasts = shown ? [...code.matchAll(refusalToast(shown))] : [];
  if (refused.length !== 1 || bring.length !== 1 || toasts.length !== 1) {
    throw new Error(
      `@sveltia/cms: where it refuses a save was found ${refused.length} times, its toast ${toasts.length} times, ` +
        `and its way to bring a field into view ${bring.length} times, where the bundle expects each once: a refused ` +
        'save would leave the field off-screen, or its toast on screen once no longer true. Check how the editor now ' +
        'refuses a save and shows a field before moving the pin.',
    );
  }
  const [whole] = refused[0]!;
  const { count, draft, toast, set } = refused[0]!.groups!;
  const { name } = bring[0]!.groups!;
  const notValid = (entry: string) =>
    `Object.entries(${entry}.validities??{}).flatMap(([locale,fields])=>Object.entries(fields??{})` +
    `.filter(([,validity])=>validity&&!validity.valid).map(([keyPath])=>({locale,keyPath})))`;
  const first = `${notValid(draft!)}[0]`;
  const refusal = `globalThis[${JSON.stringify(SAVE_REFUSED_FOR)}]`;
  const fieldsOf = (entry: string) =>
    `JSON.stringify(${notValid(entry)}.map(({locale,keyPath})=>locale+" "+keyPath).sort())`;
  // At each refusal, the fields not valid noted, and the toast set off before it is set on: left on,
  // it would not hear of the refusal, and one hidden as untrue would stay hidden.
  const record = `${refusal}={entry:${draft},fields:${fieldsOf(draft!)}},${set}(${shown},!1)`;
  const stillTrue =
    `(()=>{const refused=${refusal};if(!refused)return!1;` +
    `if(${fieldsOf('refused.entry')}===refused.fields)return!0;${refusal}=void 0;return!1})()`;
  const [shownToast] = toasts[0]!;
  const { index: at, groups } = toasts[0]!;
  const toastFollowing =
    code.slice(0, at) +
    `get show(){return ${groups!.read}(${shown})&&${stillTrue}}` +
    code.slice(at + shownToast.length);
  return toastFollowing.replace(whole, () =>
    whole.replace(
      `(${count},${toast})`,
      () => `(${count},${record},${toast},(()=>{const first=${first};first&&${name}(first)})())`,
    ),
  );
}

/*
 * The number field's preview, which writes a number as her language groups its thousands:
 *   function sPe(e,t){…,r=k(()=>Intl.NumberFormat(R(n)));…[()=>iF(t.locale),()=>R(r).format(Number(t.currentValue))]…
 */
const NUMBER_PREVIEW = new RegExp(
  String.raw`(?<format>(?<read>[\w$]+)\((?<formatter>[\w$]+)\)\.format\(Number\((?<props>[\w$]+)\.currentValue\)\))`,
  'g',
);

/**
 * The editor's code with a number field marked PLAIN_DIGITS (a year) shown in its preview as
 * written, without a thousands separator: "Year you started 2,016". Other numbers (a deposit of
 * 1,500 €) keep it.
 */
export function withYearsInPlainDigits(code: string): string {
  const found = [...code.matchAll(NUMBER_PREVIEW)];
  // The function it is in must be the one the editor's previews use for a number field.
  const start = found.length === 1 ? code.lastIndexOf('function ', found[0]!.index) : -1;
  const within = start >= 0 ? /^function ([\w$]+)\(/.exec(code.slice(start, start + 80)) : null;
  const isNumberPreview =
    within !== null && new RegExp(String.raw`[{,]number:${escapeName(within[1]!)}[,}]`).test(code);
  if (found.length !== 1 || !isNumberPreview || code.includes(PLAIN_DIGITS)) {
    throw new Error(
      `@sveltia/cms: its number preview was found ${found.length} times${isNumberPreview ? '' : ', not in the preview of a number field'}, where the bundle expects it once: ` +
        'a year would show with a thousands separator. Check how the editor now shows a number before moving the pin.',
    );
  }
  const [whole] = found[0]!;
  const { props } = found[0]!.groups!;
  return code.replace(whole, () => `(${props}.fieldConfig?.${PLAIN_DIGITS}?String(${props}.currentValue):${whole})`);
}

/*
 * Where Translate reads her key from the editor's Settings, and asks for it in its own window when
 * there is none:
 *   s=OW.apiKeys?.[r];if(!s){let{promise:e,resolve:t}=Promise.withResolvers();eZ.current={show:!0,…,resolve:t},s=await e}
 */
const TRANSLATE_KEY = new RegExp(
  String.raw`(?<read>(?<![\w$.])(?<key>[\w$]+)=[\w$]+\.apiKeys\?\.\[(?<service>[\w$]+)\]);` +
    String.raw`if\(!\k<key>\)\{let\{promise:[\w$]+,resolve:(?<resolve>[\w$]+)\}=Promise\.withResolvers\(\);` +
    String.raw`[\w$]+\.current=\{show:!0,[^{}]*resolve:\k<resolve>\}`,
  'g',
);

/**
 * The editor's code with Translate taking the translation key she entered in the photos field (the
 * page's answer under KEY_FOR_TRANSLATE, admin/translation/translation-key.ts) when its Settings
 * have none, before asking her for one: she was asked for the same key twice, in the field and
 * then in Translate's window. A key in its Settings still comes first, as the field reads them.
 */
export function withTranslateTakingTheFieldKey(code: string): string {
  const found = [...code.matchAll(TRANSLATE_KEY)];
  if (found.length !== 1 || code.includes(KEY_FOR_TRANSLATE)) {
    throw new Error(
      `@sveltia/cms: where Translate reads her key and asks for one was found ${found.length} times, where the bundle ` +
        'expects it once: Translate would ask her again for the key she entered in the photos field. Check how the ' +
        'editor now finds its translation key before moving the pin.',
    );
  }
  const [whole] = found[0]!;
  const { read, service } = found[0]!.groups!;
  return code.replace(whole, () =>
    whole.replace(read!, () => `${read}||globalThis[${JSON.stringify(KEY_FOR_TRANSLATE)}]?.(${service})`),
  );
}

/**
 * The editor's code with its copy of her unsaved changes writable at once by the page (a function
 * it puts on `globalThis` under KEEP_COPY_NOW, admin/editor/unsaved-changes.ts): the editor writes
 * the copy half a second after her last change, so the question before she leaves, asked sooner,
 * found none and said her changes would be lost, and the editor then kept them and offered them
 * when she came back. Run now, the editor's own write decides: a copy when it keeps copies in this
 * visit and she touched the entry, none otherwise. The function answers whether its store then
 * holds a copy of the entry, read by the editor's own key (an album's is its name without "/index").
 */
export function withCopyKeptOnAsk(code: string): string {
  const found = [...code.matchAll(BACKUP_SCHEDULED)];
  const named = [...code.matchAll(BACKUP_NAMED)];
  if (found.length !== 1 || named.length !== 1 || code.includes(KEEP_COPY_NOW)) {
    throw new Error(
      `@sveltia/cms: its writing of a copy of unsaved changes was found ${found.length} times, where the bundle ` +
        'expects it once: the question before she leaves could say her changes are lost when the editor keeps them. ' +
        'Check how the editor now keeps them before moving the pin.',
    );
  }
  const [whole] = found[0]!;
  const { draft, timer, store, save } = found[0]!.groups!;
  const slugOf = named[0]!.groups!.name!;
  const keepNow =
    `globalThis[${JSON.stringify(KEEP_COPY_NOW)}]=async()=>!!(${draft}&&${store})&&` +
    `(globalThis.clearTimeout(${timer}),await ${save}(${draft}),!!(await ${store}.get([${draft}.collectionName,${slugOf}(${draft})]))),`;
  const opening = `{globalThis.clearTimeout(${timer}),`;
  return code.replace(whole, () => whole.replace(opening, () => opening + keepNow));
}

/*
 * The editor's New button, as the bundle minifies it: a split button when the collection offers an
 * index file as well, a plain one otherwise, given its menu of the two in either case.
 *   o=k(()=>R(i)?Lu:Cu),…u=k(()=>Y(`create_new_entry`));Ss(l,()=>R(o),(i,a)=>{a(i,{variant:`primary`,…,startIcon:e,popup:t,$$slots:{startIcon:!0,popup:!0}})})
 */
const NEW_BUTTON = new RegExp(
  String.raw`(?<![\w$.])(?<component>[\w$]+)=[\w$]+\(\(\)=>[\w$]+\([\w$]+\)\?(?<split>[\w$]+):[\w$]+\),` +
    String.raw`[\w$]+=\([\w$]+=!1\)=>\{[^]{0,400}?\/new\$\{[\w$]+\}` +
    '`' +
    String.raw`[^]{0,1500}?create_new_entry` +
    '`' +
    String.raw`\)\);[\w$]+\([\w$]+,\(\)=>(?<read>[\w$]+)\(\k<component>\),\([\w$]+,[\w$]+\)=>\{[\w$]+\([\w$]+,\{variant:` +
    '`primary`' +
    String.raw`,[^{}]*?(?:\{[^{}]*\}[^{}]*?)*?(?<popup>popup:(?<menu>[\w$]+)),\$\$slots:\{startIcon:!0,popup:!0\}\}\)`,
  'g',
);

/**
 * The editor's code with its New button given its menu only when it has one (a split button, for a
 * collection with an index file): the plain button opened an empty menu at each press, a modal
 * that holds the focus and shuts off the rest of the page until it closes, once the button is
 * hidden under the new entry's form. On a busy computer the form showed first: for a moment it took
 * nothing, and what she typed into Names went into the empty menu and was lost (the editor then
 * refused to save for want of the names). No menu opens now, so the form is hers as it shows.
 */
export function withNewButtonWithoutEmptyMenu(code: string): string {
  const found = [...code.matchAll(NEW_BUTTON)];
  if (found.length !== 1) {
    throw new Error(
      `@sveltia/cms: its New button and its menu were found ${found.length} times, where the bundle expects them ` +
        'once: the plain New button could open an empty menu that takes the focus from the field she types in. ' +
        'Check how the editor now gives the button its menu before moving the pin.',
    );
  }
  const [whole] = found[0]!;
  const { component, split, read, popup, menu } = found[0]!.groups!;
  const onlySplit = `get popup(){return ${read}(${component})===${split}?${menu}:void 0}`;
  const at = whole.lastIndexOf(popup!);
  return code.replace(whole, () => whole.slice(0, at) + onlySplit + whole.slice(at + popup!.length));
}
