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

/**
 * `localInbox: true` also answers the enquiry form's POST /api/v1.0/email/send on the same origin
 * (scripts/local-inbox.mjs), so a local build sends enquiries to a file under the site's own CSP.
 */
export async function startServer({ port = Number(process.env.PORT ?? 3000), host = '127.0.0.1', quiet = false, localInbox = false } = {}) {
  const hosting = hostingConfig();
  const app = superstatic.server({
    port,
    hostname: host,
    cwd: root,
    config: hosting,
    compression: true,
    debug: false,
  });
  if (localInbox) {
    const { createInboxHandler, SEND_PATH } = await import('./local-inbox.mjs');
    app.use(createInboxHandler());
    if (!quiet) console.log(`Enquiries sent from the form are saved by the local inbox (POST ${SEND_PATH}) into .local/inbox/enquiries.jsonl`);
  }
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
