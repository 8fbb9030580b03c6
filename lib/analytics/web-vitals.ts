import type { Metric } from 'web-vitals';
import { localeOfPath, type Locale } from '@/lib/i18n';

/**
 * Real visitors' speed for the photographer's analytics: LCP, INP and CLS (Core Web Vitals, the
 * `web-vitals` library), sent to GA4 as events named after the metric. Started only when analytics
 * consent is granted, and its code is fetched only then (about 3.3 KB gzipped), so a visitor who
 * has not consented downloads and runs nothing of it. Metrics already reported for this page load
 * (the library observes buffered entries) still arrive when consent comes later on the page.
 *
 * The library reports a value late (the largest paint at the visitor's first input, the slowest
 * interaction when the page is hidden), often after the visitor has moved to another page in
 * place: each value carries the page that was on show when its entries were observed.
 */

export type WebVitalParams = {
  /** What GA4 adds up: the change since the last report, in ms (CLS × 1000). */
  value: number;
  metric_id: string;
  metric_value: number;
  metric_delta: number;
  metric_rating: Metric['rating'];
  non_interaction: true;
};

export function webVitalParams(metric: Pick<Metric, 'name' | 'value' | 'delta' | 'id' | 'rating'>): WebVitalParams {
  const scale = metric.name === 'CLS' ? 1000 : 1;
  return {
    value: Math.round(metric.delta * scale),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    non_interaction: true,
  };
}

/** A page as the visitor saw it: its path and language. */
export type MeasuredPage = { path: string; locale: Locale };

/** A page shown in this document, since a moment on `performance.now()`'s clock. */
export type ShownPage = { page: MeasuredPage; since: number };

/** The page on show at `time`: the last one shown at or before it (the first one before any). */
export function pageShownAt(history: readonly ShownPage[], time: number): MeasuredPage | undefined {
  let found = history[0];
  for (const shown of history) if (shown.since <= time) found = shown;
  return found?.page;
}

/**
 * When a metric's value was observed: its first entry (the largest paint, the interaction, the
 * first shift of the worst burst); now, for a value no entry makes (no shift at all).
 */
export function observedAt(metric: Pick<Metric, 'entries'>, now: number): number {
  return metric.entries[0]?.startTime ?? now;
}

const history: ShownPage[] = [];

/** Called for each page shown, as it is shown; the document's first page counts from the document's start. */
export function notePageShown(page: MeasuredPage, at: number = performance.now()): void {
  history.push({ page, since: history.length === 0 ? 0 : at });
}

function measuredPage(metric: Metric): MeasuredPage {
  const now = performance.now();
  const path = window.location.pathname;
  return pageShownAt(history, observedAt(metric, now)) ?? { path, locale: localeOfPath(path) };
}

let started = false;

/** Starts measuring, once per page load; `report` decides at report time whether it may still send. */
export function measureWebVitals(
  report: (name: Metric['name'], params: WebVitalParams, page: MeasuredPage) => void,
): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  import('web-vitals')
    .then(({ onCLS, onINP, onLCP }) => {
      const send = (metric: Metric) => report(metric.name, webVitalParams(metric), measuredPage(metric));
      onLCP(send);
      onINP(send);
      onCLS(send);
    })
    // A blocked or failed chunk must not surface: analytics never breaks a page.
    .catch(() => undefined);
}
