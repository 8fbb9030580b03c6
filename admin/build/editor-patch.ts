/**
 * The changes the bundle makes to the editor's code (@sveltia/cms, pinned in package.json), so that
 * what it says is true at every moment: of a custom field, not only after a save; of a translation,
 * how many fields it changed, not how many it sent.
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

/** The editor's code with custom fields checked again once their `isValid` has answered. */
export function withCustomFieldsCheckedAfterTheirVerdict(code: string): string {
  const found = [...code.matchAll(CUSTOM_FIELD_CHECK)];
  if (found.length !== 1) {
    throw new Error(
      `@sveltia/cms: the custom field's check was found ${found.length} times, where the bundle expects it once: ` +
        'check that the photos field’s messages still follow what is on screen before moving the pin.',
    );
  }
  const [whole] = found[0]!;
  const { draft, props, store } = found[0]!.groups!;
  const values = `${draft}.current?.[${store}]?.[${props}.locale]`;
  const checkAgain = `.then(()=>{const values=${values};values&&${props}.keyPath in values&&(values[${props}.keyPath]=values[${props}.keyPath])})`;
  return code.replace(whole, () => `${whole}${checkAgain}`);
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
 * The editor's code with its Translate counting the fields whose value it changed, in the toast
 * it shows in her language ("No fields translated from English." when a field already said the
 * same, in both of the editor's dictionaries), instead of the fields it sent: "5 fields translated
 * from English" when nothing changed was not true.
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
    `let changed=0;Object.entries(${fields}).forEach(([${key},{isMarkdown:${markdown}}],${index})=>{` +
    `let text=${markdown}&&${turndown}?${turndown}.turndown(${texts}[${index}]):${texts}[${index}];` +
    `${values}[${locale}][${key}]!==text&&(changed+=1);${values}[${locale}][${key}]=text});` +
    `return changed`;
  return code.replace(whole, () => `${toast}(\`success\`,\`translation.complete\`,{count:(()=>{${write}})(),`);
}
