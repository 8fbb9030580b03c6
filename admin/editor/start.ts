/**
 * The editor's page (/admin/): Sveltia CMS from npm, bundled and served with the site (nothing
 * is loaded from a CDN), with the album photos field and the page photo picker, started with the configuration
 * admin/build/build-admin.ts computed at build time (admin/editor/cms-config.ts).
 */
import './zod-without-eval';
import CMS, { type CmsConfig } from '@sveltia/cms';
import { PHOTOS_FIELD_NAME, PHOTOS_FIELD_TYPE } from '@/admin/photos-field/photo-limits';
import { ALBUMS_COLLECTION, strayPortugueseFields, translationSaved } from '@/admin/translation/portuguese-file';
import { installEuropeanTranslation } from '../translation/european-translation';
import { installPageMarks } from '../translation/page-marks';
import { HER_TEXT, isHerText, labelAt, TRANSLATED_FIELDS, TRANSLATION_SAVED } from '../translation/translated-fields';
import { guardDeletingShownAlbums } from './delete-guard';
import { guardLeaving } from './leave-guard';
import { entryShown } from './entry-route';
import { ask } from './question-dialog';
import { ASK_BEFORE_REVERT, REVERT_QUESTION } from './unsaved-changes';
import { KEY_FOR_TRANSLATE, keyForTranslate } from '../translation/translation-key';
import { photosField, photosPreview } from '../photos-field';
import { readPublishedPhotos } from '../photos-field/pictures';
import { rowsOf } from '../photos-field/photo-rows';
import { readLocalSavedPhoto } from '../local/local-photos';
import { VisitStore } from '../visit/visit-store';
import { pagePhotosRemoved, type PagePhotosInEditor } from '../page-photo/choices';
import { PagePhotosNow, usesOf } from '../page-photo/pages-now';
import { draftBranch, readGitHubPagePhotos, readLocalPagePhotos } from '../page-photo/saved-page-photos';
import { PAGE_PHOTOS_ENTRY, SETTINGS_COLLECTION } from './editor-places';
import { PAGE_PHOTO_FIELD_TYPE, pagePhotoField, pagePhotoPreview } from '../page-photo/picker';
import { readAlbumTitles } from '../page-photo/album-titles';
import { EDITOR_USER_KEY } from '@/admin/vendor/names';

declare const CMS_CONFIG: CmsConfig;
declare const CMS_REPOSITORY: string;
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
installPageMarks(visit, (entry, keyPath) =>
  labelAt((CMS_CONFIG.collections ?? []) as Parameters<typeof labelAt>[0], entry, keyPath),
);
// Before the editor starts: its screens then hear of a move only once the guard has let it go.
guardLeaving();
// What the bundle's editor asks the page (admin/vendor/editor-patch.ts): before Revert All Changes,
// which fields its Translate wrote are saved, which values are her words for it to send, and the
// translation key she entered in the photos field.
Object.assign(globalThis, {
  [HER_TEXT]: (collectionName: string, fileName: string | undefined, keyPath: string) =>
    isHerText((CMS_CONFIG.collections ?? []) as Parameters<typeof isHerText>[0], collectionName, fileName, keyPath),
  [KEY_FOR_TRANSLATE]: keyForTranslate,
  [ASK_BEFORE_REVERT]: (revert: () => void) => ask(REVERT_QUESTION, revert),
  [TRANSLATION_SAVED]: (locale: string, keyPath: string) =>
    translationSaved(entryShown(location.href), locale, keyPath),
});
// Where her pages use her photos, as she last saved them: an album they show cannot be deleted
// (its Delete dialog names the page), nor can an album lose a photo they show.
const pagePhotos = new PagePhotosNow(PAGE_PHOTOS_IN_EDITOR.uses);
guardDeletingShownAlbums(pagePhotos);

