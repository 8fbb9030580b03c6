/**
 * The editor's page, /admin/: Sveltia CMS (the npm package, version pinned in package.json)
 * bundled with the album photos field and its configuration into one folder of static files, so
 * nothing is loaded from a CDN. `npm run build` writes it to out/admin/ (scripts/postbuild.ts);
 * `npm run admin` writes a local one that edits the working tree (scripts/server/local-editor.ts).
 *
 * The package's code asks for its fonts from cdn.jsdelivr.net in a stylesheet it injects; the
 * bundle points those three addresses at the copies the package ships, which it loads anyway. It
 * also makes the editor check a custom field again once the field has said what stops a save
 * (editor-patch.ts), so the photos field's messages follow what is on screen, and checks what the
 * page's own code relies on in the editor's (admin/vendor/couplings.ts): the build stops, naming what to
 * check, when a version of the package no longer has any of these as expected.
 *
 * Beside it, at /admin/check/, the site check (admin/site-check/): the checks of her keys and token,
 * with the settings this build gives the site's pages; and at /admin/go-live/, the go-live page
 * (admin/go-live/): what stops the site from going live, Take the demo away and her test enquiry.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { build, type Plugin } from 'esbuild';
import { getSite, readDataFile } from '@/content/read';
import { readAlbums } from '@/lib/albums/read';
import { EMAILJS_SETTING_NAMES } from '@/lib/contact/emailjs-settings';
import { localSiteUrl } from '@/lib/hosting/local-site';
import { photoUses } from '@/lib/page-photo-uses';
import type { PagePhotosInEditor } from '../page-photo/choices';
import { cmsConfig } from '@/admin/editor/cms-config';
import type { PhotoManifest } from '@/lib/photo-manifest';
import {
  PUBLISHED_PHOTOS_FILE,
  publishedKey,
  publishedPhoto,
  type PublishedPhotos,
} from '../photos-field/published-photos';
import { siteCheckHtml } from '../site-check/page-html';
import { goLiveHtml } from '../go-live/page-html';
import type { GoLiveBuild } from '../go-live/go-live';
import { adminPageHead } from './page-head';
import type { SiteCheckBuild } from '../site-check/site-check';
import {
  checkBookkeepingDropped,
  checkDirectoryPicker,
  checkDraftBackup,
  checkFieldSelectors,
  checkLeavingSignals,
  checkPreferencesStore,
  checkSignInLink,
  checkStoredFolder,
  checkStoredSignIn,
  checkTranslationRequest,
  checkYamlOutput,
} from '../vendor/couplings';
import {
  withCopyKeptOnAsk,
  withNewButtonWithoutEmptyMenu,
  withCustomFieldsCheckedAfterTheirVerdict,
  withDeletionAskingThePage,
  withEditorWords,
  withRefusedSaveShowingTheField,
  withRevertAsking,
  withSaveButtonsSayingChanged,
  withTranslateCountingWhatChanged,
  withTranslateSendingHerWordsOnly,
  withTranslateTakingTheFieldKey,
  withFieldsAskingThePage,
  withYearsInPlainDigits,
} from '../vendor/editor-patch';

const projectRoot = path.resolve(__dirname, '..', '..');
const sveltia = path.join(projectRoot, 'node_modules', '@sveltia', 'cms', 'npm');

/** The editor's address on the site, and the folder of its code under it. */
export const ADMIN_PATH = '/admin/';
const CODE_FOLDER = 'cms';

/** The fonts the package's stylesheet asks the CDN for, and the copies it ships (npm/assets/). */
const FONTS: Record<string, RegExp> = {
  'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2':
    /^source-sans-3-latin-wght-normal-.*\.woff2$/,
  'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2':
    /^noto-mono-latin-400-normal-.*\.woff2$/,
  'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2':
    /^material-symbols-outlined-latin-wght-normal-.*\.woff2$/,
};

