/**
 * When the page on show began, for what counts from it (the gallery loader's 3 seconds): the
 * document's start for the page it was loaded with, the moment of arrival for a page reached by
 * a navigation inside the document.
 */
let documentPageShown = false;

/** Called once the document's first page is on show and running (components/layout/navigation-effects). */
export function markDocumentPageShown(): void {
  documentPageShown = true;
}

/** Milliseconds on `performance.now()`'s clock. */
export function pageStart(): number {
  return documentPageShown ? performance.now() : 0;
}
