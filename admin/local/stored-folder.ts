/**
 * Where the editor keeps the folder "Work with Local Repository" was given, to open it again on the
 * next visit: an IndexedDB database of the repository's own, a store of file-system handles and the
 * key of the root folder's. The local editor forgets it before the editor starts
 * (local-repository.ts); the build checks the editor still keeps it so (admin/build/editor-couplings.ts).
 */

/** The editor's name for the GitHub backend, which starts its databases' names. */
export const GITHUB_SERVICE = 'github';
/** The editor's database for a GitHub repository ('owner/name'). */
export const editorDatabase = (repository: string): string => `${GITHUB_SERVICE}:${repository}`;
export const FOLDER_STORE = 'file-system-handles';
export const FOLDER_KEY = 'root_dir_handle';
