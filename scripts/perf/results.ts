import type { Locale } from '../../lib/i18n';
import type { HtmlAndDataRun } from './html-and-data';
import type { MeasuredPage } from './pages';

/** How Lighthouse loads the page: mobile with simulated throttling (PageSpeed Insights), mobile with applied (DevTools) throttling, desktop preset. */
export const lighthouseMethods = ['simulated', 'applied', 'desktop'] as const;
export type LighthouseMethod = (typeof lighthouseMethods)[number];

export const interactionNames = ['open-viewer', 'next-photo', 'open-menu', 'tick-checkbox'] as const;
export type InteractionName = (typeof interactionNames)[number];

/** A build of this site, measured on the route table (`current`, `before`); the empty page; another site for comparison. */
export type SiteRole = 'subject' | 'floor' | 'peer';
export type Site = { name: string; root: string; role: SiteRole; pages: MeasuredPage[] };

export const resourceTypes = ['document', 'script', 'stylesheet', 'image', 'font', 'other'] as const;
export type ResourceType = (typeof resourceTypes)[number];

export type LcpPhases = { ttfb: number; loadDelay: number; loadTime: number; renderDelay: number };

export type LighthouseFigures = {
  score: number | null;
  fcp: number | null;
  lcp: number | null;
  speedIndex: number | null;
  tbt: number | null;
  cls: number | null;
  /** Bytes on the wire (compressed, with headers) by resource type. */
  bytes: Record<ResourceType | 'total', number>;
  /** Scripts requested before the load event, without the page-data scripts. */
  firstLoadJs: number;
  /** The page data (/_next/static/page/, /_next/static/inline/ in older builds): the RSC payload moved out of the HTML for the CSP. */
  pageDataJs: number;
  lcpElement: string | null;
  lcpPhases: LcpPhases | null;
  renderBlocking: string[];
  otherOrigins: string[];
};

export type LighthouseRun = {
  site: string;
  page: MeasuredPage;
  method: LighthouseMethod;
  round: number;
  /** One-minute load average when the run started. */
  loadAverage: number;
  durationMs: number;
  benchmarkIndex: number | null;
  figures: LighthouseFigures | null;
  error: string | null;
};

export type InteractionRun = {
  site: string;
  lang: Locale;
  interaction: InteractionName;
  round: number;
  loadAverage: number;
  /** Time to next paint of the interaction's longest event; null when under the 16 ms threshold. */
  durationMs: number | null;
  /** For an interaction that opens a dialog: from the press to the first frame showing it. */
  shownAfterMs: number | null;
  error: string | null;
};

export type ThrottlingSettings = Record<string, number | string | boolean | null | undefined>;

export type RawResults = {
  startedAt: string;
  finishedAt: string | null;
  options: { runs: number; interactionRuns: number; methods: string[]; command: string };
  sites: Site[];
  environment: {
    cpu: string;
    cores: number;
    memoryGB: number;
    os: string;
    node: string;
    chromium: string | null;
    chromeFlags: string[];
    /** Which settings built `current` (.next/build-flavour: 'test' for npm run build:test), if known. */
    currentBuildFlavour: string | null;
    versions: Record<string, string>;
    /** What Lighthouse reported it used, per method (its configSettings). */
    lighthouseSettings: Partial<Record<LighthouseMethod, ThrottlingSettings>>;
    interactionSettings: { cpuSlowdown: number; durationThresholdMs: number; viewport: string; mobileViewport: string };
    order: string;
  };
  lighthouse: LighthouseRun[];
  interactions: InteractionRun[];
  /** Each page's HTML and page data, read from its site's folder; absent in results written before they were measured. */
  htmlAndData?: HtmlAndDataRun[];
};
