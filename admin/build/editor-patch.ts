/**
 * One change the bundle makes to the editor's code (@sveltia/cms, pinned in package.json), so that
 * what it says of a custom field is true at every moment, not only after a save.
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
