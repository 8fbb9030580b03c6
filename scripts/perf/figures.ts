import { PAGE_DATA_PREFIXES } from './html-and-data';
import type { LcpPhases, LighthouseFigures, ResourceType } from './results';

/**
 * The part of a Lighthouse result (LH.Result) this file reads. Audit details are a wide union in
 * Lighthouse's types; they are read here as plain JSON and checked field by field.
 */
export type LighthouseResultLike = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  runtimeError?: { code: string; message?: string };
};

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function itemsOf(value: unknown): Json[] {
  return isRecord(value) && Array.isArray(value.items) ? value.items.filter(isRecord) : [];
}

function numberOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

const typeByLighthouseType: Record<string, ResourceType> = {
  Document: 'document',
  Script: 'script',
  Stylesheet: 'stylesheet',
  Image: 'image',
  Font: 'font',
};

/** Lighthouse's LCP phase names (largest-contentful-paint-element's second table) → ours. */
const phaseKeys: Record<string, keyof LcpPhases> = {
  TTFB: 'ttfb',
  'Load Delay': 'loadDelay',
  'Load Time': 'loadTime',
  'Render Delay': 'renderDelay',
};

/** '/_next/static/chunks/a.css' for the measured origin, the full URL for any other. */
function shortUrl(url: string, origin: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? parsed.pathname : url;
  } catch {
    return url;
  }
}

function lcpPhases(details: unknown): LcpPhases | null {
  const phaseTable = itemsOf(details)[1];
  const phases: Partial<LcpPhases> = {};
  for (const row of itemsOf(phaseTable)) {
    const key = typeof row.phase === 'string' ? phaseKeys[row.phase] : undefined;
    const timing = numberOf(row.timing);
    if (key && timing !== null) phases[key] = timing;
  }
  const { ttfb, loadDelay, loadTime, renderDelay } = phases;
  return ttfb === undefined || loadDelay === undefined || loadTime === undefined || renderDelay === undefined
    ? null
    : { ttfb, loadDelay, loadTime, renderDelay };
}

function lcpElement(details: unknown): string | null {
  const node = itemsOf(itemsOf(details)[0])[0]?.node;
  if (!isRecord(node)) return null;
  const label = typeof node.nodeLabel === 'string' ? node.nodeLabel : '';
  const selector = typeof node.selector === 'string' ? node.selector : '';
  return [label, selector && `(${selector})`].filter(Boolean).join(' ') || null;
}

/** The figures of one Lighthouse run of a page served at `origin`. */
export function figuresOf(lhr: LighthouseResultLike, origin: string): LighthouseFigures {
  const audit = (id: string) => lhr.audits[id];
  const metric = (id: string) => numberOf(audit(id)?.numericValue);

  const requests = itemsOf(audit('network-requests')?.details);
  const bytes: LighthouseFigures['bytes'] = {
    document: 0,
    script: 0,
    stylesheet: 0,
    image: 0,
    font: 0,
    other: 0,
    total: 0,
  };
  for (const request of requests) {
    const size = numberOf(request.transferSize) ?? 0;
    const type = typeof request.resourceType === 'string' ? typeByLighthouseType[request.resourceType] : undefined;
    bytes[type ?? 'other'] += size;
    bytes.total += size;
  }

  // First-load JS: scripts whose request started before the load event. The network table's times
  // are relative to its own start; the load event is a trace timestamp (µs) in the metrics audit.
  const networkDetails = audit('network-requests')?.details;
  const debugData = isRecord(networkDetails) && isRecord(networkDetails.debugData) ? networkDetails.debugData : {};
  const networkStartMs = (numberOf(debugData.networkStartTimeTs) ?? NaN) / 1000;
  const loadMs = (numberOf(itemsOf(audit('metrics')?.details)[0]?.observedLoadTs) ?? NaN) / 1000;
  const beforeLoad = (request: Json) => {
    const requestTime = numberOf(request.networkRequestTime);
    return !Number.isFinite(networkStartMs + loadMs) || requestTime === null || networkStartMs + requestTime <= loadMs;
  };
  const isPageData = (request: Json) =>
    typeof request.url === 'string' && PAGE_DATA_PREFIXES.some((prefix) => shortUrl(request.url as string, origin).startsWith(prefix));
  const loadScripts = requests.filter((request) => request.resourceType === 'Script' && beforeLoad(request));
  const sum = (list: Json[]) => list.reduce((total, request) => total + (numberOf(request.transferSize) ?? 0), 0);

  const otherOrigins = new Set<string>();
  for (const request of requests) {
    if (typeof request.url !== 'string' || !/^https?:/.test(request.url)) continue;
    const requestOrigin = new URL(request.url).origin;
    if (requestOrigin !== origin) otherOrigins.add(requestOrigin);
  }

  const score = lhr.categories.performance?.score;
  const lcpDetails = audit('largest-contentful-paint-element')?.details;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    speedIndex: metric('speed-index'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    bytes,
    firstLoadJs: sum(loadScripts.filter((request) => !isPageData(request))),
    pageDataJs: sum(loadScripts.filter(isPageData)),
    lcpElement: lcpElement(lcpDetails),
    lcpPhases: lcpPhases(lcpDetails),
    renderBlocking: itemsOf(audit('render-blocking-resources')?.details).flatMap((item) =>
      typeof item.url === 'string'
        ? [`${shortUrl(item.url, origin)} (${Math.round(numberOf(item.wastedMs) ?? 0)} ms)`]
        : [],
    ),
    otherOrigins: [...otherOrigins].sort(),
  };
}
