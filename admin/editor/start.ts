/**
 * The editor's page (/admin/): Sveltia CMS from npm, bundled and served with the site (nothing
 * is loaded from a CDN), with the album photos field and the page photo picker, started with the configuration
 * admin/build/build-admin.ts computed at build time (admin/editor/cms-config.ts).
 */
import './zod-without-eval';
import CMS, { type CmsConfig } from '@sveltia/cms';
import { PHOTOS_FIELD_TYPE } from '@/admin/photos-field/photo-limits';
import { ALBUMS_COLLECTION, strayPortugueseFields } from '@/admin/translation/portuguese-file';
import { installEuropeanTranslation } from '../translation/european-translation';
import { TRANSLATED_FIELDS } from '../translation/translated-fields';
import { guardDeletingShownAlbums } from './delete-guard';
import { guardLeaving } from './leave-guard';
import { photosField, photosPreview } from '../photos-field';
import { readPublishedPhotos } from '../photos-field/pictures';
import { rowsOf } from '../photos-field/photo-rows';
import { readLocalSavedPhoto } from '../local/local-photos';
import { VisitStore } from '../visit/visit-store';
import { pagePhotosRemoved, type PagePhotosInEditor } from '../page-photo/choices';
import { PAGE_PHOTO_FIELD_TYPE, pagePhotoField, pagePhotoPreview } from '../page-photo/picker';

declare const CMS_CONFIG: CmsConfig;
declare const PAGE_PHOTOS_IN_EDITOR: PagePhotosInEditor;

/** What the editor remembers while this page is open, one store for all its parts. */
const visit = new VisitStore({
  revokePicture: (url) => URL.revokeObjectURL(url),
  readPublished: readPublishedPhotos,
  // Under `npm run admin` the working tree is read through the local editor's file API; elsewhere
  // the preview's asset API and the published copies stand in.
  ...(window.localRepositoryReady ? { readSavedPhoto: readLocalSavedPhoto } : {}),
});

installEuropeanTranslation(visit);
// Before the editor starts: its screens then hear of a move only once the guard has let it go.
guardLeaving();
// An album her pages show a photo of cannot be deleted; its Delete dialog names the page.
guardDeletingShownAlbums(PAGE_PHOTOS_IN_EDITOR.uses);

const { h, createClass } = window as unknown as Parameters<typeof photosField>[0];
CMS.registerFieldType(
  PHOTOS_FIELD_TYPE,
  // An album may not lose a photo one of her pages shows (admin/page-photo/choices.ts).
  photosField({ h, createClass }, visit, (album, files) =>
    pagePhotosRemoved(PAGE_PHOTOS_IN_EDITOR.uses, album, files),
  ) as Parameters<typeof CMS.registerFieldType>[1],
  photosPreview({ h, createClass }, visit) as Parameters<typeof CMS.registerFieldType>[2],
);
CMS.registerFieldType(
  PAGE_PHOTO_FIELD_TYPE,
  pagePhotoField({ h, createClass }, PAGE_PHOTOS_IN_EDITOR, readPublishedPhotos) as Parameters<
    typeof CMS.registerFieldType
  >[1],
  pagePhotoPreview({ h, createClass }) as Parameters<typeof CMS.registerFieldType>[2],
);

/** The part of the editor's entry these hooks read and change (an Immutable.js Map). */
type EntryMap = {
  get(key: 'collection' | 'slug'): unknown;
  getIn(path: string[]): { toJS(): unknown } | undefined;
  deleteIn(path: string[]): EntryMap;
};
const PORTUGUESE_DATA = ['i18n', 'pt', 'data'];
// An album's Portuguese file keeps only its own fields, whatever a translation filled in (admin/translation/portuguese-file.ts).
CMS.registerEventListener({
  name: 'preSave',
  handler: (({ entry }: { entry: EntryMap }) => {
    if (entry.get('collection') !== ALBUMS_COLLECTION) return undefined;
    const portuguese = (entry.getIn(PORTUGUESE_DATA)?.toJS() ?? {}) as Record<string, unknown>;
    const stray = strayPortugueseFields(portuguese);
    if (stray.length === 0) return undefined;
    return stray.reduce((trimmed, field) => trimmed.deleteIn([...PORTUGUESE_DATA, field]), entry);
  }) as unknown as Parameters<typeof CMS.registerEventListener>[0]['handler'],
});

type EventHandler = Parameters<typeof CMS.registerEventListener>[0]['handler'];
const PHOTOS = ['data', 'photos'];
// What an album's files hold once saved is hers: the photos field marks nothing of it (admin/photos-field/marks.ts).
CMS.registerEventListener({
  name: 'postSave',
  handler: (({ entry }: { entry: EntryMap }) => {
    if (entry.get('collection') !== ALBUMS_COLLECTION) return;
    const slug = entry.get('slug');
    if (typeof slug !== 'string') return;
    const portuguese = (entry.getIn(PORTUGUESE_DATA)?.toJS() ?? {}) as Record<string, unknown>;
    visit.noteSaved(
      slug,
      {
        en: rowsOf(entry.getIn(PHOTOS)),
        pt: rowsOf(entry.getIn([...PORTUGUESE_DATA.slice(0, 2), ...PHOTOS])),
      },
      Object.fromEntries(
        Object.keys(TRANSLATED_FIELDS).flatMap((key) =>
          typeof portuguese[key] === 'string' ? [[key, portuguese[key]]] : [],
        ),
      ),
    );
  }) as unknown as EventHandler,
});

// Under `npm run admin`, the local folder's stand-in is ready first (admin/local/local-repository.ts).
await window.localRepositoryReady;
await CMS.init({ config: CMS_CONFIG });
