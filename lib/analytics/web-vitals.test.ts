import { webVitalParams } from './web-vitals';

test('reports the change since the last report, in milliseconds', () => {
  expect(webVitalParams({ name: 'LCP', value: 1234.5, delta: 1234.5, id: 'v5-1', rating: 'good' })).toEqual({
    value: 1235,
    metric_id: 'v5-1',
    metric_value: 1234.5,
    metric_delta: 1234.5,
    metric_rating: 'good',
    non_interaction: true,
  });
});

test('reports layout shift × 1000, so GA4 can add it up as a whole number', () => {
  expect(webVitalParams({ name: 'CLS', value: 0.05, delta: 0.012, id: 'v5-2', rating: 'good' })).toMatchObject({
    value: 12,
    metric_value: 0.05,
  });
});