/**
 * The package's code as the bundle takes it: its fonts from the copies it ships, its custom
 * fields checked again once their verdict is in, its Save buttons saying whether the entry is
 * changed, its deletions asking the page what stops them, its Revert All Changes asking first, a
 * refused save showing the field, years without a thousands separator and its messages in words
 * true for her (editor-patch.ts), once what the page relies on in it is found as expected
 * (admin/vendor/couplings.ts).
 */
function editorCode(assets: string[]): Plugin {
  return {
    name: 'editor-code',
    setup(builder) {
      builder.onLoad({ filter: /[\\/]@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/ }, (args) => {
        let code = readFileSync(args.path, 'utf8');
        checkTranslationRequest(code);
        checkPreferencesStore(code);
        checkLeavingSignals(code);
        checkDraftBackup(code);
        checkBookkeepingDropped(code);
        checkSignInLink(code);
        checkYamlOutput(code);
        checkStoredSignIn(code);
        checkStoredFolder(code);
        checkFieldSelectors(code);
        checkDirectoryPicker(code);
        for (const [cdn, shipped] of Object.entries(FONTS)) {
          const file = assets.find((name) => shipped.test(name));
          // A new version of the package that moved its fonts must not quietly bring the CDN back.
          if (!code.includes(cdn) || !file) {
            throw new Error(`@sveltia/cms no longer asks for ${cdn} as this build expects: check its fonts.`);
          }
          code = code.replaceAll(cdn, `${ADMIN_PATH}${CODE_FOLDER}/assets/${file}`);
        }
        const patches = [
          withCustomFieldsCheckedAfterTheirVerdict,
          withTranslateCountingWhatChanged,
          withTranslateSendingHerWordsOnly,
          withSaveButtonsSayingChanged,
          withDeletionAskingThePage,
          withRevertAsking,
          withCopyKeptOnAsk,
          withRefusedSaveShowingTheField,
          withTranslateTakingTheFieldKey,
          withFieldsAskingThePage,
          withYearsInPlainDigits,
          withNewButtonWithoutEmptyMenu,
          (patched: string) => withEditorWords(patched),
        ];
        return { contents: patches.reduce((patched, patch) => patch(patched), code), loader: 'js' };
      });
    },
  };
}

/** 'owner/name' of the repository the editor commits to: the deploy workflow's, else the origin remote's. */
function repositoryName(root: string): string {
  const configured = process.env.ADMIN_REPOSITORY ?? process.env.GITHUB_REPOSITORY;
  if (configured) return configured;
  const remote = spawnSync('git', ['remote', 'get-url', 'origin'], { cwd: root, encoding: 'utf8' });
  const match = /github\.com[:/]([^/]+\/[^/]+?)(?:\.git)?\s*$/.exec(remote.stdout ?? '');
  return match?.[1] ?? 'your-account/your-site';
}

/** The NEXT_PUBLIC_* values of a .env file under `root`, none when it is absent. */
function publicValuesOf(root: string, name: string): Record<string, string> {
  const file = path.join(root, name);
  const values = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => entry[0].startsWith('NEXT_PUBLIC_') && typeof entry[1] === 'string',
    ),
  );
}

/**
 * What the site check (/admin/check/) is told of this build: the site's settings as the pages are
 * built with them (the environment over .env.local, as `next build` and `npm run check:settings`
 * take them), .env.example's placeholders, her e-mail and the repository.
 */
function siteCheckBuild(root: string, repository: string): SiteCheckBuild {
  const environment = Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[0].startsWith('NEXT_PUBLIC_') && typeof entry[1] === 'string',
    ),
  );
  return {
    settings: { ...publicValuesOf(root, '.env.local'), ...environment },
    placeholders: publicValuesOf(root, '.env.example'),
    email: getSite().email,
    repository,
  };
}

