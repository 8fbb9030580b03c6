/** @jest-environment node */
import { goingLive } from '@/lib/going-live/readiness';
import { liveContentFiles } from './live-files';
import { liveCheckOutput } from './check-live-output';

const demo = goingLive({ siteUrl: 'https://luz-site.web.app', ...liveContentFiles(process.cwd()) }).blockers;

describe('what npm run check:live prints', () => {
  it('lists each thing left in the terminal, says the site is still published meanwhile, and fails', () => {
    const { stdout, stderr, exitCode } = liveCheckOutput(demo, { notice: false });
    expect(stdout).toEqual([]);
    expect(stderr).toEqual([
      `The site is not open to search engines yet (${demo.length} to do):`,
      ...demo.map((blocker) => `- ${blocker.words}`),
      'Until then each publish puts the site online at its address, hidden from search engines.',
    ]);
    expect(exitCode).toBe(1);
  });

  it('gives a draft’s run one notice, and lets it go on', () => {
    const { stdout, stderr, exitCode } = liveCheckOutput(demo.slice(0, 2), { notice: true });
    expect(stdout).toEqual([`::notice title=Not live yet (2 to do)::${demo[0]!.words}%0A${demo[1]!.words}`]);
    expect([stderr, exitCode]).toEqual([[], 0]);
  });

  it('says when nothing is left', () => {
    for (const notice of [false, true])
      expect(liveCheckOutput([], { notice })).toEqual({
        stdout: ['Nothing stops the site from going live: the next publish lets search engines in.'],
        stderr: [],
        exitCode: 0,
      });
  });
});
