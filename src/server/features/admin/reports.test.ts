import { describe, expect, it } from 'vitest';
import { percent, reportPeriods } from './reports';

describe('report periods', () => {
  it('lists every day of the range, or the Monday of every week it touches', () => {
    expect(reportPeriods('2026-11-29', '2026-12-02', 'day')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    // 2026-11-29 is a Sunday: its week began on Monday 23 November.
    expect(reportPeriods('2026-11-29', '2026-12-08', 'week')).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(reportPeriods('2026-11-30', '2026-11-30', 'week')).toEqual(['2026-11-30']);
  });

  it('gives per cents with one decimal, and null without a base', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(0, 5)).toBe(0);
    expect(percent(3, 0)).toBeNull();
  });
});
