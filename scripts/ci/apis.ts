/**
 * The two services the workflows talk to, over their REST APIs with fetch: GitHub (commits, their
 * statuses and deployments, the drafts, the put-back presses) and Firebase Hosting (versions,
 * channels and releases). Their addresses come from the environment so that the tests can stand a
 * local server in for them; test-support/publishing/ holds that server, which checks every request and
 * answer against the services' published descriptions.
 */
import type { LiveRelease } from './put-back';
import { GITHUB_RETRIES, HOSTING_RETRIES, realClock, UPLOAD_RETRIES, withRetries, type Clock } from './retry';

const json = async <T>(response: Response, what: string): Promise<T> => {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
};

const query = (values: Record<string, string | number | undefined>) => {
  const entries = Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}`;
};

/** A commit status as this project posts and reads it. */
export type CommitStatus = {
  state: 'success' | 'failure' | 'error' | 'pending';
  context: string;
  description: string;
  target_url: string;
};

/**
 * What a preview deployment records: the Firebase version built from the commit, on which channel,
 * the workflow run whose preview job made it (0 when a deployment names none), and its checks.
 */
export type PreviewPayload = {
  site: string;
  channel: string;
  versionName: string;
  runId: number;
  /** The checks the draft job ran before it ('full' when its full suite passed too). */
  suite: string;
  /** The fingerprint of the settings it was built with. */
  settings: string;
};

/**
 * GitHub's calls, each tried again on a 429, a 5xx or no answer (retry.ts). Posting a status, a
 * comment or a deployment again after a lost answer is harmless: the newest status of a context is
 * the one read, and a preview's newest deployment the one promoted.
 */
export function github({
  api,
  repository,
  token,
  clock = realClock,
  log,
}: {
  api: string;
  repository: string;
  token: string;
  /** The tests' clock: retries without real waiting. */
  clock?: Clock;
  log?: (line: string) => void;
}) {
  const call = (method: string, route: string, body?: unknown) =>
    withRetries(
      () =>
        fetch(`${api}/repos/${repository}${route}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/vnd.github+json',
            'x-github-api-version': '2022-11-28',
            'content-type': 'application/json',
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      GITHUB_RETRIES,
      clock,
      log && ((line) => log(`${method} ${route.split('?')[0]}: ${line}`)),
    );
  const runsPage = async (workflow: string, filters: Record<string, string | number | undefined>) => {
    const answer = await json<{ total_count: number; workflow_runs: WorkflowRun[] }>(
      await call('GET', `/actions/workflows/${encodeURIComponent(workflow)}/runs${query(filters)}`),
      `the runs of ${workflow}`,
    );
    return answer.workflow_runs.map(({ id, created_at, status, conclusion, head_sha }) => ({
      id,
      created_at,
      status,
      conclusion,
      head_sha,
    }));
  };
  return {
    async branchHead(branch: string): Promise<string> {
      const ref = await json<{ object: { sha: string } }>(
        await call('GET', `/git/ref/heads/${encodeURIComponent(branch)}`),
        `the branch ${branch}`,
      );
      return ref.object.sha;
    },
    async pullsOfCommit(sha: string) {
      const pulls = await json<{ number: number; merged_at: string | null; head: { sha: string } }[]>(
        await call('GET', `/commits/${sha}/pulls`),
        `the pull requests of ${sha}`,
      );
      return pulls.filter((pull) => pull.merged_at !== null);
    },
    /** The open pull requests into a branch (one page of 100: the editor's drafts are far fewer). */
    async openPulls(base: string): Promise<OpenPull[]> {
      return json<OpenPull[]>(
        await call('GET', `/pulls${query({ state: 'open', base, per_page: 100 })}`),
        `the open pull requests into ${base}`,
      );
    },
    /**
     * A pull request: whether it is open, merged (and by which commit), its last commit, and whether
     * it can be merged. GitHub works `mergeable` out in the background after either side moves: null
     * until it has.
     */
    async mergeability(number: number): Promise<PullState> {
      return json(await call('GET', `/pulls/${number}`), `pull request #${number}`);
    },
    /** A pull request as mergeability() reads it, or null when GitHub has none of that number. */
    async pullOrNull(number: number): Promise<PullState | null> {
      const response = await call('GET', `/pulls/${number}`);
      return response.status === 404 ? null : json<PullState>(response, `pull request #${number}`);
    },
    async treeOf(sha: string) {
      return (await json<{ tree: { sha: string } }>(await call('GET', `/git/commits/${sha}`), `commit ${sha}`)).tree
        .sha;
    },
    /** The state of a commit's newest status in a context, or 'missing'. */
    async statusOf(sha: string, context: string) {
      const { statuses } = await json<{ statuses: { context: string; state: string }[] }>(
        await call('GET', `/commits/${sha}/status${query({ per_page: 100 })}`),
        `the statuses of ${sha}`,
      );
      return statuses.find((status) => status.context === context)?.state ?? 'missing';
    },
    async postStatus(sha: string, status: CommitStatus) {
      await json(await call('POST', `/statuses/${sha}`, status), `the status of ${sha}`);
    },
    async comment(pull: number, body: string) {
      await json(await call('POST', `/issues/${pull}/comments`, { body }), `a comment on #${pull}`);
    },
    /** Records that a commit's build is on the host: a deployment whose payload names the version, marked successful. */
    async recordPreview(sha: string, payload: PreviewPayload, urls: { environment_url: string; log_url: string }) {
      const deployment = await json<{ id: number }>(
        await call('POST', '/deployments', {
          ref: sha,
          environment: PREVIEW_ENVIRONMENT,
          payload,
          auto_merge: false,
          required_contexts: [],
          transient_environment: true,
          production_environment: false,
          description: `The draft's preview on channel ${payload.channel}`,
        }),
        `a deployment of ${sha}`,
      );
      await json(
        await call('POST', `/deployments/${deployment.id}/statuses`, { state: 'success', ...urls }),
        `the status of deployment ${deployment.id}`,
      );
    },
    /** The versions recorded for a commit's previews, newest first, whose deployment succeeded. */
    async previewsOf(sha: string): Promise<PreviewPayload[]> {
      const deployments = await json<{ id: number; payload: unknown; created_at: string }[]>(
        await call('GET', `/deployments${query({ sha, environment: PREVIEW_ENVIRONMENT, per_page: 100 })}`),
        `the previews of ${sha}`,
      );
      const recorded: PreviewPayload[] = [];
      for (const deployment of deployments.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))) {
        const payload = asPreviewPayload(deployment.payload);
        if (!payload) continue;
        const statuses = await json<{ state: string }[]>(
          await call('GET', `/deployments/${deployment.id}/statuses${query({ per_page: 100 })}`),
          `the statuses of deployment ${deployment.id}`,
        );
        if (statuses.some((status) => status.state === 'success')) recorded.push(payload);
      }
      return recorded;
    },
    /** The runs of a workflow (by its file name) created at or after a time, every status included. */
    async workflowRuns(workflow: string, since: string) {
      const runs: WorkflowRun[] = [];
      for (let page = 1; page <= 10; page++) {
        const answer = await runsPage(workflow, { created: `>=${since}`, per_page: 100, page });
        runs.push(...answer);
        if (answer.length < 100) break;
      }
      return runs;
    },
    /**
     * The newest runs of a workflow for pushes to a branch (or for one commit), newest first. One
     * page of 100: GitHub keeps at most one run of a concurrency group running and one waiting, so a
     * run not yet completed is always among the newest.
     */
    async branchRuns(workflow: string, branch: string, headSha?: string) {
      return runsPage(workflow, { branch, event: 'push', head_sha: headSha, per_page: 100 });
    },
    /** The runs of a workflow for a commit, started by one kind of event (a draft's: pull_request). */
    async commitRuns(workflow: string, headSha: string, event: string) {
      return runsPage(workflow, { event, head_sha: headSha, per_page: 100 });
    },
  };
}

