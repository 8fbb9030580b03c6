/**
 * `npm run setup`'s terminal as the scenarios drive it: her answers given in order (an answer may
 * first do what she does at a vendor's page, then answer), every line printed kept, the kept
 * answers in memory, and no waiting. Over the Google and GitHub stand-ins, by their hosts.
 */
import type { CommandIo } from '@/scripts/setup/command';
import type { SavedAnswers } from '@/scripts/setup/saved-answers';
import type { GitHubStandIn } from './github-stand-in';
import type { GoogleStandIn } from './google-stand-in';

/** An answer, or what she does before answering (at GitHub's or Google's page) and then the answer. */
export type Answer = string | { does: () => void; then: string };

export function scriptedIo(github: GitHubStandIn, google: GoogleStandIn, answers: Answer[], saved: SavedAnswers = {}) {
  const printed: string[] = [];
  const asked: string[] = [];
  /** What she sees, in order: each line printed and each question asked. */
  const screen: string[] = [];
  const kept = { answers: saved };
  const io: CommandIo = {
    print: (line) => (printed.push(line), screen.push(line)),
    ask: (question, options) => {
      asked.push(options?.secret ? `${question} [not shown]` : question);
      screen.push(question);
      const next = answers.shift();
      if (next === undefined) return Promise.resolve(undefined);
      if (typeof next === 'string') return Promise.resolve(next);
      next.does();
      return Promise.resolve(next.then);
    },
    fetch: (input, init) => {
      const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
      return url.hostname === 'api.github.com' ? github.fetch(input, init) : google.fetch(input, init);
    },
    googleToken: () => Promise.resolve({ token: google.world.token }),
    saved: { read: () => kept.answers, write: (answers) => (kept.answers = answers) },
    sleep: () => Promise.resolve(),
  };
  return { io, printed, asked, screen, kept, left: answers };
}
