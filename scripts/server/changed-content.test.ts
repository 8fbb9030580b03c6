/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { temporaryFolder } from '@/test-support/temporary-folders';
import { contentChanges, nameChanges, readContentState, type FileAccess } from './changed-content';

const ALBUM = 'content/albums/rita-nuno';

/** A project folder with one album in both languages; a git repository unless told otherwise. */
function project({ git = true } = {}): { root: string; write: (file: string, text: string) => void } {
  const root = temporaryFolder('changed-content');
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  if (git) {
    expect(spawnSync('git', ['init', '-q'], { cwd: root }).status).toBe(0);
    write('.gitignore', 'content/albums/**/demo-*.jpg\n');
  }
  write(`${ALBUM}/index.en.md`, 'English');
  write(`${ALBUM}/index.pt.md`, 'Português');
  return { root, write };
}

const failing = (code: string) => () => {
  throw Object.assign(new Error(`${code}: refused`), { code });
};

describe('readContentState and contentChanges', () => {
  it('names the file she changed, not its twin the editor wrote again unchanged', () => {
    const { root, write } = project();
    const before = readContentState(root);
    // The editor saves both languages' files; only the English one holds her edit.
    write(`${ALBUM}/index.pt.md`, 'Português');
    write(`${ALBUM}/index.en.md`, 'English, corrected');
    const after = readContentState(root, { previous: before });
    expect(contentChanges(before, after)).toEqual([{ kind: 'changed', path: `${ALBUM}/index.en.md` }]);
    // The same bytes read again are no change.
    expect(contentChanges(after, readContentState(root, { previous: after }))).toEqual([]);
  });

  it('counts a new file and a removed one', () => {
    const { root, write } = project();
    const before = readContentState(root);
    write(`${ALBUM}/IMG_1.webp`, 'photo');
    rmSync(path.join(root, ALBUM, 'index.pt.md'));
    expect(contentChanges(before, readContentState(root))).toEqual([
      { kind: 'added', path: `${ALBUM}/IMG_1.webp` },
      { kind: 'removed', path: `${ALBUM}/index.pt.md` },
    ]);
  });

  it('names a new, a renamed and a removed album folder once each, not file by file', () => {
    const { root, write } = project();
    const before = readContentState(root);
    write('content/albums/nova/index.en.md', 'New');
    write('content/albums/nova/IMG_1.webp', 'photo');
    write('content/albums/nova/2025/notes.md', 'deeper');
    renameSync(path.join(root, ALBUM), path.join(root, 'content/albums/rita-e-nuno'));
    expect(contentChanges(before, readContentState(root))).toEqual([
      { kind: 'folder-added', path: 'content/albums/nova' },
      { kind: 'folder-renamed', path: ALBUM, to: 'content/albums/rita-e-nuno' },
    ]);
    const renamed = readContentState(root);
    rmSync(path.join(root, 'content/albums/rita-e-nuno'), { recursive: true });
    expect(contentChanges(renamed, readContentState(root))).toEqual([
      { kind: 'folder-removed', path: 'content/albums/rita-e-nuno' },
    ]);
  });

  it('takes a renamed folder whose files also changed as one removed and one added', () => {
    const { root } = project();
    const before = readContentState(root);
    renameSync(path.join(root, ALBUM), path.join(root, 'content/albums/rita-e-nuno'));
    writeFileSync(path.join(root, 'content/albums/rita-e-nuno/index.en.md'), 'English, corrected');
    expect(contentChanges(before, readContentState(root))).toEqual([
      { kind: 'folder-added', path: 'content/albums/rita-e-nuno' },
      { kind: 'folder-removed', path: ALBUM },
    ]);
  });

  it('leaves out what git ignores (the demo photos a build paints) and editors’ hidden temporary files', () => {
    const { root, write } = project();
    const before = readContentState(root);
    write(`${ALBUM}/demo-01.jpg`, 'painted by the build');
    write(`${ALBUM}/.index.en.md.4242.tmp`, 'half written');
    write('content/.DS_Store', 'Finder');
    const after = readContentState(root);
    expect([...after.files.keys()].sort()).toEqual([`${ALBUM}/index.en.md`, `${ALBUM}/index.pt.md`]);
    expect(contentChanges(before, after)).toEqual([]);
  });

  it('outside a git repository, reads every file below content/ and never a folder as a file', () => {
    const { root, write } = project({ git: false });
    mkdirSync(path.join(root, 'content/albums/empty/deeper'), { recursive: true });
    write('content/albums/nova/index.en.md', 'New');
    expect([...readContentState(root).files.keys()].sort()).toEqual([
      'content/albums/nova/index.en.md',
      `${ALBUM}/index.en.md`,
      `${ALBUM}/index.pt.md`,
    ]);
  });

  it('takes a file gone, or become a folder, since it was listed as gone, without a word', () => {
    const { root } = project();
    const gone: FileAccess = { stat: failing('ENOENT'), read: (file) => readFileSync(file) };
    expect(readContentState(root, { access: gone })).toEqual({ files: new Map(), unreadable: new Map() });
    const folder: FileAccess = { stat: (file) => statSync(file), read: failing('EISDIR') };
    expect(readContentState(root, { access: folder })).toEqual({ files: new Map(), unreadable: new Map() });
  });

  it('marks a file it may not read, with the reason, reads the others, and reads it again once it can', () => {
    const { root } = project();
    const before = readContentState(root);
    const english = path.join(root, ALBUM, 'index.en.md');
    const closed: FileAccess = {
      stat: (file) => statSync(file),
      read: (file) => (file === english ? failing('EACCES')() : readFileSync(file)),
    };
    const refused = readContentState(root, { access: closed });
    expect(refused.unreadable).toEqual(new Map([[`${ALBUM}/index.en.md`, 'permission denied']]));
    expect(contentChanges(before, refused)).toEqual([{ kind: 'changed', path: `${ALBUM}/index.en.md` }]);
    const open = readContentState(root, { previous: refused });
    expect(open.unreadable.size).toBe(0);
    expect(contentChanges(before, open)).toEqual([]);
  });

  it('does not read again a file whose size, time and inode are unchanged', () => {
    const { root, write } = project();
    const before = readContentState(root);
    write(`${ALBUM}/index.pt.md`, 'Português, corrigido');
    const read: string[] = [];
    const counting: FileAccess = {
      stat: (file) => statSync(file),
      read: (file) => (read.push(path.relative(root, file)), readFileSync(file)),
    };
    const after = readContentState(root, { previous: before, access: counting });
    expect(read).toEqual([`${ALBUM}/index.pt.md`]);
    expect(contentChanges(before, after)).toEqual([{ kind: 'changed', path: `${ALBUM}/index.pt.md` }]);
  });
});

describe('nameChanges', () => {
  it('names each change in words, and counts past the fourth', () => {
    expect(nameChanges([{ kind: 'changed', path: `${ALBUM}/index.en.md` }])).toBe(`${ALBUM}/index.en.md`);
    expect(
      nameChanges([
        { kind: 'folder-added', path: 'content/albums/nova' },
        { kind: 'folder-renamed', path: ALBUM, to: 'content/albums/rita-e-nuno' },
        { kind: 'folder-removed', path: 'content/albums/old' },
      ]),
    ).toBe(
      'content/albums/nova/ (new folder), content/albums/rita-nuno/ (renamed content/albums/rita-e-nuno/) and content/albums/old/ (folder removed)',
    );
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => ({ kind: 'added' as const, path: `content/${name}` }));
    expect(nameChanges(six)).toBe('content/a (new), content/b (new), content/c (new), content/d (new) and 2 more');
  });
});
