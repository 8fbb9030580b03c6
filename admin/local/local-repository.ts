/**
 * `npm run admin` only: the working tree on the photographer's computer, offered to the editor as
 * the folder its "Work with Local Repository" button asks for. The editor reads and writes a
 * folder through the File System Access API (which only Chromium has, and only with a picker a
 * test cannot answer); this stands in for it in every browser, over the local editor's HTTP API
 * (scripts/server/local-repository-api.ts), which allows content/ only.
 */
import { LOCAL_API, LOCAL_API_HEADER } from './local-api';
import { answerDirectoryPicker } from '@/admin/vendor/directory-picker';
import { editorDatabase, FOLDER_KEY, FOLDER_STORE } from '@/admin/vendor/names';

const notFound = (name: string) => new DOMException(`${name} was not found`, 'NotFoundError');
const wrongKind = (name: string) => new DOMException(`${name} is not of the kind asked for`, 'TypeMismatchError');
const join = (folder: string, name: string) => (folder ? `${folder}/${name}` : name);

async function call(method: string, operation: string, query: Record<string, string>, body?: Blob): Promise<Response> {
  const response = await fetch(`${LOCAL_API}/${operation}?${new URLSearchParams(query).toString()}`, {
    method,
    body,
    headers: { [LOCAL_API_HEADER]: '1' },
  });
  if (response.status === 404) throw notFound(query.path ?? query.from ?? '');
  if (!response.ok)
    throw new DOMException(`${operation} ${query.path ?? ''}: ${await response.text()}`, 'NotAllowedError');
  return response;
}

abstract class LocalHandle {
  constructor(
    readonly path: string,
    readonly name: string,
  ) {}
  abstract readonly kind: 'file' | 'directory';
  isSameEntry(other: unknown): Promise<boolean> {
    return Promise.resolve(other instanceof LocalHandle && other.path === this.path);
  }
  queryPermission(): Promise<PermissionState> {
    return Promise.resolve('granted');
  }
  requestPermission(): Promise<PermissionState> {
    return Promise.resolve('granted');
  }
}

class LocalFileHandle extends LocalHandle {
  readonly kind = 'file';

  async getFile(): Promise<File> {
    const response = await call('GET', 'file', { path: this.path });
    const lastModified = Number(response.headers.get('x-last-modified')) || Date.now();
    return new File([await response.blob()], this.name, { lastModified });
  }

  createWritable(): Promise<{
    write: (data: unknown) => Promise<void>;
    close: () => Promise<void>;
    abort: () => Promise<void>;
  }> {
    const parts: BlobPart[] = [];
    return Promise.resolve({
      write: (data: unknown) => {
        const chunk =
          typeof data === 'object' && data !== null && 'type' in data && data.type === 'write' && 'data' in data
            ? data.data
            : data;
        parts.push(chunk as BlobPart);
        return Promise.resolve();
      },
      close: async () => void (await call('PUT', 'file', { path: this.path }, new Blob(parts))),
      abort: () => Promise.resolve(),
    });
  }

  /** move(folder, name), move(folder) or move(name), as FileSystemFileHandle.move takes them. */
  async move(destination: LocalDirectoryHandle | string, newName?: string): Promise<void> {
    const folder = typeof destination === 'string' ? this.path.split('/').slice(0, -1).join('/') : destination.path;
    const name = typeof destination === 'string' ? destination : (newName ?? this.name);
    const target = join(folder, name);
    await call('POST', 'move', { from: this.path, to: target });
    Object.assign(this, { path: target, name });
  }
}

class LocalDirectoryHandle extends LocalHandle {
  readonly kind = 'directory';

  private async child(name: string, kind: 'file' | 'directory', create: boolean): Promise<LocalHandle> {
    const path = join(this.path, name);
    const response = await call(create ? 'POST' : 'GET', 'stat', { path, kind, ...(create ? { create: '1' } : {}) });
    const found = ((await response.json()) as { kind: string }).kind;
    if (found !== kind) throw wrongKind(name);
    return kind === 'file' ? new LocalFileHandle(path, name) : new LocalDirectoryHandle(path, name);
  }

  getDirectoryHandle(name: string, options: { create?: boolean } = {}): Promise<LocalHandle> {
    return this.child(name, 'directory', options.create === true);
  }

  getFileHandle(name: string, options: { create?: boolean } = {}): Promise<LocalHandle> {
    return this.child(name, 'file', options.create === true);
  }

  async removeEntry(name: string, options: { recursive?: boolean } = {}): Promise<void> {
    await call('DELETE', 'entry', { path: join(this.path, name), ...(options.recursive ? { recursive: '1' } : {}) });
  }

  async *entries(): AsyncGenerator<[string, LocalHandle]> {
    const response = await call('GET', 'list', { path: this.path });
    for (const { name, kind } of (await response.json()) as { name: string; kind: 'file' | 'directory' }[]) {
      const path = join(this.path, name);
      yield [name, kind === 'file' ? new LocalFileHandle(path, name) : new LocalDirectoryHandle(path, name)];
    }
  }

  async *values(): AsyncGenerator<LocalHandle> {
    for await (const [, handle] of this.entries()) yield handle;
  }

  async *keys(): AsyncGenerator<string> {
    for await (const [name] of this.entries()) yield name;
  }

  [Symbol.asyncIterator](): AsyncGenerator<[string, LocalHandle]> {
    return this.entries();
  }

  resolve(other: LocalHandle): Promise<string[] | null> {
    const inside = other.path === this.path || this.path === '' || other.path.startsWith(`${this.path}/`);
    return Promise.resolve(inside ? other.path.slice(this.path.length).split('/').filter(Boolean) : null);
  }
}

/**
 * The editor keeps the folder it was given in IndexedDB, to open it again on the next visit; a
 * stand-in cannot be kept that way (it comes back without its methods), so it is forgotten before
 * the editor starts, and "Work with Local Repository" is pressed once per visit.
 */
async function forgetStoredFolder(repository: string): Promise<void> {
  await new Promise<void>((resolve) => {
    const request = indexedDB.open(editorDatabase(repository));
    request.onerror = () => resolve();
    request.onsuccess = () => {
      const database = request.result;
      if (!database.objectStoreNames.contains(FOLDER_STORE)) {
        database.close();
        resolve();
        return;
      }
      const transaction = database.transaction(FOLDER_STORE, 'readwrite');
      transaction.objectStore(FOLDER_STORE).delete(FOLDER_KEY);
      transaction.oncomplete = transaction.onerror = () => {
        database.close();
        resolve();
      };
    };
  });
}

declare const CMS_REPOSITORY: string;

answerDirectoryPicker(() => new LocalDirectoryHandle('', 'working tree'));
// The editor asks FileSystemFileHandle.prototype whether files can be moved; some browsers
// (WebKitGTK) have no such global at all, which stops a save. The stand-ins answer for them.
if (!('FileSystemFileHandle' in window)) {
  Object.assign(window, { FileSystemFileHandle: LocalFileHandle, FileSystemDirectoryHandle: LocalDirectoryHandle });
}
window.localRepositoryReady = forgetStoredFolder(CMS_REPOSITORY);

declare global {
  interface Window {
    localRepositoryReady?: Promise<void>;
  }
}
