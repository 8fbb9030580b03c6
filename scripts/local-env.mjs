// Build settings for running the site on this computer without an EmailJS account:
// the form sends to the local inbox (scripts/local-inbox.mjs) instead of EmailJS.
// Real settings in the environment or .env.local win.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCAL_INBOX_PORT = Number(process.env.LOCAL_INBOX_PORT ?? 3025);

function hasRealEmailSettings(root) {
  if (process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID) return true;
  const envFile = join(root, '.env.local');
  return existsSync(envFile) && /^\s*NEXT_PUBLIC_EMAILJS_SERVICE_ID\s*=\s*\S/m.test(readFileSync(envFile, 'utf8'));
}

/**
 * The environment for a local build (`origin: 'same-origin'`: the inbox is mounted on the site's own
 * server) or dev server (the inbox listens on LOCAL_INBOX_PORT), and whether it uses the local inbox.
 */
export function localEnv(root, { origin = `http://localhost:${LOCAL_INBOX_PORT}` } = {}) {
  if (hasRealEmailSettings(root)) return { env: { ...process.env }, usesLocalInbox: false };
  return {
    usesLocalInbox: true,
    env: {
      ...process.env,
      NEXT_PUBLIC_EMAILJS_ORIGIN: origin,
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'local-public-key',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'local-service',
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'local-template',
    },
  };
}

/** Which settings out/ was built with ('local', 'configured' or 'test'), kept next to the build cache. */
export const buildFlavourFile = (root) => join(root, '.next', 'build-flavour');
export function readBuildFlavour(root) {
  const file = buildFlavourFile(root);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}
