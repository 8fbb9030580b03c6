/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bootFileName, deferPageScripts } from './defer-scripts';

/** A real page of `next build` with the project's Next.js: an empty page, as exported. */
const page = readFileSync(path.join(__dirname, 'fixtures', 'empty-page.html'), 'utf8');

const options = { bootSrc: '/_next/static/boot.x.js', pageDataDir: '/_next/static/page', page: 'out/index.html' };
const run = (html = page) => deferPageScripts(html, options);

/** The fixture's scripts as Next.js wrote them. */
const scriptsOf = (html: string) => [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
const inlineCode = scriptsOf(page)
  .filter(([, attributes]) => !attributes!.includes('src='))
  .map(([, , code]) => code!);
const chunkSources = scriptsOf(page)
  .filter(([, attributes]) => !attributes!.includes('noModule')) // the polyfill for old browsers stays
  .flatMap(([, attributes]) => /src="([^"]+)"/.exec(attributes!)?.[1] ?? []);

describe('deferPageScripts on a page exported by Next.js', () => {
  it("joins the page's inline scripts, in order, into one file named by its content", () => {
    const { pageData } = run();
    expect(inlineCode.length).toBeGreaterThan(2);
    expect(pageData.code.split('\n')).toHaveLength(inlineCode.length);
    inlineCode.forEach((code, index) => expect(pageData.code.split('\n')[index]).toContain(code.slice(0, 60)));
    expect(pageData.name).toMatch(/^[0-9a-f]{20}\.js$/);
    expect(run(page.replace('Empty page</h1>', 'Another page</h1>')).pageData.name).toBe(pageData.name);
    expect(run(page.replace('"children\\":\\"Empty page', '"children\\":\\"Other')).pageData.name).not.toBe(
      pageData.name,
    );
  });

  it('leaves no script to run before the boot script, and no script preload', () => {
    const { html } = run();
    expect(html.match(/<script[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script src="\/_next\/static\/chunks\/[^"]+" noModule="">$/),
      expect.stringMatching(/^<script src="\/_next\/static\/boot\.x\.js" data-load="[^"]+" async="">$/),
    ]);
    expect(html).not.toContain('as="script"');
  });

  it('lists the page data first, then the framework chunks in document order, on the boot script at the end of the head', () => {
    const { html, pageData } = run();
    const load = /data-load="([^"]+)"/.exec(html)![1]!.split(' ');
    expect(chunkSources.length).toBeGreaterThan(2);
    expect(load).toEqual([`/_next/static/page/${pageData.name}`, ...chunkSources]);
    // In <head>: fetched with the page, it runs before the first photo can show.
    expect(html).toMatch(/<script src="\/_next\/static\/boot\.x\.js"[^>]*><\/script><\/head>/);
  });

  it('keeps structured data inline and untouched', () => {
    const data = '<script type="application/ld+json">{"@type":"Person"}</script>';
    expect(run(page.replace('</h1>', `</h1>${data}`)).html).toContain(data);
  });
});

describe('deferPageScripts on a page whose shape it does not know', () => {
  const failure = (html: string) => () => run(html);

  it("stops, naming the page, when the page data's bootstrap is not there", () => {
    const renamed = page.replaceAll('self.__next_f', 'self.__next_s');
    expect(failure(renamed)).toThrow(/^out\/index\.html: the page data's bootstrap/);
    expect(failure('<html><body><p>Hi</p></body></html>')).toThrow(/^out\/index\.html: /);
  });

  it('stops, naming the page, when the framework chunks are not where they were', () => {
    expect(failure(page.replaceAll('/_next/static/chunks/', '/_next/static/js/'))).toThrow(
      /^out\/index\.html: no framework chunk/,
    );
    expect(failure(page.replace('</h1>', '</h1><script src="https://cdn.example/x.js" async=""></script>'))).toThrow(
      /^out\/index\.html: a script from outside/,
    );
  });

  it('stops, naming the page, when a script is written in a way it cannot move', () => {
    const singleQuoted = page.replace('<script>(self.__next_f', "<script nonce='n'>(self.__next_f");
    expect(failure(singleQuoted)).toThrow(/^out\/index\.html: (a script is left|the page data's bootstrap)/);
    const unquoted = page.replace(/<script src="([^"]+)" async="">/, '<script src=$1 async>');
    expect(failure(unquoted)).toThrow(/^out\/index\.html: a script is left in the page \(<script src=/);
  });
});

describe('bootFileName', () => {
  it('changes with the content, so browsers may keep the file for a year', () => {
    expect(bootFileName('a')).toMatch(/^boot\.[0-9a-f]{12}\.js$/);
    expect(bootFileName('a')).not.toBe(bootFileName('b'));
  });
});