/** How she signed in to the editor in this browser: 'github', 'local', or none yet. */
function signedInWith(): { backendName?: unknown; token?: unknown } | undefined {
  try {
    return (JSON.parse(localStorage.getItem(EDITOR_USER_KEY) ?? 'null') ?? undefined) as
      { backendName?: unknown; token?: unknown } | undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the pages' photos again as the repository the editor works on holds them (the build's may
 * be older): the one she signed in to, or, before she signs in under `npm run admin`, the working tree.
 */
async function readPagePhotosAgain(): Promise<void> {
  const user = signedInWith();
  const begun = pagePhotos.beginRead();
  const saved =
    user?.backendName === 'github' && typeof user.token === 'string'
      ? await readGitHubPagePhotos({
          api: 'https://api.github.com',
          repository: CMS_REPOSITORY,
          branch: (CMS_CONFIG.backend as { branch?: string }).branch ?? 'main',
          draft: draftBranch(SETTINGS_COLLECTION, PAGE_PHOTOS_ENTRY),
          token: user.token,
        })
      : window.localRepositoryReady && (user === undefined || user?.backendName === 'local')
        ? await readLocalPagePhotos()
        : undefined;
  if (saved) pagePhotos.read(begun, saved.published, saved.draft);
}

/** Reads them again once she signs in, when she was not yet as the page opened. */
function readOnceSignedIn(): void {
  if (signedInWith()) return;
  const waiting = setInterval(() => {
    if (!signedInWith()) return;
    clearInterval(waiting);
    void readPagePhotosAgain();
  }, 1000);
}

const { h, createClass } = window as unknown as Parameters<typeof photosField>[0];
CMS.registerFieldType(
  PHOTOS_FIELD_TYPE,
  // An album may not lose a photo one of her pages shows (admin/page-photo/choices.ts).
  photosField({ h, createClass }, visit, (album, files) =>
    pagePhotosRemoved(pagePhotos.uses(), album, files),
  ) as Parameters<typeof CMS.registerFieldType>[1],
  photosPreview({ h, createClass }, visit) as Parameters<typeof CMS.registerFieldType>[2],
);
CMS.registerFieldType(
  PAGE_PHOTO_FIELD_TYPE,
  pagePhotoField({ h, createClass }, PAGE_PHOTOS_IN_EDITOR, readPublishedPhotos, readAlbumTitles) as Parameters<
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
const PHOTOS = ['data', PHOTOS_FIELD_NAME];
/** The names, summary and story among a side's saved values (its `data`). */
function translatedFieldsOf(data: { toJS(): unknown } | undefined): Record<string, string> {
  const values = (data?.toJS() ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(TRANSLATED_FIELDS).flatMap((key) => (typeof values[key] === 'string' ? [[key, values[key]]] : [])),
  );
}
// What an album's files hold once saved is hers: the photos field marks nothing of it (admin/photos-field/marks.ts).
CMS.registerEventListener({
  name: 'postSave',
  handler: (({ entry }: { entry: EntryMap }) => {
    if (entry.get('collection') !== ALBUMS_COLLECTION) return;
    const slug = entry.get('slug');
    if (typeof slug !== 'string') return;
    visit.noteSaved(
      slug,
      {
        en: rowsOf(entry.getIn(PHOTOS)),
        pt: rowsOf(entry.getIn([...PORTUGUESE_DATA.slice(0, 2), ...PHOTOS])),
      },
      { en: translatedFieldsOf(entry.getIn(['data'])), pt: translatedFieldsOf(entry.getIn(PORTUGUESE_DATA)) },
    );
  }) as unknown as EventHandler,
});

/** Whether an event's entry is Settings → Photos on your pages. */
const isPagePhotos = (entry: EntryMap) =>
  entry.get('collection') === SETTINGS_COLLECTION && entry.get('slug') === PAGE_PHOTOS_ENTRY;
const pagePhotoUsesOf = (entry: EntryMap) => usesOf(entry.getIn(['data'])?.toJS());
// Her pages' photos as she saves them: at once (Delete asks without waiting), then as the repository holds them.
CMS.registerEventListener({
  name: 'postSave',
  handler: (({ entry }: { entry: EntryMap }) => {
    if (!isPagePhotos(entry)) return;
    const uses = pagePhotoUsesOf(entry);
    // On GitHub a save makes a draft until she publishes it; on her computer it is the file itself.
    if (uses) pagePhotos.noteSave(uses, signedInWith()?.backendName !== 'local');
    void readPagePhotosAgain();
  }) as unknown as EventHandler,
});
CMS.registerEventListener({
  name: 'postPublish',
  handler: (({ entry }: { entry: EntryMap }) => {
    if (!isPagePhotos(entry)) return;
    const uses = pagePhotoUsesOf(entry);
    if (uses) pagePhotos.notePublish(uses);
    void readPagePhotosAgain();
  }) as unknown as EventHandler,
});

// Under `npm run admin`, the local folder's stand-in is ready first (admin/local/local-repository.ts).
await window.localRepositoryReady;
void readPagePhotosAgain();
readOnceSignedIn();
await CMS.init({ config: CMS_CONFIG });
