/**
 * `npm run setup` in a real terminal: questions read line by line from the keyboard (a secret one
 * without being shown), the Google sign-in from gcloud (present and signed in in Google Cloud
 * Shell), the answers kept in this folder.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { setupCommand, type CommandIo } from './command';
import { savedAnswersFile } from './saved-answers';
import { CLOUD_SHELL_LINK } from './template';

const projectRoot = path.resolve(__dirname, '../..');

/** The keyboard's lines, kept as they come so that answers typed (or piped) ahead of a question are not lost. */
export function keyboard() {
  const lines: string[] = [];
  let partial = '';
  let ended = false;
  let waiting: (() => void) | undefined;
  let secret = false;
  let listening = false;
  const listen = () => {
    listening = true;
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', read);
    process.stdin.on('end', () => {
      ended = true;
      waiting?.();
    });
  };
  const read = (chunk: string) => {
    for (const char of chunk) {
      // Ctrl-C while the terminal is raw (a secret question) stops the set-up, as it does otherwise.
      if (char === '\u0003') process.exit(130);
      if (char === '\r' || char === '\n') {
        lines.push(partial);
        partial = '';
        if (secret) process.stdout.write('\n');
      } else if (char === '\u007f' || char === '\b') partial = partial.slice(0, -1);
      else partial += char;
    }
    waiting?.();
  };
  // Only once a question is asked: `--help` leaves the keyboard alone.
  const ask: CommandIo['ask'] = async (question, options) => {
    if (!listening) listen();
    process.stdout.write(`${question} `);
    secret = options?.secret === true && process.stdin.isTTY === true;
    // Raw, the terminal shows nothing of what is typed or pasted.
    if (secret) process.stdin.setRawMode(true);
    process.stdin.resume();
    while (lines.length === 0 && !ended) await new Promise<void>((resolve) => (waiting = resolve));
    if (secret) process.stdin.setRawMode(false);
    process.stdin.pause();
    return lines.shift();
  };
  return ask;
}

/** Her Google access token from gcloud, or what to do to get one. */
async function googleToken(): ReturnType<CommandIo['googleToken']> {
  try {
    const { stdout } = await promisify(execFile)('gcloud', ['auth', 'print-access-token'], { cwd: projectRoot });
    const token = stdout.trim();
    if (token) return { token };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT')
      return {
        problem: `Google Cloud's gcloud is not on this computer. Run the set-up in Google Cloud Shell, which has it: open ${CLOUD_SHELL_LINK}`,
      };
  }
  return {
    problem:
      'gcloud is not signed in to Google: run gcloud auth login (in Cloud Shell, press Authorize when it asks), then npm run setup again.',
  };
}

export function runFromTerminal(args: readonly string[]): Promise<number> {
  return setupCommand(args, {
    print: (line) => console.log(line),
    ask: keyboard(),
    fetch,
    googleToken,
    saved: savedAnswersFile(projectRoot),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
}
