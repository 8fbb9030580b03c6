/**
 * `npm start`: builds the static export when needed (missing, built with other settings, e.g. by
 * the tests, or made before any file of the project changed: an album saved in the editor, say),
 * then serves out/ with the production host's rules and, without EmailJS settings, the local inbox
 * that receives the enquiry form on the same address. While it serves, a change under content/
 * is reported at once: the site shown is then out of date until `npm start` runs again.
 *
 * `--as-built` (the end-to-end tests' web server): serves out/ as it is, whatever settings it was
 * built with (the tests' own, from `npm run build:test`), without the inbox; it builds only when
 * there is no export yet. `--build` builds in either case.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';
import { changedContent } from './admin/changed-content';
import { currentInputs, readBuildInputs, reasonToBuild, saveBuildInputs } from './build-inputs';
import { buildFlavourFile, localEnv, readBuildFlavour, type BuildFlavour } from './local-env';
import { publicDirOf, startSiteHost } from './server/site-host';

const projectRoot = path.resolve(import.meta.dirname, '..');

/**
 * Says, as soon as it happens, which file under content/ changed (each one whose text differs,
 * not every file the editor wrote again) and that the site on show no longer shows it.
 */
function reportContentChanges(): void {
  const content = path.join(projectRoot, 'content');
  const changed = changedContent(content);
  watch(content, { recursive: true }, (_event, file) => {
    if (!file || path.basename(file).startsWith('.') || !changed(file)) return;
    console.log(
      `\ncontent/${file} changed: the site on show is out of date. Stop it (Ctrl+C) and run npm start again to see the change (it builds again, about two minutes).`,
    );
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
  reportContentChanges();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
