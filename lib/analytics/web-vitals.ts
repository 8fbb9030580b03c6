import type { Metric } from 'web-vitals';

/**
 * Real visitors' speed for the photographer's analytics: LCP, INP and CLS (Core Web Vitals, the
 * `web-vitals` library), sent to GA4 as events named after the metric. Started only when analytics
 * consent is granted, and its code is fetched only then (about 3.3 KB gzipped), so a visitor who
 * has not consented downloads and runs nothing of it. Metrics already reported for this page load
 * (the library observes buffered entries) still arrive when consent comes later on the page.
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

let started = false;

/** Starts measuring, once per page load; `report` decides at report time whether it may still send. */
export function measureWebVitals(report: (name: Metric['name'], params: WebVitalParams) => void): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  import('web-vitals')
    .then(({ onCLS, onINP, onLCP }) => {
      const send = (metric: Metric) => report(metric.name, webVitalParams(metric));
      onLCP(send);
      onINP(send);
      onCLS(send);
    })
    // A blocked or failed chunk must not surface: analytics never breaks a page.
    .catch(() => undefined);
}
