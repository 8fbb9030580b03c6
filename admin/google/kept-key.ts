/**
 * A Google key kept in this browser under a name of its own. It is read back only while it still
 * passes its own check, so a key that the editor would now refuse is asked for again rather than
 * sent. Storage refused (a private window's policy, say) reads as no key: the field asks again.
 */
export function keptKey(storageName: string, problem: (key: string) => string | undefined) {
  return {
    read(): string | undefined {
      try {
        const key = localStorage.getItem(storageName)?.trim();
        return key && problem(key) === undefined ? key : undefined;
      } catch {
        return undefined;
      }
    },
    /** Keeps `key`, or forgets the one kept (none). */
    store(key: string | undefined): void {
      try {
        if (key === undefined) localStorage.removeItem(storageName);
        else localStorage.setItem(storageName, key.trim());
      } catch {
        // Nothing kept: the field asks for the key again next time.
      }
    },
  };
}
