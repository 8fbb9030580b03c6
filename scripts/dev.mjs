#!/usr/bin/env node
// `npm run dev`: next dev (with proxy.ts applying the host's rules) and, without EmailJS settings,
// the local inbox that receives the enquiry form.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localEnv, LOCAL_INBOX_PORT } from './local-env.mjs';
import { startLocalInbox } from './local-inbox.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { env, usesLocalInbox } = localEnv(root);
if (usesLocalInbox) await startLocalInbox({ port: LOCAL_INBOX_PORT });
const next = spawn('npx', ['next', 'dev', ...process.argv.slice(2)], { cwd: root, env, stdio: 'inherit', shell: process.platform === 'win32' });
next.on('exit', (code) => process.exit(code ?? 0));
