/**
 * The pages' photos as the repository the editor works on holds them now: on her computer
 * (`npm run admin`), the working tree's file through the local editor's file API; on GitHub, main's
 * file and, when she has one, her draft's (the branch the editor saves a draft of Settings → Photos
 * on your pages to), with her editor token. Undefined when it cannot be read: the editor then keeps
 * what it had. GitHub's reads bypass the browser's HTTP cache: GitHub answers them `Cache-Control:
 * private, max-age=60`, and a cached answer would be the file as it was before her save.
 */
import { PAGE_PHOTOS_FILE, pagePhotoProblems } from '@/content/page-photo-choices';
import { photoUses, type PhotoUse } from '@/lib/page-photo-uses';
import { textOfBase64 } from '../github/file-text';
import { LOCAL_API, LOCAL_API_HEADER } from '../local/local-api';

export type SavedPagePhotos = { published: PhotoUse[]; draft: PhotoUse[] | undefined };

/** The branch the editor saves a draft of an entry to: cms/<collection>/<entry>. */
export const draftBranch = (collection: string, entry: string) => `cms/${collection}/${entry}`;

const usesOfText = (text: string) => {
  const { choices } = pagePhotoProblems(text);
  return choices ? photoUses(choices) : undefined;
};

/** The working tree's file, through the local editor's API. */
export async function readLocalPagePhotos(fetcher: typeof fetch = fetch): Promise<SavedPagePhotos | undefined> {
  try {
    const response = await fetcher(`${LOCAL_API}/file?${new URLSearchParams({ path: PAGE_PHOTOS_FILE }).toString()}`, {
      headers: { [LOCAL_API_HEADER]: '1' },
    });
    const published = response.ok ? usesOfText(await response.text()) : undefined;
    return published ? { published, draft: undefined } : undefined;
  } catch {
    return undefined;
  }
}

/** main's file and her draft's, on GitHub. */
export async function readGitHubPagePhotos({
  api,
  repository,
  branch,
  draft,
  token,
  fetcher = fetch,
}: {
  api: string;
  repository: string;
  branch: string;
  /** Her draft's branch. */
  draft: string;
  token: string;
  fetcher?: typeof fetch;
}): Promise<SavedPagePhotos | undefined> {
  /** The file's uses on a branch; null when the branch (or the file on it) is not there. */
  const on = async (ref: string): Promise<PhotoUse[] | null | undefined> => {
    const response = await fetcher(
      `${api}/repos/${repository}/contents/${PAGE_PHOTOS_FILE}?${new URLSearchParams({ ref }).toString()}`,
      {
        cache: 'no-store',
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/vnd.github+json',
          'x-github-api-version': '2022-11-28',
        },
      },
    );
    if (response.status === 404) return null;
    if (!response.ok) return undefined;
    const { content } = (await response.json()) as { content?: string };
    if (typeof content !== 'string') return undefined;
    return usesOfText(textOfBase64(content));
  };
  try {
    const [published, drafted] = await Promise.all([on(branch), on(draft)]);
    if (!published || drafted === undefined) return undefined;
    return { published, draft: drafted ?? undefined };
  } catch {
    return undefined;
  }
}