/** The published thumbnail and copy to draft from of every saved photo, for the photos field. */
function publishedPhotosOf(root: string): PublishedPhotos {
  const manifestFile = path.join(root, '.cache', 'photos', 'manifest.json');
  if (!existsSync(manifestFile)) return {};
  const { albums } = JSON.parse(readFileSync(manifestFile, 'utf8')) as Pick<PhotoManifest, 'albums'>;
  return Object.fromEntries(
    Object.entries(albums).flatMap(([album, photos]) =>
      photos.flatMap((photo) => {
        const published = publishedPhoto(photo.variants);
        return published ? [[publishedKey(album, photo.file), published] as const] : [];
      }),
    ),
  );
}

/** The editor's page; its addresses are absolute, since the host may serve it at /admin as well as /admin/. */
function pageHtml({ script, stylesheet, local }: { script: string; stylesheet: string; local: boolean }): string {
  const code = `${ADMIN_PATH}${CODE_FOLDER}`;
  const head = adminPageHead({
    title: `${getSite().name} · editor`,
    stylesheet: `${code}/${stylesheet}`,
    scripts: [
      ...(local ? [{ src: `${code}/local-repository.js`, module: false }] : []),
      { src: `${code}/${script}`, module: true },
    ],
  });
  return `<!DOCTYPE html>
<html lang="en">
  <head>
${head}  </head>
  <body></body>
</html>
`;
}

/**
 * Her albums' photos, in her order, and where her pages use them, as this build's files hold them:
 * the page photo picker offers the photos, the albums' photos field refuses removing one a page
 * shows. Albums or choices that cannot be read give nothing: the build's own check names them.
 */
function pagePhotosInEditor(root: string): PagePhotosInEditor {
  const { data: choices } = readDataFile('pagePhotos', root);
  return {
    albums: readAlbums(root).albums.map((album) => ({
      slug: album.slug,
      title: album.title.en,
      files: album.photos.map((photo) => photo.file),
    })),
    uses: choices ? photoUses(choices) : [],
  };
}

/** The editor's code in bytes: in all, and what its page loads to start. */
export type AdminBuild = { bytes: number; entryBytes: number };

/**
 * Writes the editor into `folder` (its index.html, its code in cms/, and, for the site, the list
 * of the saved photos' published copies). `local` adds the stand-in for the working tree.
 */
