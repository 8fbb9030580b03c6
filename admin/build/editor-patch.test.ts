/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { withCustomFieldsCheckedAfterTheirVerdict } from './editor-patch';

/** The editor's code as the bundle reads it (admin/build/build-admin.ts). */
const installed = readFileSync(path.join(process.cwd(), 'node_modules', '@sveltia', 'cms', 'npm', 'index.js'), 'utf8');

describe('the editor’s custom fields checked again after their verdict', () => {
  it('applies to the installed editor, once, after it asks the field’s isValid', () => {
    const patched = withCustomFieldsCheckedAfterTheirVerdict(installed);
    expect(patched.length).toBeGreaterThan(installed.length);
    const added = patched.match(/isValid==`function`&&[\w$]+\(\{[^}]+\}\)\.then\(\(\)=>\{const values=[^}]+\}\)/g);
    expect(added).toHaveLength(1);
  });

  it('writes the field’s value onto itself in the values the field was drawn from', () => {
    const effect =
      'U4(n.current,t.locale,r),F1.current&&W3.current&&R(u)&&R(h)&&x(),typeof R(f)?.isValid==`function`&&bEe({locale:t.locale,keyPath:t.keyPath,value:t.currentValue,fieldConfig:t.fieldConfig})';
    expect(withCustomFieldsCheckedAfterTheirVerdict(`a;${effect};b`)).toBe(
      `a;${effect}.then(()=>{const values=n.current?.[r]?.[t.locale];values&&t.keyPath in values&&(values[t.keyPath]=values[t.keyPath])});b`,
    );
  });

  it('stops the build when the code is not there, or not once', () => {
    expect(() => withCustomFieldsCheckedAfterTheirVerdict('const nothing = 1;')).toThrow(/found 0 times/);
    const twice = installed.match(
      /[\w$]+\([\w$]+\.current,[\w$]+\.locale,[\w$]+\),[^;]*?fieldConfig:[\w$]+\.fieldConfig\}\)/,
    )![0];
    expect(() => withCustomFieldsCheckedAfterTheirVerdict(`${twice};${twice}`)).toThrow(/found 2 times/);
  });
});
