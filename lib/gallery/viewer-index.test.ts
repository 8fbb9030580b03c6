/** @jest-environment node */
import {
  closedViewer,
  createViewerStore,
  formatPosition,
  nextIndex,
  parsePhotoParam,
  photoParamValue,
  previousIndex,
  viewerReducer,
  withPhotoParam,
  type ViewerState,
} from './viewer-index';

describe('viewer index', () => {
  it('steps forward and back inside the album', () => {
    expect(nextIndex(3, 25)).toBe(4);
    expect(previousIndex(3, 25)).toBe(2);
  });

  it('wraps from the last photo to the first', () => {
    expect(nextIndex(24, 25)).toBe(0);
  });

  it('wraps from the first photo to the last', () => {
    expect(previousIndex(0, 25)).toBe(24);
  });

  it('stays on the only photo of a one-photo album', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
  });
});

describe('viewerReducer', () => {
  const open: ViewerState = { open: true, album: 'ana-joao', index: 15, count: 16 };

  it('opens at a photo and closes again', () => {
    expect(viewerReducer(closedViewer, { type: 'open', album: 'ana-joao', index: 2, count: 16 })).toEqual({
      open: true,
      album: 'ana-joao',
      index: 2,
      count: 16,
    });
    expect(viewerReducer(open, { type: 'close' })).toEqual({ open: false });
  });

  it('wraps next from the last photo to the first, and previous back to the last', () => {
    const wrapped = viewerReducer(open, { type: 'next' });
    expect(wrapped).toMatchObject({ index: 0 });
    expect(viewerReducer(wrapped, { type: 'previous' })).toMatchObject({ index: 15 });
  });

  it('ignores next and previous while closed', () => {
    expect(viewerReducer(closedViewer, { type: 'next' })).toBe(closedViewer);
    expect(viewerReducer(closedViewer, { type: 'previous' })).toBe(closedViewer);
  });

  it('keeps an opening index inside the album and stays closed for an empty album', () => {
    expect(viewerReducer(closedViewer, { type: 'open', album: 'a', index: 99, count: 9 })).toMatchObject({ index: 8 });
    expect(viewerReducer(closedViewer, { type: 'open', album: 'a', index: -3, count: 9 })).toMatchObject({ index: 0 });
    expect(viewerReducer(closedViewer, { type: 'open', album: 'a', index: 0, count: 0 })).toEqual({ open: false });
  });
});

describe('createViewerStore', () => {
  it('tells its listeners of each change, and not of an action that changes nothing', () => {
    const store = createViewerStore();
    const heard: ViewerState[] = [];
    const stop = store.subscribe(() => heard.push(store.get()));
    store.dispatch({ type: 'next' });
    store.dispatch({ type: 'close' });
    expect(heard).toEqual([]);
    store.dispatch({ type: 'open', album: 'a', index: 8, count: 9 });
    store.dispatch({ type: 'next' });
    expect(heard).toEqual([
      { open: true, album: 'a', index: 8, count: 9 },
      { open: true, album: 'a', index: 0, count: 9 },
    ]);
    stop();
    store.dispatch({ type: 'close' });
    expect(store.get()).toEqual({ open: false });
    expect(heard).toHaveLength(2);
  });
});

describe('photo URL parameter', () => {
  it('names a photo by its album and 1-based position, and reads it back', () => {
    expect(photoParamValue('ana-joao', 2)).toBe('ana-joao-3');
    expect(parsePhotoParam('ana-joao-3')).toEqual({ album: 'ana-joao', index: 2 });
    expect(parsePhotoParam(photoParamValue('3-praia-da-falesia', 10))).toEqual({
      album: '3-praia-da-falesia',
      index: 10,
    });
  });

  it('rejects values that are not a photo', () => {
    for (const value of [null, undefined, '', 'ana-joao', 'ana-joao-0', '-3', 'ana-joao-x']) {
      expect(parsePhotoParam(value)).toBeNull();
    }
  });

  it('sets and removes the parameter, keeping the others', () => {
    expect(withPhotoParam('', 'ana-joao-3')).toBe('?photo=ana-joao-3');
    expect(withPhotoParam('?utm=x', 'ana-joao-3')).toBe('?utm=x&photo=ana-joao-3');
    expect(withPhotoParam('?utm=x&photo=ana-joao-3', null)).toBe('?utm=x');
    expect(withPhotoParam('?photo=ana-joao-3', null)).toBe('');
  });
});

describe('formatPosition', () => {
  it('fills the spoken position in both languages', () => {
    expect(formatPosition('{current} of {total}', 3, 25)).toBe('3 of 25');
    expect(formatPosition('{current} de {total}', 3, 25)).toBe('3 de 25');
  });
});
