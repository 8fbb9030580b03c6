/**
 * The commit status the editor shows beside a draft and after Publish (backend.preview_context in
 * the editor's configuration), which the site check reads too, and the page beside the editor that
 * a status sends her to. No imports: the editor's pages load it, and so do the publishing steps
 * that run before the packages are installed.
 */
export const PREVIEW_CONTEXT = 'Deploy preview';

/** The go-live page, beside the editor. */
export const GO_LIVE_PAGE = '/admin/go-live';
