/**
 * `npm start`: builds the static export when needed (missing, or built with other settings, e.g. by
 * the tests), then serves out/ with the production host's rules and, without EmailJS settings, the
 * local inbox that receives the enquiry form on the same address.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildFlavourFile, localEnv, readBuildFlavour, type BuildFlavour } from './local-env';
import { publicDirOf, startSiteHost } from './server/site-host';

const projectRoot = path.resolve(import.meta.dirname, '..');

async function main() {
  const { env, usesLocalInbox } = localEnv(projectRoot, { origin: 'same-origin' });
  const flavour: BuildFlavour = usesLocalInbox ? 'local' : 'configured';

  if (
    !existsSync(path.join(publicDirOf(projectRoot), 'index.html')) ||
    readBuildFlavour(projectRoot) !== flavour ||
    process.argv.includes('--build')
  ) {
    console.log(
      `Building the static export (${usesLocalInbox ? 'enquiries go to the local inbox' : 'with your EmailJS settings'})…`,
    );
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: projectRoot,
      env,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (build.status !== 0) {
      process.exitCode = build.status ?? 1;
      return;
    }
    mkdirSync(path.dirname(buildFlavourFile(projectRoot)), { recursive: true });
    writeFileSync(buildFlavourFile(projectRoot), flavour);
  }

  await startSiteHost({ projectRoot, port: Number(process.env.PORT ?? 3000), localInbox: usesLocalInbox });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
