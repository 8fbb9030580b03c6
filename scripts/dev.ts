/**
 * `npm run dev`: next dev (with proxy.ts applying the host's rules) and, without EmailJS settings,
 * the local inbox that receives the enquiry form on its own port, answering the dev site only.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { localEnv, LOCAL_INBOX_PORT } from './local-env';
import { startLocalInbox } from './server/local-inbox';

const projectRoot = path.resolve(import.meta.dirname, '..');

/** The port next dev listens on: `-p`/`--port`, else PORT, else 3000. */
function devPort(args: string[]): string {
  const { values } = parseArgs({ args, options: { port: { type: 'string', short: 'p' } }, strict: false });
  return typeof values.port === 'string' ? values.port : (process.env.PORT ?? '3000');
}

async function main() {
  const { env, usesLocalInbox } = localEnv(projectRoot);
  if (usesLocalInbox) {
    const devSiteOrigin = `http://localhost:${devPort(process.argv.slice(2))}`;
    const inbox = await startLocalInbox({ port: LOCAL_INBOX_PORT, allowedOrigins: [devSiteOrigin] });
    console.log(
      `Local inbox for ${devSiteOrigin} listening on ${inbox.url}; enquiries are appended to ${path.relative(projectRoot, inbox.inboxFile)}`,
    );
  }
  const next = spawn('npx', ['next', 'dev', ...process.argv.slice(2)], {
    cwd: projectRoot,
    env,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  next.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
