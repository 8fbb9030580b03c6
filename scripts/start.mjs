#!/usr/bin/env node
// `npm start`: builds the static export when needed (missing, or built with other settings, e.g. by
// the tests), then serves out/ with the production host's rules and, without EmailJS settings,
// the local inbox that receives the enquiry form on the same address.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFlavourFile, localEnv, readBuildFlavour } from './local-env.mjs';
import { startServer } from './serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { env, usesLocalInbox } = localEnv(root, { origin: 'same-origin' });
const flavour = usesLocalInbox ? 'local' : 'configured';

if (!existsSync(join(root, 'out', 'index.html')) || readBuildFlavour(root) !== flavour || process.argv.includes('--build')) {
  console.log(`Building the static export (${usesLocalInbox ? 'enquiries go to the local inbox' : 'with your EmailJS settings'})…`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  mkdirSync(dirname(buildFlavourFile(root)), { recursive: true });
  writeFileSync(buildFlavourFile(root), flavour);
}

await startServer({ port: Number(process.env.PORT ?? 3000), localInbox: usesLocalInbox });