export async function buildAdmin({
  folder,
  local = false,
  root = projectRoot,
}: {
  folder: string;
  local?: boolean;
  root?: string;
}): Promise<AdminBuild> {
  const repository = repositoryName(root);
  // The local editor saves into this folder, which `npm start` serves: its links lead there.
  const siteUrl = local ? localSiteUrl(process.env) : getSite().url;
  const config = cmsConfig({ repository, branch: process.env.ADMIN_BRANCH ?? 'main', siteUrl });
  const codeFolder = path.join(folder, CODE_FOLDER);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(codeFolder, { recursive: true });
  const assets = path.join(sveltia, 'assets');
  cpSync(assets, path.join(codeFolder, 'assets'), { recursive: true, filter: (file) => !file.endsWith('.map') });
  const assetNames = readdirSync(assets);

  const check = siteCheckBuild(root, repository);
  // The contact form's sender reads its EmailJS settings as `process.env.NAME`, which Next inlines
  // in the site's pages: the site check's test enquiry is sent with the very same values.
  const emailSettings = Object.fromEntries(
    [...EMAILJS_SETTING_NAMES, 'NEXT_PUBLIC_EMAILJS_ORIGIN'].map((name) => [
      `process.env.${name}`,
      check.settings[name] === undefined ? 'undefined' : JSON.stringify(check.settings[name]),
    ]),
  );
  const goLive: GoLiveBuild = { api: 'https://api.github.com', branch: process.env.ADMIN_BRANCH ?? 'main', local };
  const define = {
    ...emailSettings,
    SITE_CHECK: JSON.stringify(check),
    GO_LIVE: JSON.stringify(goLive),
    CMS_CONFIG: JSON.stringify(config),
    CMS_REPOSITORY: JSON.stringify(repository),
    PAGE_PHOTOS_IN_EDITOR: JSON.stringify(pagePhotosInEditor(root)),
  };
  const result = await build({
    entryPoints: {
      start: path.join(projectRoot, 'admin', 'editor', 'start.ts'),
      check: path.join(projectRoot, 'admin', 'site-check', 'page.ts'),
      'go-live': path.join(projectRoot, 'admin', 'go-live', 'page.ts'),
    },
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    target: 'es2022',
    outdir: codeFolder,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    loader: { '.json': 'json' },
    define,
    metafile: true,
    legalComments: 'linked',
    logLevel: 'warning',
    plugins: [editorCode(assetNames)],
  });
  if (local) {
    await build({
      entryPoints: [path.join(projectRoot, 'admin', 'local', 'local-repository.ts')],
      bundle: true,
      format: 'iife',
      target: 'es2022',
      outfile: path.join(codeFolder, 'local-repository.js'),
      define,
      logLevel: 'warning',
    });
  }
  // The custom fields' stylesheets, as one file.
  const css = Buffer.concat(
    [
      ['photos-field', 'photos-field.css'],
      ['page-photo', 'page-photo.css'],
    ].map((parts) => readFileSync(path.join(projectRoot, 'admin', ...parts))),
  );
  const stylesheet = `fields-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  writeFileSync(path.join(codeFolder, stylesheet), css);
  const entry = Object.entries(result.metafile.outputs).find(([, output]) =>
    output.entryPoint?.endsWith(path.join('admin', 'editor', 'start.ts')),
  )!;
  writeFileSync(path.join(folder, 'index.html'), pageHtml({ script: path.basename(entry[0]), stylesheet, local }));
  // The site check and the go-live page beside the editor, noindex under the editor's address, each
  // under its own policy (firebase.json), with the site check's look.
  const entryFile = (...parts: string[]) =>
    path.basename(
      Object.keys(result.metafile.outputs).find((output) =>
        result.metafile.outputs[output]!.entryPoint?.endsWith(path.join('admin', ...parts)),
      )!,
    );
  const stylesheetOf = (name: string, files: string[][]) => {
    const css = Buffer.concat(files.map((parts) => readFileSync(path.join(projectRoot, 'admin', ...parts))));
    const file = `${name}-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
    writeFileSync(path.join(codeFolder, file), css);
    return `${ADMIN_PATH}${CODE_FOLDER}/${file}`;
  };
  const checkLook = ['site-check', 'site-check.css'];
  mkdirSync(path.join(folder, 'check'));
  writeFileSync(
    path.join(folder, 'check', 'index.html'),
    siteCheckHtml({
      title: `${getSite().name} · site check`,
      repository,
      script: `${ADMIN_PATH}${CODE_FOLDER}/${entryFile('site-check', 'page.ts')}`,
      stylesheet: stylesheetOf('site-check', [checkLook]),
    }),
  );
  mkdirSync(path.join(folder, 'go-live'));
  writeFileSync(
    path.join(folder, 'go-live', 'index.html'),
    goLiveHtml({
      title: `${getSite().name} · going live`,
      repository,
      local,
      script: `${ADMIN_PATH}${CODE_FOLDER}/${entryFile('go-live', 'page.ts')}`,
      stylesheet: stylesheetOf('go-live', [checkLook, ['go-live', 'go-live.css']]),
    }),
  );
  if (!local) writeFileSync(path.join(folder, PUBLISHED_PHOTOS_FILE), JSON.stringify(publishedPhotosOf(root)));

  const outputs = Object.values(result.metafile.outputs);
  return {
    bytes: outputs.reduce((sum, output) => sum + output.bytes, 0),
    entryBytes: entry[1].bytes,
  };
}
