import { safeStorage } from './safe-storage';

function refuseStorage(): () => void {
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
  return () => {
    if (own) Object.defineProperty(window, 'localStorage', own);
  };
}

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

it('reads, writes and removes like localStorage', () => {
  expect(safeStorage.get('key')).toBeNull();
  expect(safeStorage.set('key', 'value')).toBe(true);
  expect(window.localStorage.getItem('key')).toBe('value');
  expect(safeStorage.get('key')).toBe('value');
  safeStorage.remove('key');
  expect(window.localStorage.getItem('key')).toBeNull();
});

it('reads nothing and writes nothing, without throwing, where the browser refuses storage', () => {
  const restore = refuseStorage();
  try {
    expect(() => window.localStorage).toThrow('Access is denied');
    expect(safeStorage.get('key')).toBeNull();
    expect(safeStorage.set('key', 'value')).toBe(false);
    expect(() => safeStorage.remove('key')).not.toThrow();
  } finally {
    restore();
  }
});

it('reports a write refused by a full storage', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  expect(safeStorage.set('key', 'value')).toBe(false);
});

it('treats a storage whose every call throws as empty', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('Access is denied', 'SecurityError');
  });
  jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
    throw new DOMException('Access is denied', 'SecurityError');
  });
  expect(safeStorage.get('key')).toBeNull();
  expect(() => safeStorage.remove('key')).not.toThrow();
});
