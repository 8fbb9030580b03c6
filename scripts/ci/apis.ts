/**
 * The two services the workflow talks to, over their REST APIs with fetch: GitHub (the drafts,
 * their statuses and comments) and Firebase Hosting (channels and releases). Their addresses come
 * from the environment so that the tests can stand a local server in for them.
 */
import { createSign } from 'node:crypto';
import type { LiveRelease } from './put-back';

const json = async <T>(response: Response, what: string): Promise<T> => {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
};

export function github({ api, repository, token }: { api: string; repository: string; token: string }) {
  const call = (method: string, route: string, body?: unknown) =>
    fetch(`${api}/repos/${repository}${route}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/vnd.github+json',
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    async pullsOfCommit(sha: string) {
      const pulls = await json<{ number: number; merged_at: string | null; head: { sha: string } }[]>(
        await call('GET', `/commits/${sha}/pulls`),
        `the pull requests of ${sha}`,
      );
      return pulls.filter((pull) => pull.merged_at !== null);
    },
    async treeOf(sha: string) {
      return (await json<{ tree: { sha: string } }>(await call('GET', `/git/commits/${sha}`), `commit ${sha}`)).tree
        .sha;
    },
    async statusOf(sha: string, context: string) {
      const { statuses } = await json<{ statuses: { context: string; state: string }[] }>(
        await call('GET', `/commits/${sha}/status`),
        `the statuses of ${sha}`,
      );
      return statuses.find((status) => status.context === context)?.state ?? 'missing';
    },
    async postStatus(sha: string, status: { state: string; context: string; description: string; target_url: string }) {
      await json(await call('POST', `/statuses/${sha}`, status), `the status of ${sha}`);
    },
    async comment(pull: number, body: string) {
      await json(await call('POST', `/issues/${pull}/comments`, { body }), `a comment on #${pull}`);
    },
  };
}

type ServiceAccount = { client_email: string; private_key: string; token_uri: string };

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An OAuth access token for Firebase Hosting, from the service account's key (a signed JWT exchanged at its token_uri). */
export async function hostingToken(serviceAccountJson: string, now = Date.now()): Promise<string> {
  const account = JSON.parse(serviceAccountJson) as ServiceAccount;
  const issued = Math.floor(now / 1000);
  const unsigned = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64url(
    JSON.stringify({
      iss: account.client_email,
      scope: 'https://www.googleapis.com/auth/firebase.hosting',
      aud: account.token_uri,
      iat: issued,
      exp: issued + 3600,
    }),
  )}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(account.private_key);
  const response = await fetch(account.token_uri, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: `${unsigned}.${base64url(signature)}`,
    }),
  });
  return (await json<{ access_token: string }>(response, 'the access token')).access_token;
}

export function hosting({ api, site, token }: { api: string; site: string; token: string }) {
  const call = (method: string, route: string, body?: unknown) =>
    fetch(`${api}/sites/${site}${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    /** A channel's release and expiry, or null when the host has no such channel. */
    async channel(id: string) {
      const response = await call('GET', `/channels/${id}`);
      if (response.status === 404) return null;
      const channel = await json<{ expireTime?: string; release?: { version?: { name?: string } } }>(
        response,
        `channel ${id}`,
      );
      return { id, expireTime: channel.expireTime ?? null, versionName: channel.release?.version?.name ?? null };
    },
    /** The live channel's releases, newest first. */
    async liveReleases(): Promise<LiveRelease[]> {
      const releases: LiveRelease[] = [];
      let pageToken = '';
      do {
        const page = await json<{
          releases?: { name: string; releaseTime: string; version: { name: string } }[];
          nextPageToken?: string;
        }>(
          await call('GET', `/channels/live/releases?pageSize=100${pageToken ? `&pageToken=${pageToken}` : ''}`),
          'the live releases',
        );
        for (const release of page.releases ?? []) {
          releases.push({ name: release.name, releaseTime: release.releaseTime, versionName: release.version.name });
        }
        pageToken = page.nextPageToken ?? '';
      } while (pageToken && releases.length < 1000);
      return releases.sort((a, b) => Date.parse(b.releaseTime) - Date.parse(a.releaseTime));
    },
    /** Makes a version live, as `firebase hosting:clone` does for a channel of the same site. */
    async releaseLive(versionName: string, message: string) {
      await json(
        await call('POST', `/channels/live/releases?versionName=${encodeURIComponent(versionName)}`, { message }),
        `the release of ${versionName}`,
      );
    },
  };
}
