/**
 * Her answers, kept for the next run in this folder (`.local/setup.json`, which git ignores), so
 * that a run again asks only what it does not know; each is shown again when used, and
 * `npm run setup -- --change` asks every one anew. Her GitHub token is kept with them, readable by
 * her alone (the file's mode is 600): it is the one secret she would otherwise paste on every run.
 * Her Gemini key is never kept: only that it was checked, for which project.
 */
import {
  closeSync,
  existsSync,
  fchmodSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export type SavedAnswers = {
  githubToken?: string;
  /** owner/name of her site's repository. */
  repository?: string;
  /** Her Google project, as she named it and as Google names it. */
  project?: { id: string; name: string };
  /** Her own domain's address (https://www.…); none while she has none. */
  domain?: string;
  /** The project her Gemini key was checked to belong to, with billing. */
  geminiKeyProject?: string;
  /** The Analytics stream (property/stream) whose history page views she switched off by hand. */
  analyticsOffByHand?: string;
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The answers a file holds; none of a field that is not what it should be (a file edited by hand). */
export function parseSavedAnswers(json: string): SavedAnswers {
  let raw: Record<string, unknown>;
  try {
    const parsed = JSON.parse(json) as unknown;
    raw = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
  const project = raw.project as { id?: unknown; name?: unknown } | undefined;
  const id = text(project?.id);
  const saved: SavedAnswers = {
    githubToken: text(raw.githubToken),
    repository: text(raw.repository),
    project: id ? { id, name: text(project?.name) ?? id } : undefined,
    domain: text(raw.domain),
    geminiKeyProject: text(raw.geminiKeyProject),
    analyticsOffByHand: text(raw.analyticsOffByHand),
  };
  return Object.fromEntries(Object.entries(saved).filter(([, value]) => value !== undefined));
}

/** The file in a folder (the project's root), read and written as the set-up keeps it. */
export function savedAnswersFile(root: string) {
  const file = path.join(root, '.local', 'setup.json');
  return {
    file,
    read: (): SavedAnswers => (existsSync(file) ? parseSavedAnswers(readFileSync(file, 'utf8')) : {}),
    write(answers: SavedAnswers) {
      mkdirSync(path.dirname(file), { recursive: true });
      // Her token is never in a file others may read, not even for a moment: it is written to a new
      // file made readable by her alone, which then takes the old one's place (a file made before,
      // with a looser mode, is replaced, never written into).
      const next = `${file}.${process.pid}.new`;
      rmSync(next, { force: true });
      const handle = openSync(next, 'wx', 0o600);
      try {
        // The mode given is narrowed by the umask, never widened; set it exactly all the same.
        fchmodSync(handle, 0o600);
        writeSync(handle, `${JSON.stringify(answers, null, 1)}\n`);
      } finally {
        closeSync(handle);
      }
      renameSync(next, file);
    },
  };
}
