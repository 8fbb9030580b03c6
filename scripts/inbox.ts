/**
 * `npm run inbox`: the local inbox on its own (port from LOCAL_INBOX_PORT, default 3025), for a
 * development build pointed at it with NEXT_PUBLIC_EMAILJS_ORIGIN=http://localhost:3025.
 * It answers pages of the dev site (http://localhost:3000) only.
 */
import path from 'node:path';
import { DEV_SITE_ORIGIN, SEND_PATH, startLocalInbox } from './server/local-inbox';

startLocalInbox().then(
  ({ url, inboxFile }) => {
    console.log(`Local inbox listening on ${url}${SEND_PATH} for pages of ${DEV_SITE_ORIGIN}`);
    console.log(`Enquiries are appended to ${path.relative(process.cwd(), inboxFile)}`);
  },
  (error: unknown) => {
    console.error(`The local inbox could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
