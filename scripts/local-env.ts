/**
 * Build settings for running the site on this computer without an EmailJS account: the form sends
 * to the local inbox (scripts/server/local-inbox.ts) instead of EmailJS. Real settings in the
 * environment or .env.local win.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCAL_INBOX_PORT = Number(process.env.LOCAL_INBOX_PORT ?? 3025);

function hasRealEmailSettings(root: string): boolean {
  if (process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID) return true;
  const envFile = join(root, '.env.local');
  return existsSync(envFile) && /^\s*NEXT_PUBLIC_EMAILJS_SERVICE_ID\s*=\s*\S/m.test(readFileSync(envFile, 'utf8'));
}

/**
 * The environment for a local build (`origin: 'same-origin'`: the inbox is mounted on the site's own
 * server) or dev server (the inbox listens on LOCAL_INBOX_PORT), and whether it uses the local inbox.
 */
export function localEnv(
  root: string,
  { origin = `http://localhost:${LOCAL_INBOX_PORT}` }: { origin?: string } = {},
): { env: NodeJS.ProcessEnv; usesLocalInbox: boolean } {
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
