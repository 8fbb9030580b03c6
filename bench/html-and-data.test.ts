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

  it('finds none in a page whose data is inline, or a page without the boot script', () => {
    expect(pageDataUrls('<body><script>(self.__next_f=self.__next_f||[]).push([0])</script></body>')).toEqual([]);
    expect(pageDataUrls('<body><script src="/js/main.min.js"></script></body>')).toEqual([]);
  });

  it('lists a page-data file once, in either quoting', () => {
    const html = `${bootInHead('/_next/static/page/a.js')}<script data-load='/_next/static/page/a.js /_next/static/page/b.js'></script>`;
    expect(pageDataUrls(html)).toEqual(['/_next/static/page/a.js', '/_next/static/page/b.js']);
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
    });
  });

  it('counts the HTML alone when the page data is inline, and finds a language\'s page', () => {
    const html = '<html><body><script>(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([1,"x"])</script></body></html>';
    expect(htmlAndDataOf('/', site({ 'index.html': html }))).toEqual({
      html: { raw: Buffer.byteLength(html), gzip: gzip(html) },
      data: { raw: 0, gzip: 0 },
    });
    expect(htmlAndDataOf('/faq/pt-pt', site({ 'faq/pt-pt.html': '<html>FAQ</html>' })).html.raw).toBe(16);
  });

  it('says which file is missing', () => {
    expect(() => htmlAndDataOf('/faq', site({}))).toThrow('no HTML file for /faq (looked for faq.html)');
    expect(() =>
      htmlAndDataOf('/faq', site({ 'faq.html': bootInHead('/_next/static/page/gone.js') })),
    ).toThrow('faq.html loads /_next/static/page/gone.js, which is not in the site');
  });
});
