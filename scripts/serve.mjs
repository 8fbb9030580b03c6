#!/usr/bin/env node
// Serves the static export (out/) with Firebase Hosting's own rules, read from firebase.json,
// through superstatic (the rules engine of the Firebase Hosting emulator). Builds first if out/ is missing.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import superstatic from 'superstatic';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function hostingConfig() {
  const { hosting } = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  return hosting;
}

export function startServer({ port = Number(process.env.PORT ?? 3000), host = '127.0.0.1', quiet = false } = {}) {
  const hosting = hostingConfig();
  const app = superstatic.server({
    port,
    hostname: host,
    cwd: root,
    config: hosting,
    compression: true,
    debug: false,
  });
  return new Promise((resolve) => {
    const server = app.listen(() => {
      if (!quiet) console.log(`Serving ${hosting.public}/ with firebase.json rules at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`);
      resolve(server);
    });
  });
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  if (!existsSync(join(root, hostingConfig().public, 'index.html')) || process.argv.includes('--build')) {
    console.log('No static export found: building it first (npm run build).');
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  await startServer();
}
