/** @jest-environment node */

/** The module afresh: it remembers whether the document's first page was shown. */
function freshPageStart(): typeof import('./page-start') {
  let loaded: typeof import('./page-start') | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('./page-start')>('./page-start');
  });
  return loaded!;
}

describe('pageStart', () => {
  beforeEach(() => {
    jest.spyOn(performance, 'now').mockReturnValue(4321);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('is the document’s start while its first page is being shown', () => {
    expect(freshPageStart().pageStart()).toBe(0);
  });

  it('is the moment of arrival once the first page is on show', () => {
    const { markDocumentPageShown, pageStart } = freshPageStart();
    markDocumentPageShown();
    expect(pageStart()).toBe(4321);
  });
});
