/**
 * The gallery viewer's state: closed, or open at a photo of an
 * album. Next and previous wrap around the album. Pure, so the rules are unit-tested.
 */
export type ViewerState = { open: false } | { open: true; album: string; index: number; count: number };

export type ViewerAction =
  | { type: 'open'; album: string; index: number; count: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'close' };

export const closedViewer: ViewerState = { open: false };

/** The index after `index` in a list of `count`, wrapping from the last to the first. */
export function nextIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + 1) % count) + count) % count;
}

/** The index before `index` in a list of `count`, wrapping from the first to the last. */
export function previousIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index - 1) % count) + count) % count;
}

export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'open': {
      if (action.count <= 0) return closedViewer;
      const index = Math.min(Math.max(0, Math.trunc(action.index)), action.count - 1);
      return { open: true, album: action.album, index, count: action.count };
    }
    case 'next':
      return state.open ? { ...state, index: nextIndex(state.index, state.count) } : state;
    case 'previous':
      return state.open ? { ...state, index: previousIndex(state.index, state.count) } : state;
    case 'close':
      return closedViewer;
  }
}

/** The URL query parameter that holds the open photo, e.g. ?photo=ana-joao-3. */
export const PHOTO_PARAM = 'photo';

/** The parameter value of a photo: the album, a dash, its 1-based position ('ana-joao-3'). */
export function photoParamValue(album: string, index: number): string {
  return `${album}-${index + 1}`;
}

/** Reads a parameter value back into an album and a 0-based index, or null if it is not one. */
export function parsePhotoParam(value: string | null | undefined): { album: string; index: number } | null {
  if (!value) return null;
  const match = /^(.+)-(\d{1,4})$/.exec(value);
  if (!match) return null;
  const position = Number(match[2]);
  if (position < 1) return null;
  return { album: match[1]!, index: position - 1 };
}

/** `search` (location.search) with the photo parameter set, or removed when `value` is null. */
export function withPhotoParam(search: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(PHOTO_PARAM);
  else params.set(PHOTO_PARAM, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Fills a template such as '{current} of {total}'. */
export function formatPosition(template: string, current: number, total: number): string {
  return template.replace('{current}', String(current)).replace('{total}', String(total));
}

/** The viewer's state held outside React: the viewer alone reads it, so a tap re-renders nothing else. */
export type ViewerStore = {
  get: () => ViewerState;
  dispatch: (action: ViewerAction) => void;
  /** Calls `listener` after each change; returns a function that stops it. */
  subscribe: (listener: () => void) => () => void;
};

export function createViewerStore(initial: ViewerState = closedViewer): ViewerStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    dispatch: (action) => {
      const next = viewerReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
