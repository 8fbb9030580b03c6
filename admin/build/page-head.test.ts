/** @jest-environment node */
import { adminPageHead } from './page-head';

describe('the head of a page under /admin/', () => {
  it('is kept out of search engines, with its escaped title, icon, stylesheet and scripts in order', () => {
    const head = adminPageHead({
      title: 'Site check <Luz & Sul>',
      stylesheet: '/admin/site-check.css',
      scripts: [
        { src: '/admin/before.js', module: false },
        { src: '/admin/site-check.js', module: true },
      ],
    });
    expect(head).toBe(
      [
        '    <meta charset="utf-8">',
        '    <meta name="viewport" content="width=device-width, initial-scale=1">',
        '    <meta name="robots" content="noindex, nofollow">',
        '    <title>Site check &lt;Luz &amp; Sul&gt;</title>',
        '    <link rel="icon" href="/icon.svg" type="image/svg+xml">',
        '    <link rel="stylesheet" href="/admin/site-check.css">',
        '    <script src="/admin/before.js"></script>',
        '    <script type="module" src="/admin/site-check.js"></script>',
        '',
      ].join('\n'),
    );
  });

  it('has no script line for a page without scripts', () => {
    expect(adminPageHead({ title: 'Editor', stylesheet: '/admin/editor.css', scripts: [] })).not.toContain('<script');
  });
});
