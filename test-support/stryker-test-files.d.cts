/** What the project's own code uses of the sequencer: its test calls it as Jest does. */
declare class MutantTestSequencer {
  constructor(options: { contexts: unknown[]; globalConfig: { testNamePattern?: string } });
  sort<T extends { path: string }>(tests: T[]): T[];
}
declare namespace MutantTestSequencer {
  function readTestFiles(text: string): Map<string, Set<string>>;
  function filesMatching(testNamePattern: string, filesByName: Map<string, Set<string>>): Set<string> | null;
}
export = MutantTestSequencer;
