/** @jest-environment node */
import { bootFileName, deferPageScripts } from './defer-scripts';

const page = [
  '<!DOCTYPE html><html lang="en"><head>',
  '<link rel="preload" href="/font.woff2" as="font" crossorigin=""/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '</head><body><main><h1>Hi</h1></main>',
  '<script type="application/ld+json">{"@type":"Person"}</script>',
  '<script id="_R_">(self.TURBOPACK=self.TURBOPACK||[]).push({})</script>',
  '<script src="/_next/static/chunks/c.js" async=""></script>',
  '<script>self.__next_f.push([1,"a"])</script>',
  '<script>self.__next_f.push([1,"b"]);</script>',
  '</body></html>',
].join('');

const run = () => deferPageScripts(page, '/_next/static/boot.x.js', '/_next/static/page');

describe('deferPageScripts', () => {
  it("joins the page's inline scripts, in order, into one file named by its content", () => {
    const { pageData } = run();
    expect(pageData!.code).toBe(
      '(self.TURBOPACK=self.TURBOPACK||[]).push({});\nself.__next_f.push([1,"a"]);\nself.__next_f.push([1,"b"]);',
    );
    expect(pageData!.name).toMatch(/^[0-9a-f]{20}\.js$/);
    expect(deferPageScripts(page.replace('"b"', '"c"'), '/boot.js', '/p').pageData!.name).not.toBe(pageData!.name);
  });

  it('leaves no script to run before the boot script, and no script preload', () => {
    const { html } = run();
    const scripts = html.match(/<script[^>]*>/g)!;
    expect(scripts).toEqual([
      '<script src="/_next/static/chunks/polyfill.js" noModule="">',
      '<script type="application/ld+json">',
      expect.stringMatching(/^<script src="\/_next\/static\/boot\.x\.js" data-load="[^"]+" async="">$/),
    ]);
    expect(html).not.toContain('as="script"');
    expect(html).toContain('<link rel="preload" href="/font.woff2" as="font" crossorigin=""/>');
  });

  it('lists the page data first, then the framework chunks in document order, on the boot script at the end of the body', () => {
    const { html, pageData } = run();
    const load = /data-load="([^"]+)"/.exec(html)![1]!.split(' ');
    expect(load).toEqual([
      `/_next/static/page/${pageData!.name}`,
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
    ]);
    expect(html).toMatch(/<script src="\/_next\/static\/boot\.x\.js"[^>]*><\/script><\/body><\/html>$/);
  });

  it('keeps structured data inline and untouched', () => {
    expect(run().html).toContain('<script type="application/ld+json">{"@type":"Person"}</script>');
  });

  it('leaves a page without scripts as it is', () => {
    const plain = '<html><body><p>Hi</p></body></html>';
    expect(deferPageScripts(plain, '/boot.js', '/p')).toEqual({ html: plain, pageData: null });
  });
});

describe('bootFileName', () => {
  it('changes with the content, so browsers may keep the file for a year', () => {
    expect(bootFileName('a')).toMatch(/^boot\.[0-9a-f]{12}\.js$/);
    expect(bootFileName('a')).not.toBe(bootFileName('b'));
  });
});
