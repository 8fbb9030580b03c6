/**
 * The head of every page under /admin/ (the editor and the site check): English as the editor's
 * own words are, kept out of search engines, the site's icon, the page's stylesheet, then its
 * scripts in order (a classic script first where the page needs one before its module).
 */
import { escapeHtml } from '@/lib/escape-html';

export function adminPageHead({
  title,
  stylesheet,
  scripts,
}: {
  title: string;
  stylesheet: string;
  scripts: { src: string; module: boolean }[];
}): string {
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(title)}</title>`,
    '<link rel="icon" href="/icon.svg" type="image/svg+xml">',
    `<link rel="stylesheet" href="${stylesheet}">`,
    ...scripts.map(({ src, module }) => `<script${module ? ' type="module"' : ''} src="${src}"></script>`),
  ]
    .map((line) => `    ${line}\n`)
    .join('');
}
