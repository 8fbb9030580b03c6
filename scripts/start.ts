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
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';
import { changedContent } from './admin/changed-content';
import { rebuildQueue } from './admin/rebuild-queue';
import { currentInputs, readBuildInputs, reasonToBuild, saveBuildInputs } from './build-inputs';
import { buildFlavourFile, localEnv, readBuildFlavour, type BuildFlavour } from './local-env';
import { publicDirOf, startSiteHost } from './server/site-host';

const projectRoot = path.resolve(import.meta.dirname, '..');

/**
 * Says, as soon as it happens, which file under content/ changed (each one whose text differs,
 * not every file the editor wrote again), and builds the site again by itself: once it says so,
 * a reload shows the change, without a restart.
 */
function rebuildOnContentChanges(env: NodeJS.ProcessEnv, flavour: BuildFlavour): void {
  const content = path.join(projectRoot, 'content');
  const changed = changedContent(content);
  const rebuild = rebuildQueue(async () => {
    const inputs = currentInputs(projectRoot);
    const status = await new Promise<number | null>((resolve) =>
      spawn('npm', ['run', 'build'], {
        cwd: projectRoot,
        env,
        stdio: 'inherit',
        shell: process.platform === 'win32',
      }).on('close', resolve),
    );
    if (status !== 0) {
      console.log('\nThe build stopped (its message is above): the site on show is the one before the change.');
      return;
    }
    writeFileSync(buildFlavourFile(projectRoot), flavour);
    saveBuildInputs(projectRoot, inputs);
    console.log('\nThe site is built again with your change: reload the page to see it.');
  });
  watch(content, { recursive: true }, (_event, file) => {
    if (!file || path.basename(file).startsWith('.') || !changed(file)) return;
    console.log(`\ncontent/${file} changed: building the site again (about two minutes)…`);
    rebuild();
  });
}

function build(env: NodeJS.ProcessEnv): boolean {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: projectRoot,
    env,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exitCode = result.status ?? 1;
  return result.status === 0;
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
      if (!build(process.env)) return;
    }
    await startSiteHost({ projectRoot, port });
    return;
  }

  const { env, usesLocalInbox } = localEnv(projectRoot, { origin: 'same-origin' });
  const flavour: BuildFlavour = usesLocalInbox ? 'local' : 'configured';
  const reason = reasonToBuild({
    forced,
    hasExport,
    sameSettings: readBuildFlavour(projectRoot) === flavour,
    before: readBuildInputs(projectRoot),
    now: currentInputs(projectRoot),
  });
  if (reason) {
    console.log(
      `Building the static export: ${reason} (${usesLocalInbox ? 'enquiries go to the local inbox' : 'with your EmailJS settings'}; about two minutes)…`,
    );
    // What the build is made from, read before it starts: a file saved meanwhile makes the next start build again.
    const inputs = currentInputs(projectRoot);
    if (!build(env)) return;
    mkdirSync(path.dirname(buildFlavourFile(projectRoot)), { recursive: true });
    writeFileSync(buildFlavourFile(projectRoot), flavour);
    saveBuildInputs(projectRoot, inputs);
  }

  await startSiteHost({ projectRoot, port, localInbox: usesLocalInbox });
  rebuildOnContentChanges(env, flavour);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
