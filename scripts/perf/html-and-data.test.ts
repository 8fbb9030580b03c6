/** @jest-environment node */
import { gzipSync } from 'node:zlib';
import { htmlAndDataOf, pageDataUrls, type ReadSiteFile } from './html-and-data';

const site = (files: Record<string, string>): ReadSiteFile => {
  return (file) => (file in files ? Buffer.from(files[file]!) : null);
};
const gzip = (text: string) => gzipSync(Buffer.from(text)).length;

const bootInHead = (load: string) =>
  `<!DOCTYPE html><html><head><style>p{}</style><script src="/_next/static/boot.f88660f720b1.js" data-load="${load}" async=""></script></head><body><p>Weddings</p></body></html>`;
const dataFile = 'self.__next_f.push([1,"photos…"]);';

describe('pageDataUrls', () => {
  it('reads the page data the boot script lists, not the framework chunks after it', () => {
    expect(
      pageDataUrls(bootInHead('/_next/static/page/eb59b60ce249.js /_next/static/chunks/2xoo.js /_next/static/chunks/39_j.js')),
    ).toEqual(['/_next/static/page/eb59b60ce249.js']);
  });

  it('finds a boot script at the end of <body>, as older builds put it', () => {
    const html = `<html><head></head><body><p>a</p><script async data-load='/_next/static/page/a.js /_next/static/chunks/b.js' src="/_next/static/boot.1.js"></script></body></html>`;
    expect(pageDataUrls(html)).toEqual(['/_next/static/page/a.js']);
  });

  it("counts older builds' moved inline scripts, loaded by tags of their own", () => {
    const html = `<head><script src="/_next/static/inline/a1.js"></script><script src="/_next/static/inline/b2.js"></script><script src="/_next/static/chunks/main.js" async></script></head>`;
    expect(pageDataUrls(html)).toEqual(['/_next/static/inline/a1.js', '/_next/static/inline/b2.js']);
  });

  it('finds none in a page whose data is inline, or a site that is not Next.js', () => {
    expect(pageDataUrls('<body><script>(self.__next_f=self.__next_f||[]).push([0])</script></body>')).toEqual([]);
    expect(pageDataUrls('<body><script src="/js/main.min.js"></script></body>')).toEqual([]);
  });
});

describe('htmlAndDataOf', () => {
  it("adds the page's HTML file and its page data, each gzipped on its own", () => {
    const html = bootInHead('/_next/static/page/eb59.js /_next/static/chunks/2xoo.js');
    const figures = htmlAndDataOf(
      '/stories/weddings',
      site({
        'stories/weddings.html': html,
        '_next/static/page/eb59.js': dataFile,
        '_next/static/chunks/2xoo.js': 'framework();',
      }),
    );
    expect(figures).toEqual({
      html: { raw: Buffer.byteLength(html), gzip: gzip(html) },
      data: { raw: Buffer.byteLength(dataFile), gzip: gzip(dataFile) },
      dataFiles: 1,
      inlineData: false,
    });
  });

  it('counts the HTML alone when the page data is inline (the empty Next.js page)', () => {
    const html = '<html><body><script>(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([1,"x"])</script></body></html>';
    const figures = htmlAndDataOf('/', site({ 'index.html': html }));
    expect(figures).toMatchObject({ data: { raw: 0, gzip: 0 }, dataFiles: 0, inlineData: true });
    expect(figures.html.gzip).toBe(gzip(html));
  });

  it("finds a peer's page in its folder's index.html", () => {
    const figures = htmlAndDataOf('/emma-james/', site({ 'emma-james/index.html': '<html>Hugo</html>' }));
    expect(figures).toMatchObject({ html: { raw: 17 }, dataFiles: 0, inlineData: false });
  });

  it('says which file is missing', () => {
    expect(() => htmlAndDataOf('/faq', site({}))).toThrow('no HTML file for /faq (looked for faq.html, faq/index.html)');
    expect(() =>
      htmlAndDataOf('/faq', site({ 'faq.html': bootInHead('/_next/static/page/gone.js') })),
    ).toThrow('faq.html loads /_next/static/page/gone.js, which is not in the site');
  });
});
