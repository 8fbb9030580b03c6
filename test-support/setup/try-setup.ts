/**
 * `npm run setup` in this terminal, against the stand-ins instead of Google and GitHub: a new
 * private repository made from the template, and a Firebase project just made with Analytics, as
 * in Cloud Shell (whose sign-in may not change Analytics), AI Studio's own project beside it. A
 * small shell: type `npm run setup` (with `-- --change` or `-- --help`) as often as you like, then
 * `exit`; the stand-ins keep their state between runs, the answers are kept in a folder of their
 * own. It prints the token and the Gemini keys to paste.
 *
 *   npx tsx test-support/setup/try-setup.ts
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setupCommand } from '@/scripts/setup/command';
import { savedAnswersFile } from '@/scripts/setup/saved-answers';
import { keyboard } from '@/scripts/setup/terminal';
import { githubStandIn, githubState } from './github-stand-in';
import { freshWorld, googleStandIn } from './google-stand-in';

const TOKEN = 'github_pat_11ABCDEFG0her0own0token';
const GEMINI_KEY = 'AQ.Ab8RN6Jher0own0gemini0key';
const OTHER_GEMINI_KEY = 'AQ.Ab8RN6Jin0ai0studios0project';
const project = 'luz-do-sul-photo';

const github = githubStandIn(githubState({ token: TOKEN, repository: 'marta/luz-do-sul', private: true }));
const google = googleStandIn({
  ...freshWorld(project),
  displayName: 'Luz do Sul',
  measurementId: 'G-LUZ0SUL12',
  otherProjects: [{ projectId: 'gen-lang-client-0123', displayName: 'Gemini API', projectNumber: '555000555' }],
  keys: new Map([
    [
      `projects/${project}/locations/global/keys/gemini`,
      {
        displayName: 'Gemini API Key',
        restrictions: {},
        keyString: GEMINI_KEY,
        serviceAccountEmail: `gemini@${project}.iam.gserviceaccount.com`,
      },
    ],
  ]),
  otherKeys: new Map([[OTHER_GEMINI_KEY, '555000555']]),
});
async function main() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'try-setup-'));
  const ask = keyboard();

  console.log(`Stand-ins for Google and GitHub. Her token: ${TOKEN}`);
  console.log(`Her Gemini key: ${GEMINI_KEY}; one AI Studio made in its own project: ${OTHER_GEMINI_KEY}`);
  console.log(`Answers kept in ${folder}. Type npm run setup, or exit.\n`);
  for (;;) {
    const line = await ask('$');
    if (line === undefined || line.trim() === 'exit') break;
    const words = line.trim().split(/\s+/);
    if (words.slice(0, 3).join(' ') !== 'npm run setup') {
      if (line.trim()) console.log(`This shell knows only npm run setup and exit.`);
      continue;
    }
    const code = await setupCommand(
      words.slice(3).filter((word) => word !== '--'),
      {
        print: (text) => console.log(text),
        ask,
        fetch: (input, init) =>
          new URL(typeof input === 'string' || input instanceof URL ? input : input.url).hostname === 'api.github.com'
            ? github.fetch(input, init)
            : google.fetch(input, init),
        googleToken: () => Promise.resolve({ token: google.world.token }),
        saved: savedAnswersFile(folder),
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      },
      { waiting: { pollMs: 0, polls: 5 }, following: { pollMs: 2000, polls: 5 } },
    );
    console.log(`(exit code ${code})`);
  }
  const violations = [...github.violations, ...google.violations];
  console.log(
    violations.length > 0
      ? `Requests outside the descriptions:\n${violations.join('\n')}`
      : 'No request outside the descriptions.',
  );
  process.exit(violations.length > 0 ? 1 : 0);
}

void main();
