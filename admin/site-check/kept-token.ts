/** Her GitHub token as the editor keeps it in this browser (site-check.ts reads it), for the pages beside the editor. */
import { keptEditorToken } from './site-check';
import { EDITOR_USER_KEY } from '@/admin/vendor/names';

export function storedEditorToken(): string | undefined {
  try {
    return keptEditorToken(localStorage.getItem(EDITOR_USER_KEY));
  } catch {
    return undefined;
  }
}
