/**
 * What content/settings/page-photos.yml holds (the photos the pages show), stated once, and the
 * file's text read against it: the build checks the file with it (content/page-photos.ts), the
 * code's type is inferred from it, and the editor's fields carry its titles
 * (admin/editor/cms-config.ts). Pure, so that the editor's picker and the go-live page in the
 * browser read the file the same way as the build.
 */
import { z } from 'zod';
import { dataCollections, whereOf } from './collections';
import { readCollectionText } from './data-file';

export const PAGE_PHOTOS_FILE = dataCollections.pagePhotos.file;

/** Where she changes the file, named as the editor names it. */
export const PAGE_PHOTOS_WHERE = whereOf(dataCollections.pagePhotos.editor);

/*
 * An album's folder name (lowercase letters, digits, hyphens), a slash, and a photo's file name
 * (no slash, no space at either end). Without flags: the editor states it as JSON Schema.
 */
const PHOTO = /^[a-z0-9]+(-[a-z0-9]+)*\/[^/\s]([^/]*[^/\s])?$/;

const PHOTO_RULE = 'a photo chosen from one of your albums';

/** One photo of one of her albums, with the place on the page it fills, in her words. */
const photo = (title: string) => z.string().trim().regex(PHOTO).meta({ title, rule: PHOTO_RULE });

/** A place she may leave empty: one photo of her albums, or none. */
const optionalPhoto = (title: string) => z.string().trim().regex(PHOTO).optional().meta({ title, rule: PHOTO_RULE });

/** The one statement of what content/settings/page-photos.yml holds. */
export const pagePhotoChoices = z
  .object({
    slideshow: z
      .array(photo('Slide'))
      .min(2)
      .meta({ title: 'Home page slideshow', rule: 'two photos or more, chosen from your albums' }),
    // A tile left empty shows the cover of its gallery's first album; a gallery without an album
    // has no tile, whatever is chosen for it. The editor leaves out the tiles left empty, all three
    // of them with the list itself.
    portfolio: z
      .object({
        weddings: optionalPhoto('Weddings tile'),
        couples: optionalPhoto('Couples tile'),
        family: optionalPhoto('Families tile'),
      })
      .strict()
      .default({})
      .meta({ title: 'Home page portfolio tiles' }),
    portrait: photo('About page photo'),
  })
  .strict();

export type PagePhotoChoices = z.output<typeof pagePhotoChoices>;

/** One photo as the pages name it: its album's folder name and its file name. */
export type ChosenPhoto = { album: string; file: string };

/** The album and the file of a chosen photo ("ana-joao/demo-11.jpg"). */
export function chosenPhoto(value: string): ChosenPhoto {
  const slash = value.indexOf('/');
  return { album: value.slice(0, slash), file: value.slice(slash + 1) };
}

/** The choices of the file's text (undefined: there is no file), or its problems, each naming the file and the field in her words. */
export function pagePhotoProblems(source: string | undefined): { choices?: PagePhotoChoices; problems: string[] } {
  const { data, problems } = readCollectionText(dataCollections.pagePhotos, pagePhotoChoices, source);
  return { choices: data, problems };
}
