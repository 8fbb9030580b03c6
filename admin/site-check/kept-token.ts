/** Her GitHub token as the editor keeps it in this browser (site-check.ts reads it), for the pages beside the editor. */
import { EDITOR_USER_KEY, keptEditorToken } from './site-check';

export function storedEditorToken(): string | undefined {
  try {
    return keptEditorToken(localStorage.getItem(EDITOR_USER_KEY));
  } catch {
    return undefined;
  }
}
