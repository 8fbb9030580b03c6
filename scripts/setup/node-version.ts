/**
 * Whether this Node.js can run the set-up: the version package.json's `engines` asks for, or newer.
 * Checked first, before anything that an older Node could not even load.
 */

const parts = (version: string) =>
  version
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);

/** What to do when `version` is older than the `>=x.y.z` of `engines`; undefined when it is new enough. */
export function nodeVersionProblem(version: string, engines: string): string | undefined {
  const needed = /^>=\s*(\d+\.\d+\.\d+)$/.exec(engines.trim())?.[1];
  if (!needed) return undefined;
  const [have, want] = [parts(version), parts(needed)];
  for (let index = 0; index < 3; index++) {
    if (have[index]! > want[index]!) return undefined;
    if (have[index]! < want[index]!)
      return `This computer's Node.js is ${version.replace(/^v/, '')}; the set-up needs ${needed} or newer. In Google Cloud Shell, type nvm install --lts, then npm install && npm run setup again; on your own computer, install the LTS version from https://nodejs.org.`;
  }
  return undefined;
}
