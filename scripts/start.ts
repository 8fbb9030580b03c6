/**
 * `npm start`: builds the static export when needed (missing, built with other settings, e.g. by
 * the tests, or made before any file of the project changed: an album saved in the editor, say),
 * then serves out/ with the production host's rules and, without EmailJS settings, the local inbox
 * that receives the enquiry form on the same address. While it serves, a change under content/
 * is named at once and the site is built again by itself: a reload then shows it.
 *
 * `--as-built` (the end-to-end tests' web server): serves out/ as it is, whatever settings it was
 * built with (the tests' own, from `npm run build:test`), without the inbox; it builds only when
 * there is no export yet. `--build` builds in either case.
 */
import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import path from 'node:path';
import { changedContent } from './server/changed-content';
import { rebuildQueue } from './server/rebuild-queue';
import { currentInputs, readBuildRecord, reasonToBuild, saveBuildRecord, type BuildFlavour } from './build-inputs';
import { localEnv } from './local-env';
import { publicDirOf, startSiteHost } from './server/site-host';

const projectRoot = path.resolve(import.meta.dirname, '..');

/** Builds the export; true when it succeeded (its messages go to the terminal). */
async function build(env: NodeJS.ProcessEnv): Promise<boolean> {
  const shell = process.platform === 'win32';
  const child = spawn('npm', ['run', 'build'], { cwd: projectRoot, env, stdio: 'inherit', shell });
  return (await new Promise<number | null>((resolve) => child.on('close', resolve))) === 0;
}

/** Builds with these settings and keeps what the build was made from, read before it starts (a file saved meanwhile makes the next start build again). */
async function buildAndRecord(env: NodeJS.ProcessEnv, flavour: BuildFlavour): Promise<boolean> {
  const inputs = currentInputs(projectRoot);
  if (!(await build(env))) return false;
  saveBuildRecord(projectRoot, { flavour, inputs });
  return true;
}

/**
 * Says, as soon as it happens, which file under content/ changed (each one whose text differs,
 * not every file the editor wrote again), and builds the site again by itself: once it says so,
 * a reload shows the change, without a restart.
 */
function rebuildOnContentChanges(env: NodeJS.ProcessEnv, flavour: BuildFlavour): void {
  const content = path.join(projectRoot, 'content');
  const changed = changedContent(content);
  const rebuild = rebuildQueue(async () => {
    console.log(
      (await buildAndRecord(env, flavour))
        ? '\nThe site is built again with your change: reload the page to see it.'
        : '\nThe build stopped (its message is above): the site on show is the one before the change.',
    );
  });
  watch(content, { recursive: true }, (_event, file) => {
    if (!file || path.basename(file).startsWith('.') || !changed(file)) return;
    console.log(`\ncontent/${file} changed: building the site again (about two minutes)…`);
    rebuild();
  });
}

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const forced = process.argv.includes('--build');
  const hasExport = existsSync(path.join(publicDirOf(projectRoot), 'index.html'));

  if (process.argv.includes('--as-built')) {
    // Its settings and what it was made from do not count: only whether there is one.
    const reason = reasonToBuild({ forced, hasExport, sameSettings: true, before: {}, now: {} });
    if (reason) {
      console.log(`Building the static export: ${reason}…`);
      if (!(await build(process.env))) return void (process.exitCode = 1);
    }
    await startSiteHost({ projectRoot, port });
    return;
  }

  const { env, usesLocalInbox } = localEnv(projectRoot, { origin: 'same-origin' });
  const flavour: BuildFlavour = usesLocalInbox ? 'local' : 'configured';
  const last = readBuildRecord(projectRoot);
  const reason = reasonToBuild({
    forced,
    hasExport,
    sameSettings: last.flavour === flavour,
    before: last.inputs ?? null,
    now: currentInputs(projectRoot),
  });
  if (reason) {
    console.log(
      `Building the static export: ${reason} (${usesLocalInbox ? 'enquiries go to the local inbox' : 'with your EmailJS settings'}; about two minutes)…`,
    );
    if (!(await buildAndRecord(env, flavour))) return void (process.exitCode = 1);
  }

  await startSiteHost({ projectRoot, port, localInbox: usesLocalInbox });
  rebuildOnContentChanges(env, flavour);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
