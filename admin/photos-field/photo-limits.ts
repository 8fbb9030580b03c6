/** What the editor's photos field is (its field type) and how it takes photos; shared by its configuration and its code. */

/** The custom field that lists an album's photos with their descriptions (admin/photos-field/). */
export const PHOTOS_FIELD_TYPE = 'album-photos';
/** Its name in an album's files and in the editor's values ("photos.3.description" is the fourth photo's). */
export const PHOTOS_FIELD_NAME = 'photos';

/**
 * What the editor stores of each photo she adds: a WebP at most 2400 px on its long side. The
 * site's largest web version is 1600 px wide and its JPEG fallback 2048 px; 2400 px leaves room for
 * a larger step later and for cropping the sharing card, at about 0.4 MB a photo where the camera's
 * file is 10–25 MB (0.36–0.52 MB from 17 MB camera files, bench/measure-upload.ts).
 * Converting in the browser also drops every metadata (GPS, camera serial).
 */
export const STORED_PHOTO = { longEdge: 2400, quality: 82 } as const;

/** Photos she may add at once (the field says so); each is converted in her browser before saving. */
export const PHOTOS_AT_ONCE = 60;
