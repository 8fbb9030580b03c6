/**
 * One thing her first day needs, on Google's side or GitHub's. `npm run setup` runs the steps in
 * order; each reads the service first and changes only what differs, so that a second run changes
 * nothing and a run stopped halfway is resumed by running it again: no step keeps its own record
 * of what it did, the services are the record.
 */

/** What earlier steps found or made, by name (e.g. the GitHub variables they give values to). */
export type Found = Readonly<Record<string, string>>;

export type StepOutcome =
  /**
   * It was already so: nothing changed. `said` replaces the title when the title alone would not
   * be true (what her plan cannot have, and what holds in its place).
   */
  | { readonly status: 'already'; readonly said?: string; readonly found?: Found }
  /** It was not so, and the step made it so; `said` tells her what changed, in plain words. */
  | { readonly status: 'made'; readonly said: string; readonly found?: Found }
  /**
   * Only she (or Google's or GitHub's own page) can do it: `todo` says exactly what and where.
   * `made` says what the step changed before it came to what is hers, a ✓ of its own beside her ✗.
   */
  | { readonly status: 'todo'; readonly todo: string; readonly made?: string; readonly found?: Found }
  /**
   * Not needed to be online, nor to go live: what she may do when she wants it (billing for
   * translation, her own domain), `said` telling what and where. Never counts as left undone.
   */
  | { readonly status: 'later'; readonly said: string; readonly found?: Found }
  /** What she said she did at a vendor's page, which her sign-in may not read back: noted, not checked. */
  | { readonly status: 'noted'; readonly said: string; readonly found?: Found };

/** Her answers and what the earlier steps found, with the calls a step may make. */
export interface SetupContext {
  /**
   * Her own domain's address as she gave it, e.g. https://www.example.pt, which the site answers at
   * once Google sees its DNS records; none until she has one (the site is then at its Hosting address).
   */
  readonly domain: string | undefined;
  /** What earlier steps found, merged in order. */
  readonly found: Found;
  /** Google's REST APIs with her sign-in (`https://<service>.googleapis.com/...`). */
  readonly google: (url: string, init?: RequestInit) => Promise<Response>;
  /** GitHub's REST API with her sign-in (`https://api.github.com/...`). */
  readonly github: (url: string, init?: RequestInit) => Promise<Response>;
}

export interface SetupStep {
  /** The checklist line when it holds, in plain words: "Anonymous sign-in is on". */
  readonly title: string;
  run(context: SetupContext): Promise<StepOutcome>;
}
