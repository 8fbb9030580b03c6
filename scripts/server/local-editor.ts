/**
 * The editor on the photographer's (or a developer's) computer, `npm run admin`: the same editor as
 * the live site's /admin/, writing into the working tree instead of GitHub. Served with
 * firebase.json's rules for /admin/ (so its Content-Security-Policy is the live one) by the
 * project's static host, with the file API the editor's local folder goes through
 * (local-repository-api.ts) and the photos of the albums for the photos field's thumbnails and drafts.
 */
import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { ALBUMS_DIR } from '@/lib/albums/read';
import { readHostingConfig } from '@/lib/hosting/read-hosting-config';
import { contentTypeOf } from './content-types';
import { startStaticHost, type HostRoute, type StaticHost } from './static-host';
import { isPhotoFile } from '../photos/photo-files';
import { ADMIN_PATH, buildAdmin } from '@/admin/build/build-admin';
import { PUBLISHED_PHOTOS_FILE, publishedKey, type PublishedPhotos } from '@/admin/photos-field/published-photos';
import { ALBUM_TITLES_FILE, titleOf, type AlbumTitles } from '@/admin/page-photo/album-titles';
import { createLocalRepositoryApi } from './local-repository-api';

/** Where the local editor serves an album's photo, for its thumbnail and its draft: '/__album-photos/<album>/<file>'. */
const PHOTOS_PATH = '/__album-photos';

/** The photos of the albums, read only, for the photos field's thumbnails and drafts. */
function albumPhotos(projectRoot: string): HostRoute {
  const albums = path.join(projectRoot, ALBUMS_DIR);
  return {
    matches: (pathname) => pathname.startsWith(`${PHOTOS_PATH}/`),
    async handle(request: IncomingMessage, response: ServerResponse, url: URL) {
      const [album, file, ...rest] = url.pathname
        .slice(PHOTOS_PATH.length + 1)
        .split('/')
        .map(decodeURIComponent);
      const sane = (part?: string) => part && part !== '.' && part !== '..' && !/[\\/\0]/.test(part);
      let full: string | null = null;
      if (request.method === 'GET' && rest.length === 0 && sane(album) && sane(file) && isPhotoFile(file!)) {
        const candidate = path.join(albums, album!, file!);
        const real = await realpath(candidate).catch(() => null);
        full = real?.startsWith((await realpath(albums)) + path.sep) ? real : null;
      }
      const body = full ? await readFile(full).catch(() => null) : null;
      if (!body) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        return void response.end('Not Found');
      }
      response.writeHead(200, { 'Content-Type': contentTypeOf(file!), 'Cache-Control': 'no-store' });
      response.end(body);
    },
  };
}

/** The photos field's list of every saved photo's thumbnail and copy to draft from: here, both the photo itself, as it is now. */
function publishedPhotos(projectRoot: string): HostRoute {
  return {
    matches: (pathname) => pathname === `${ADMIN_PATH}${PUBLISHED_PHOTOS_FILE}`,
    handle(_request, response) {
      const albums = path.join(projectRoot, ALBUMS_DIR);
      const entries = readdirSync(albums, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) =>
          readdirSync(path.join(albums, entry.name))
            .filter(isPhotoFile)
            .map((file) => {
              const photo = `${PHOTOS_PATH}/${encodeURIComponent(entry.name)}/${encodeURIComponent(file)}`;
              return [publishedKey(entry.name, file), { thumbnail: photo, large: photo }] as const;
            }),
        );
      const list: PublishedPhotos = Object.fromEntries(entries);
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify(list));
      return Promise.resolve();
    },
  };
}

/** Her albums' titles, by folder, as the working tree holds them now, for the pages' photo picker. */
function albumTitles(projectRoot: string): HostRoute {
  return {
    matches: (pathname) => pathname === `${ADMIN_PATH}${ALBUM_TITLES_FILE}`,
    handle(_request, response) {
      const albums = path.join(projectRoot, ALBUMS_DIR);
      const titles: AlbumTitles = Object.fromEntries(
        readdirSync(albums, { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && existsSync(path.join(albums, entry.name, 'index.en.md')))
          .flatMap((entry) => {
            const title = titleOf(readFileSync(path.join(albums, entry.name, 'index.en.md'), 'utf8'));
            return title ? [[entry.name, title] as const] : [];
          }),
      );
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify(titles));
      return Promise.resolve();
    },
  };
}

export async function startLocalEditor({
  projectRoot,
  port,
  quiet = false,
}: {
  projectRoot: string;
  port: number;
  /** Without a line for each file saved. */
  quiet?: boolean;
}): Promise<StaticHost> {
  const site = path.join(projectRoot, '.cache', 'local-editor');
  await buildAdmin({ folder: path.join(site, ADMIN_PATH), local: true, root: projectRoot });
  copyFileSync(path.join(projectRoot, 'app', 'icon.svg'), path.join(site, 'icon.svg'));

  let host: StaticHost | null = null;
  const api = createLocalRepositoryApi({
    root: projectRoot,
    port: () => host?.port ?? port,
    onWrite: (file) => {
      if (!quiet && !path.basename(file).startsWith('.')) console.log(`Saved ${file}`);
    },
  });
  host = await startStaticHost({
    root: site,
    port,
    config: readHostingConfig(projectRoot),
    routes: [api, albumPhotos(projectRoot), publishedPhotos(projectRoot), albumTitles(projectRoot)],
    quiet: true,
  });
  return host;
}
