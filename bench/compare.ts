// `npm run perf:compare -- name=/abs/out … [--paths /a,/b] [--runs 3] [--applied]`: builds side by
// side, on Lighthouse CI. Serves each folder on its own port the way the host serves the site,
// then each round runs `lhci collect` once on every site in turn (with lighthouserc.cjs's settings,
// or lighthouserc.applied.cjs's), so all rows share the machine's state; `lhci upload` writes every
// run to bench/raw/compare/ and this prints the medians. A site given as name=/abs/dir:/path,/path
// is another site (a peer) measured at its own pages.
// `npm run perf:compare -- --from bench/raw/lhci/simulated` prints the medians of the runs
// already in such a folder (`npm run perf` writes one per throttling method).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { medianTable, type ResultFigures } from './lhr-table';
import { projectRoot } from './paths';
import { readHostingConfig } from '@/lib/hosting/read-hosting-config';
import { startStaticHost, type StaticHost } from '../scripts/server/static-host';
import { withoutContentSecurityPolicy } from './peer-hosting';

const usage = `Usage: npm run perf:compare -- name=/abs/out[:/own/path,…] … [--paths /stories/weddings,…] [--runs 3] [--applied]
       npm run perf:compare -- --from bench/raw/lhci/simulated`;
const outputDir = join(projectRoot, 'bench', 'raw', 'compare');

type Site = { name: string; root: string; paths: string[]; ownPages: boolean; port: number };

function sitesOf(positionals: string[], paths: string[], firstPort: number): Site[] {
  return positionals.map((item, index) => {
    const match = /^([a-z][a-z0-9-]*)=(\/[^:]*)(?::(.+))?$/i.exec(item);
    if (!match) throw new Error(`'${item}' is not name=/abs/dir or name=/abs/dir:/path,/path`);
    const [, name = '', root = '', own] = match;
    return { name, root, paths: own ? own.split(',') : paths, ownPages: own !== undefined, port: firstPort + index };
  });
}

/** Runs LHCI without blocking this process, which serves the pages it measures. */
function lhci(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    spawn('npx', ['lhci', ...args], { cwd: projectRoot, stdio: 'inherit' })
      .on('error', reject)
      .on('exit', (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`lhci ${args[0]} failed (exit ${code ?? signal})`)),
      );
  });
}

/** Every run listed in the manifest.json of an `lhci upload --target=filesystem` folder. */
function resultsIn(folder: string): ResultFigures[] {
  const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as { jsonPath: string }[];
  return manifest.map((entry) => JSON.parse(readFileSync(entry.jsonPath, 'utf8')) as ResultFigures);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      paths: { type: 'string', default: '/stories/weddings,/stories/weddings/pt-pt' },
      runs: { type: 'string', default: '3' },
      applied: { type: 'boolean', default: false },
      from: { type: 'string' },
    },
  });
  if (values.from) {
    const results = resultsIn(values.from);
    const origins = [...new Set(results.map((result) => new URL(result.requestedUrl ?? 'about:blank').origin))];
    console.log(
      medianTable(
        results,
        origins.map((origin) => ({ name: origin, origin })),
      ).join('\n'),
    );
    return;
  }
  const runs = Number(values.runs);
  if (positionals.length === 0 || !Number.isInteger(runs) || runs < 1) throw new Error(usage);
  const sites = sitesOf(positionals, values.paths.split(','), Number(process.env.PERF_PORT ?? 3300));
  const config = `--config=${values.applied ? 'bench/lighthouserc.applied.cjs' : 'bench/lighthouserc.cjs'}`;

  const hosting = readHostingConfig(projectRoot);
  const served: { site: Site; server: StaticHost }[] = [];
  try {
    // Each folder served as the host serves the site (firebase.json's rules, compression).
    for (const site of sites) {
      const config = site.ownPages ? withoutContentSecurityPolicy(hosting) : hosting;
      served.push({ site, server: await startStaticHost({ root: site.root, port: site.port, quiet: true, config }) });
    }
    for (let round = 1; round <= runs; round++) {
      for (const [index, { site, server }] of served.entries()) {
        await lhci([
          'collect',
          config,
          ...(round === 1 && index === 0 ? [] : ['--additive']),
          '--numberOfRuns=1',
          // The sites are served here already.
          '--startServerCommand=',
          ...site.paths.map((path) => `--url=${server.url}${path}`),
        ]);
      }
    }
  } finally {
    await Promise.all(served.map(({ server }) => server.close()));
  }
  await lhci(['upload', config, '--target=filesystem', `--outputDir=${outputDir}`]);

  console.log(`\n${values.applied ? 'Applied' : 'Simulated'} throttling, ${runs} round(s):\n`);
  const origins = served.map(({ site, server }) => ({ name: site.name, origin: server.url }));
  console.log(medianTable(resultsIn(outputDir), origins).join('\n'));
}

main().catch((error: unknown) => {
  console.error(`perf:compare: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
