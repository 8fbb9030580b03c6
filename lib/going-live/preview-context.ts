/**
 * The commit status the editor shows beside a draft and after Publish (backend.preview_context in
 * the editor's configuration), which the site check reads too. No imports: the editor's pages load it.
 */
export const PREVIEW_CONTEXT = 'Deploy preview';
