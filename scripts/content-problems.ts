/**
 * The first step of `npm run test:content`: her files against their schemas, one message per thing
 * to fix, naming the album, the file, the language and the field. Every file is read here, from the
 * project at `projectRoot`; importing this module reads none, so a broken file (her settings, the
 * pages' photos) is named among her other problems instead of stopping the check with a stack trace.
 */
import type { z } from 'zod';
import { aboutPage } from '@/content/pages/about';
import { galleryRoutes, movedPages, routes } from '@/content/routes';
import { faqPage } from '@/content/pages/faq';
import { homePage } from '@/content/pages/home';
import { readPage, type PageSpec } from '@/content/pages/page-file';
import { photoshootProcessPage } from '@/content/pages/photoshoot-process';
import { readDataFile, readTestimonials } from '@/content/read';
import { noAlbumProblems } from '@/lib/albums/gallery';
import { readAlbums } from '@/lib/albums/read';
import { pagePhotoErrors } from './photos/page-photos-check';
import { movedPagesToMissingAlbums } from './ci/moved-pages';

/** Every problem of her files, in the order she meets them; [] when they are fit to build. */
export function contentProblems(projectRoot: string): string[] {
  const { albums: read, problems: albums } = readAlbums(projectRoot);
  const { problems: testimonials } = readTestimonials(projectRoot);
  const { data: settings, problems: settingsProblems } = readDataFile('settings', projectRoot);
  // The pages quote her settings: they are read once the settings are right.
  const pages = settings
    ? [homePage, faqPage, photoshootProcessPage, aboutPage].flatMap(
        (spec) => readPage(spec as PageSpec<z.ZodType, unknown>, projectRoot, settings).problems,
      )
    : [];
  const { problems: sharing } = readDataFile('sharing', projectRoot);
  return [
    ...albums,
    ...noAlbumProblems({ albums: read, problems: albums }),
    ...testimonials,
    ...settingsProblems,
    ...pages,
    ...sharing,
    ...pagePhotoErrors(projectRoot, read),
    // An old address must not lead to an album that is gone (deleted, or the demo's taken away).
    ...movedPagesToMissingAlbums(
      movedPages,
      Object.fromEntries(galleryRoutes.map((gallery) => [gallery, routes[gallery].path])),
      read,
    ),
  ];
}
