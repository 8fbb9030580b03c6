/**
 * `npm run serve` (and the end-to-end tests' web server): serves the static export (out/) with
 * firebase.json's rules through the project's static host. Builds first if out/ is missing
 * (or with --build).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { publicDirOf, startSiteHost } from './server/site-host';

const projectRoot = path.resolve(import.meta.dirname, '..');

async function main() {
  if (!existsSync(path.join(publicDirOf(projectRoot), 'index.html')) || process.argv.includes('--build')) {
    console.log('No static export found: building it first (npm run build).');
    execSync('npm run build', { cwd: projectRoot, stdio: 'inherit' });
  }
  await startSiteHost({ projectRoot, port: Number(process.env.PORT ?? 3000) });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
