import { readFileSync, writeFileSync } from 'node:fs';
import { htmlAndDataOfSites } from './html-and-data';
import { rawResultsFile, reportFile } from './paths';
import { renderReport } from './render';
import type { RawResults } from './results';

/** Reads perf/raw/results.json and writes perf/report.md; returns the report's path. */
export function writeReport(): string {
  let results: RawResults;
  try {
    results = JSON.parse(readFileSync(rawResultsFile, 'utf8')) as RawResults;
  } catch (error) {
    throw new Error(
      `cannot read ${rawResultsFile} (run npm run perf first): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  // Results from before the HTML and data were measured get them from the sites' folders as they are now.
  results.htmlAndData ??= htmlAndDataOfSites(results.sites);
  writeFileSync(reportFile, renderReport(results));
  return reportFile;
}
