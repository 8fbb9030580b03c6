/**
 * The local editor's answer to "Work with Local Repository": the editor asks the browser for a
 * folder (window.showDirectoryPicker, when she presses it), and is given the working tree instead,
 * served by the local API (admin/local/local-repository.ts). couplings.ts checks the editor still
 * asks so.
 */
import { DIRECTORY_PICKER } from './names';

/** Makes the editor's folder picker give `folder`, without asking her. */
export function answerDirectoryPicker(folder: () => unknown): void {
  Object.assign(window, { [DIRECTORY_PICKER]: () => Promise.resolve(folder()) });
}
