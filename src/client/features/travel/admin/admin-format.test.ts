import { describe, expect, it } from 'vitest';
import { trendLabel } from './admin-format';

describe('trendLabel', () => {
  it('signs and colours the change', () => {
    expect(trendLabel(12)).toEqual({ label: '+12%', color: 'green' });
    expect(trendLabel(-5.5)).toEqual({ label: '-5.5%', color: 'red' });
    expect(trendLabel(0)).toEqual({ label: '0%', color: 'dimmed' });
    expect(trendLabel(null)).toEqual({ label: '—', color: 'dimmed' });
  });
});
