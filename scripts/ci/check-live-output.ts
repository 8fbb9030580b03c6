/**
 * What `npm run check:live` prints of the decision of going live (lib/going-live/readiness.ts),
 * and how it ends: in the terminal, each thing that stops it with where it is fixed (exit 1 while
 * any is left); with --notice, one workflow command that GitHub shows as a notice on the run's
 * page (exit 0). Pure: the publishing scenarios print a checkout's check with it.
 */
import type { Blocker } from '../../lib/going-live/readiness';

type LiveCheckOutput = { stdout: string[]; stderr: string[]; exitCode: 0 | 1 };

export function liveCheckOutput(blockers: readonly Blocker[], { notice }: { notice: boolean }): LiveCheckOutput {
  const words = blockers.map((blocker) => blocker.words);
  if (words.length === 0)
    return {
      stdout: ['Nothing stops the site from going live: the next publish lets search engines in.'],
      stderr: [],
      exitCode: 0,
    };
  // %0A is a line break inside a workflow command.
  if (notice)
    return {
      stdout: [`::notice title=Not live yet (${words.length} to do)::${words.join('%0A')}`],
      stderr: [],
      exitCode: 0,
    };
  return {
    stdout: [],
    stderr: [
      `The site is not open to search engines yet (${words.length} to do):`,
      ...words.map((line) => `- ${line}`),
      'Until then each publish puts the site online at its address, hidden from search engines.',
    ],
    exitCode: 1,
  };
}
