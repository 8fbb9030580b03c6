import { editorDatabase, fieldSelector, LOCALE_PANE } from './names';

describe('the editor’s names the page shares', () => {
  it('finds, in a pane as the editor draws it, the field of a key as the marks look for it', () => {
    document.body.innerHTML =
      '<div class="pane" data-locale="pt"><section class="field" data-key-path="summary"><input id="s"></section>' +
      '<section class="field" data-key-path="summary.note"></section></div>';
    const pane = document.getElementById('s')!.closest(LOCALE_PANE);
    expect(pane?.getAttribute('data-locale')).toBe('pt');
    expect(pane?.querySelectorAll(fieldSelector('summary'))).toHaveLength(1);
  });

  it('names a repository’s database as the editor does', () => {
    expect(editorDatabase('rita/site')).toBe('github:rita/site');
  });
});
