/**
 * The names the page's own code shares with the editor's (@sveltia/cms, pinned in package.json)
 * without the editor offering them as an API: where it keeps things in the browser, and how it marks
 * its panes and fields. Each is checked against the installed package when the editor is built
 * (couplings.ts), so that a new version naming them otherwise stops the build.
 */

/** Where the editor keeps her sign-in in this browser: `{ backendName, token, … }` as JSON. */
export const EDITOR_USER_KEY = 'sveltia-cms.user';

/** Where the editor keeps her preferences, the translation key among them (its `apiKeys`). */
export const EDITOR_PREFERENCES_KEY = 'sveltia-cms.prefs';

/** The editor's name for Google Cloud Translation, in her preferences. */
export const TRANSLATION_SERVICE = 'google';

/** The editor's name for the GitHub backend, which starts its databases' names. */
export const GITHUB_SERVICE = 'github';

/** The editor's IndexedDB database for a GitHub repository ('owner/name'). */
export const editorDatabase = (repository: string): string => `${GITHUB_SERVICE}:${repository}`;

/**
 * Where the editor keeps the folder "Work with Local Repository" was given, to open it again on the
 * next visit: a store of file-system handles in the repository's database, and the root folder's key.
 */
export const FOLDER_STORE = 'file-system-handles';
export const FOLDER_KEY = 'root_dir_handle';

/**
 * Where the editor keeps its copies of unsaved changes: a store of the repository's database, keyed
 * by [collection, entry] (the entry's name, or '' for a new one).
 */
export const BACKUP_STORE = 'draft-backups';

/** The entry's editor, which holds its languages' panes while an entry is open. */
export const ENTRY_EDITOR = '.content-editor';
/** A language's pane of the entry's editor, marked with its language. */
export const LOCALE_PANE = '[data-locale]';
/** A field of a pane: this class, with its key path in the attribute below. */
export const FIELD_SECTION = '.field';
export const FIELD_KEY_ATTRIBUTE = 'data-key-path';
/** The field of this key path in a pane. */
export const fieldSelector = (keyPath: string): string => `${FIELD_SECTION}[${FIELD_KEY_ATTRIBUTE}="${keyPath}"]`;

/** The browser's folder picker, which the editor calls for "Work with Local Repository". */
export const DIRECTORY_PICKER = 'showDirectoryPicker';
