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
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readContentState } from './server/changed-content';
import { watchContent } from './server/content-watch';
import { currentInputs, readBuildRecord, reasonToBuild, saveBuildRecord, type BuildFlavour } from './build-inputs';
import { localEnv } from './local-env';
import { localSitePort } from '@/lib/hosting/local-site';
import { publicDirOf, startSiteHost } from './server/site-host';

const projectRoot = path.resolve(import.meta.dirname, '..');

/** Builds the export; true when it succeeded (its messages go to the terminal), an error when npm cannot be run. */
async function build(env: NodeJS.ProcessEnv): Promise<boolean> {
  const shell = process.platform === 'win32';
  const child = spawn('npm', ['run', 'build'], { cwd: projectRoot, env, stdio: 'inherit', shell });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  return code === 0;
}

/** Builds with these settings and keeps what the build was made from, read before it starts (a file saved meanwhile makes the next start build again). */
async function buildAndRecord(env: NodeJS.ProcessEnv, flavour: BuildFlavour): Promise<boolean> {
  const inputs = currentInputs(projectRoot);
  if (!(await build(env))) return false;
  saveBuildRecord(projectRoot, { flavour, inputs });
  return true;
}

async function main() {
  const port = localSitePort(process.env);
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
  // Read before any build, so that a file saved during it is built again once the site is served.
  const built = readContentState(projectRoot);
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
  // Once it says a change is built, a reload shows it, without a restart.
  await watchContent({ root: projectRoot, built, rebuild: () => buildAndRecord(env, flavour) });
  console.log('Watching content/: a file saved there is named here and the site is built again by itself.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
