// `npx tsx bench/hugo-peer.ts <theme folder> <site folder>`: the peer that perf:compare and perf:viewer
// measure this site against, a stock Hugo gallery. <theme folder> is a checkout of
// nicokaiser/hugo-theme-gallery at its tag v4.0.1 (the newest that Debian's hugo 0.111.3 builds;
// `apt-get install hugo`; `git archive v4.0.1 | tar -x -C <theme folder>`); the site is made in
// <site folder> with the photos of the weddings gallery's largest album as its one album, at
// /<album>/, and built into <site folder>/public by `hugo --minify`.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { albumsByCategory } from '../lib/albums';
import { projectRoot } from './paths';

const [themeFolder, siteFolder] = process.argv.slice(2).map((folder) => resolve(folder));
if (!themeFolder || !siteFolder) {
  console.error('Usage: npx tsx bench/hugo-peer.ts <hugo-theme-gallery checkout> <site folder>');
  process.exit(2);
}

const album = albumsByCategory.weddings.reduce((largest, each) =>
  each.photos.length > largest.photos.length ? each : largest,
);
rmSync(siteFolder, { recursive: true, force: true });
mkdirSync(join(siteFolder, 'content', album.slug), { recursive: true });
cpSync(themeFolder, join(siteFolder, 'themes', 'gallery'), {
  recursive: true,
  filter: (from) => !from.includes('/.git'),
});
writeFileSync(
  join(siteFolder, 'hugo.toml'),
  [
    'baseURL = "http://localhost/"',
    'title = "Gallery"',
    'theme = "gallery"',
    'languageCode = "en"',
    'disableKinds = ["taxonomy", "term", "RSS"]',
    '[params]',
    '  defaultTheme = "dark"',
    '[imaging]',
    '  quality = 75',
    '  resampleFilter = "CatmullRom"',
    '',
  ].join('\n'),
);
writeFileSync(join(siteFolder, 'content', '_index.md'), '---\ntitle: Gallery\n---\n');
writeFileSync(
  join(siteFolder, 'content', album.slug, 'index.md'),
  `---\ntitle: ${JSON.stringify(album.title.en)}\n---\n`,
);
for (const photo of album.photos) {
  cpSync(
    join(projectRoot, 'content', 'albums', album.slug, photo.file),
    join(siteFolder, 'content', album.slug, photo.file),
  );
}
const hugo = spawnSync('hugo', ['--minify'], { cwd: siteFolder, stdio: 'inherit' });
if (hugo.error || hugo.status !== 0) {
  console.error(
    `hugo failed (${hugo.error?.message ?? `exit ${hugo.status}`}): is it installed (apt-get install hugo)?`,
  );
  process.exit(1);
}
const publicFolder = join(siteFolder, 'public');
console.log(`Built ${album.photos.length} photos into ${publicFolder}.`);
console.log(`perf:viewer: --photoswipe hugo=${publicFolder}:/${album.slug}/`);
console.log(`perf:compare: hugo=${publicFolder}:/,/${album.slug}/`);