/** A pull request as this project reads it one at a time. */
export type PullState = {
  state: 'open' | 'closed';
  merged_at: string | null;
  merge_commit_sha: string | null;
  mergeable: boolean | null;
  head: { sha: string };
  html_url: string;
};

/** An open pull request as this project reads it. */
type OpenPull = {
  number: number;
  head: { sha: string; ref: string; repo: { full_name: string } | null };
  user: { login: string } | null;
};

/** A workflow run as this project reads it: `status` is queued, pending, waiting, in_progress, requested or completed. */
export type WorkflowRun = {
  id: number;
  created_at: string;
  status: string | null;
  conclusion: string | null;
  head_sha: string;
};

/** The GitHub environment of every draft's preview deployment. */
const PREVIEW_ENVIRONMENT = 'preview';

function asPreviewPayload(payload: unknown): PreviewPayload | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { site, channel, versionName, runId, suite, settings } = payload as Record<string, unknown>;
  return typeof site === 'string' && typeof channel === 'string' && typeof versionName === 'string'
    ? {
        site,
        channel,
        versionName,
        runId: typeof runId === 'number' ? runId : 0,
        suite: typeof suite === 'string' ? suite : '',
        settings: typeof settings === 'string' ? settings : '',
      }
    : null;
}

/** Firebase Hosting's own address; the tests give their stand-in's through HOSTING_API_URL. */
export const HOSTING_API = 'https://firebasehosting.googleapis.com/v1beta1';

