/**
 * `npm run admin`: the editor on this computer, writing into this folder (content/albums/ and
 * content/settings/) instead of GitHub: for trying things out, for developers and for the tests.
 * Open the address it prints and press "Work with Local Repository".
 */
import path from 'node:path';
import { startLocalEditor } from './server/local-editor';

const projectRoot = path.resolve(import.meta.dirname, '..');

startLocalEditor({ projectRoot, port: Number(process.env.ADMIN_PORT ?? 3040) })
  .then(({ url }) => {
    console.log(`The editor: ${url}/admin/`);
    console.log('Press "Work with Local Repository": what you save is written into content/ here.');
    console.log('To see the site with your changes: npm start (it rebuilds what changed).');
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
