/** @jest-environment node */
import { emptyPagePages, parsePageList, routeTablePages } from './pages';
import type { Site } from './results';
import { lighthouseSchedule } from './schedule';

const pages = routeTablePages(['home', 'weddings'], ['en', 'pt']);
const sites: Site[] = [
  { name: 'current', root: '/c', role: 'subject', pages },
  { name: 'empty', root: '/e', role: 'floor', pages: emptyPagePages },
  { name: 'before', root: '/b', role: 'subject', pages },
  { name: 'hugo', root: '/h', role: 'peer', pages: parsePageList('home:/,gallery:/emma-james') },
];
const describeRun = (run: ReturnType<typeof lighthouseSchedule>[number]) =>
  `${run.round} ${run.method} ${run.site.name} ${run.page.path}`;

describe('lighthouseSchedule', () => {
  const schedule = lighthouseSchedule(sites, ['simulated', 'applied'], 3);

  it('runs every site × page × method once per round', () => {
    const perRound = 2 * (1 + 2 * pages.length + 2);
    expect(schedule).toHaveLength(3 * perRound);
    for (const round of [1, 2, 3]) {
      const runs = schedule.filter((run) => run.round === round).map(describeRun);
      expect(new Set(runs).size).toBe(perRound);
    }
  });

  it('starts each method with the empty page, puts our sites side by side per page, and ends with the peers', () => {
    expect(schedule.filter((run) => run.round === 1 && run.method === 'simulated').map(describeRun)).toEqual([
      '1 simulated empty /',
      '1 simulated current /',
      '1 simulated before /',
      '1 simulated current /pt-pt',
      '1 simulated before /pt-pt',
      '1 simulated current /stories/weddings',
      '1 simulated before /stories/weddings',
      '1 simulated current /stories/weddings/pt-pt',
      '1 simulated before /stories/weddings/pt-pt',
      '1 simulated hugo /',
      '1 simulated hugo /emma-james',
    ]);
  });

  it('finishes a round before the next starts', () => {
    const rounds = schedule.map((run) => run.round);
    expect(rounds).toEqual([...rounds].sort((a, b) => a - b));
  });
});