/** The state of a version on the host: only a FINALIZED one can be released. */
export type VersionStatus = 'FINALIZED' | 'CREATED' | 'DELETED' | 'ABANDONED' | 'EXPIRED' | 'CLONING' | 'MISSING';

export type HostingChannel = { id: string; url: string; expireTime: string | null; versionName: string | null };

/**
 * The host's 429 to a new channel on a site that holds as many as it allows: no retry helps, only a
 * channel deleted.
 */
export class ChannelQuotaReached extends Error {}

/**
 * Firebase Hosting's calls, each tried again on a 429, a 5xx or no answer (retry.ts). Making a
 * version or a release again after a lost answer is harmless: an unused version is never finalized
 * and the host drops it, and the same version released twice in a row counts as one release.
 */
export function hosting({
  api,
  site,
  token,
  clock = realClock,
  log,
}: {
  api: string;
  site: string;
  token: string;
  /** The tests' clock: retries without real waiting. */
  clock?: Clock;
  log?: (line: string) => void;
}) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const call = (method: string, route: string, body?: unknown) =>
    withRetries(
      () => fetch(`${api}/${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
      HOSTING_RETRIES,
      clock,
      log && ((line) => log(`${method} ${route}: ${line}`)),
    );
  const channelName = (id: string) => `sites/${site}/channels/${id}`;
  const asChannel = (
    id: string,
    channel: { url?: string; expireTime?: string; release?: { version?: { name?: string } } },
  ) => ({
    id,
    url: channel.url ?? '',
    expireTime: channel.expireTime ?? null,
    versionName: channel.release?.version?.name ?? null,
  });
  type ChannelAnswer = Parameters<typeof asChannel>[1];
  return {
    site,
    /** A channel's address, release and expiry, or null when the host has no such channel. */
    async channel(id: string): Promise<HostingChannel | null> {
      const response = await call('GET', channelName(id));
      if (response.status === 404) return null;
      return asChannel(id, await json<ChannelAnswer>(response, `channel ${id}`));
    },
    /**
     * Makes a channel, or extends the one there, to live `ttlSeconds` from now and keep the versions
     * of its newest `retainedReleaseCount` releases (the host deletes the older ones').
     */
    async keepChannel(
      id: string,
      { ttlSeconds, retainedReleaseCount }: { ttlSeconds: number; retainedReleaseCount: number },
    ): Promise<HostingChannel> {
      const settings = { ttl: `${ttlSeconds}s`, retainedReleaseCount };
      const existing = await call('GET', channelName(id));
      if (existing.status === 404) {
        const made = await call('POST', `sites/${site}/channels${query({ channelId: id })}`, settings);
        if (made.status === 429) {
          const answer = await made.text();
          if (answer.includes('channel quota reached'))
            throw new ChannelQuotaReached(`a new channel ${id}: 429 ${answer.slice(0, 300)}`);
          throw new Error(`a new channel ${id}: 429 ${answer.slice(0, 300)}`);
        }
        return asChannel(id, await json<ChannelAnswer>(made, `a new channel ${id}`));
      }
      await json(existing, `channel ${id}`);
      return asChannel(
        id,
        await json<ChannelAnswer>(
          await call('PATCH', `${channelName(id)}${query({ updateMask: 'ttl,retainedReleaseCount' })}`, settings),
          `the settings of channel ${id}`,
        ),
      );
    },
    /** The ids of the site's channels, live among them. */
    async channelIds(): Promise<string[]> {
      const ids: string[] = [];
      let pageToken: string | undefined;
      do {
        const page = await json<{ channels?: { name?: string }[]; nextPageToken?: string }>(
          await call('GET', `sites/${site}/channels${query({ pageSize: 100, pageToken })}`),
          'the channels',
        );
        for (const channel of page.channels ?? []) if (channel.name) ids.push(channel.name.split('/').at(-1)!);
        pageToken = page.nextPageToken || undefined;
      } while (pageToken);
      return ids;
    },
    /** Deletes a channel, and with it the versions only it kept; one already gone is no error. */
    async deleteChannel(id: string): Promise<void> {
      const response = await call('DELETE', channelName(id));
      if (response.status !== 404) await json(response, `the deletion of channel ${id}`);
    },
    /** A version's state: whether the host still holds it, ready to release. */
    async versionStatus(versionName: string): Promise<VersionStatus> {
      const response = await call('GET', versionName);
      if (response.status === 404) return 'MISSING';
      return (await json<{ status?: VersionStatus }>(response, `version ${versionName}`)).status ?? 'MISSING';
    },
    /** The live channel's releases, newest first (a release that serves no version, such as a disabled site's, has none). */
    async liveReleases(): Promise<LiveRelease[]> {
      const releases: LiveRelease[] = [];
      let pageToken: string | undefined;
      do {
        const page = await json<{
          releases?: { name: string; releaseTime: string; message?: string; version?: { name?: string } }[];
          nextPageToken?: string;
        }>(
          await call('GET', `${channelName('live')}/releases${query({ pageSize: 100, pageToken })}`),
          'the live releases',
        );
        for (const release of page.releases ?? []) {
          releases.push({
            name: release.name,
            releaseTime: release.releaseTime,
            versionName: release.version?.name ?? null,
            message: release.message ?? '',
          });
        }
        pageToken = page.nextPageToken || undefined;
      } while (pageToken && releases.length < 1000);
      return releases.sort((a, b) => Date.parse(b.releaseTime) - Date.parse(a.releaseTime));
    },
    /** Makes a version what a channel serves (`live` for the site itself). */
    async release(channel: string, versionName: string, message: string) {
      await json(
        await call('POST', `${channelName(channel)}/releases${query({ versionName })}`, { message }),
        `the release of ${versionName} on ${channel}`,
      );
    },
    async createVersion(config: unknown, labels: Record<string, string>): Promise<string> {
      return (
        await json<{ name: string }>(await call('POST', `sites/${site}/versions`, { config, labels }), 'a new version')
      ).name;
    },
    /** Names the version's files by the hash of their gzipped bytes; answers which the host lacks and where to send them. */
    async populateFiles(versionName: string, files: Record<string, string>) {
      const answer = await json<{ uploadRequiredHashes?: string[]; uploadUrl?: string }>(
        await call('POST', `${versionName}:populateFiles`, { files }),
        `the files of ${versionName}`,
      );
      return { uploadRequiredHashes: answer.uploadRequiredHashes ?? [], uploadUrl: answer.uploadUrl ?? '' };
    },
    async upload(uploadUrl: string, hash: string, gzipped: Buffer) {
      const response = await withRetries(
        () =>
          fetch(`${uploadUrl}/${hash}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
            body: new Uint8Array(gzipped),
          }),
        UPLOAD_RETRIES,
        clock,
        log && ((line) => log(`the upload of ${hash}: ${line}`)),
      );
      if (!response.ok)
        throw new Error(`the upload of ${hash}: ${response.status} ${(await response.text()).slice(0, 300)}`);
    },
    /**
     * A copy on this site of a finalized version of another site (a draft's preview, made on the
     * preview site of the previews' own project), finalized: what the live channel can then release.
     * The host does it as a long-running operation, asked after every 2 s for at most 5 minutes.
     * That Hosting copies from a site of another project is not stated by Google (decision 0007):
     * any failure here sends the live job to the build.
     */
    async cloneVersion(sourceVersion: string): Promise<string> {
      let operation = await json<HostingOperation>(
        await call('POST', `sites/${site}/versions:clone`, { sourceVersion, finalize: true }),
        `the copy of ${sourceVersion}`,
      );
      for (let poll = 0; !operation.done; poll++) {
        if (poll >= 150) throw new Error(`the copy of ${sourceVersion} did not finish in 5 minutes`);
        await clock.sleep(2000);
        operation = await json<HostingOperation>(await call('GET', operation.name), `the copy of ${sourceVersion}`);
      }
      if (operation.error || typeof operation.response?.name !== 'string')
        throw new Error(`the copy of ${sourceVersion} failed: ${operation.error?.message ?? 'no version'}`);
      return operation.response.name;
    },
    async finalize(versionName: string) {
      await json(
        await call('PATCH', `${versionName}${query({ updateMask: 'status' })}`, { status: 'FINALIZED' }),
        `the finalizing of ${versionName}`,
      );
    },
  };
}

type HostingOperation = {
  name: string;
  done?: boolean;
  error?: { message?: string };
  response?: { name?: unknown };
};

export type Hosting = ReturnType<typeof hosting>;
export type GitHub = ReturnType<typeof github>;
