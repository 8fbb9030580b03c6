/**
 * `npm run admin` only: the working tree as the go-live page reads and changes it, through the
 * local editor's file API (scripts/server/local-repository-api.ts), which gives content/ and .env.local
 * and nothing else: the content's files as the checks read them, a file of content/ written, and
 * .env.local read and written whole. Refusals are told in her words, as GitHub's are. A file
 * listed but gone when read (deleted meanwhile) is gone: its refusal is never taken as its text.
 */
import { albumFolderListing, type ContentFiles } from '@/lib/going-live/demo';
import { isOwnWorkText } from '@/lib/own-work/own-work-files';
import { LOCAL_API, LOCAL_API_HEADER, LOCAL_SETTINGS } from '../local/local-api';
import { CallProblem } from './github-words';

type Entry = { name: string; kind: 'file' | 'directory' };

/** The local editor's answer to one call, or a problem in her words; a file's 404 is an answer (there is no such file). */
async function call(
  fetcher: typeof fetch,
  method: string,
  operation: string,
  path: string,
  body?: string,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetcher(`${LOCAL_API}/${operation}?${new URLSearchParams({ path }).toString()}`, {
      method,
      headers: { [LOCAL_API_HEADER]: '1' },
      ...(body === undefined ? {} : { body }),
    });
  } catch {
    throw new CallProblem(
      'The editor on this computer (npm run admin) does not answer: start it again in the terminal, then reload this page.',
    );
  }
  if (!response.ok && !(response.status === 404 && method === 'GET' && operation === 'file'))
    throw new CallProblem(
      `The editor on this computer could not ${method === 'GET' ? 'read' : 'write'} ${path}: ${await response.text()}`,
    );
  return response;
}

export class LocalProject {
  /** `fetcher` reaches the local editor (the page's own `fetch`; the tests', to their server). */
  constructor(readonly fetcher: typeof fetch = (...args) => fetch(...args)) {}

  /** The working tree's content as the checks read it. */
  async read(): Promise<ContentFiles> {
    const paths: string[] = [];
    const walk = async (folder: string): Promise<void> => {
      const entries = (await (await call(this.fetcher, 'GET', 'list', folder)).json()) as Entry[];
      for (const entry of entries) if (entry.kind === 'file') paths.push(`${folder}/${entry.name}`);
      await Promise.all(
        entries.filter((entry) => entry.kind === 'directory').map((entry) => walk(`${folder}/${entry.name}`)),
      );
    };
    await walk('content');
    const read = await Promise.all(
      paths.map(async (path) => {
        if (!isOwnWorkText(path)) return { path };
        const response = await call(this.fetcher, 'GET', 'file', path);
        return response.status === 404 ? undefined : { path, text: await response.text() };
      }),
    );
    const found = read.filter((file) => file !== undefined);
    return {
      texts: new Map(found.flatMap(({ path, text }) => (text === undefined ? [] : [[path, text] as const]))),
      albumFolders: albumFolderListing(found.map(({ path }) => path)),
    };
  }

  /** Writes one file of content/ whole. */
  async write(path: string, text: string): Promise<void> {
    await call(this.fetcher, 'PUT', 'file', path, text);
  }

  /** The text of .env.local ('' while there is none). */
  async settings(): Promise<string> {
    const response = await call(this.fetcher, 'GET', 'file', LOCAL_SETTINGS);
    return response.status === 404 ? '' : response.text();
  }

  async writeSettings(text: string): Promise<void> {
    await call(this.fetcher, 'PUT', 'file', LOCAL_SETTINGS, text);
  }
}
