import { describe, expect, it } from 'vitest';
import { formattersFor } from '../../../i18n/format';
import { trendLabel } from './admin-format';

describe('trendLabel', () => {
  it('signs and colours the change', () => {
    const en = formattersFor('en');
    expect(trendLabel(12, en)).toEqual({ label: '+12%', color: 'green' });
    expect(trendLabel(-5.5, en)).toEqual({ label: '-5.5%', color: 'red' });
    expect(trendLabel(0, en)).toEqual({ label: '0%', color: 'dimmed' });
    expect(trendLabel(null, en)).toEqual({ label: '—', color: 'dimmed' });
  });
  it('writes the percentage the way the language does', () => {
    expect(trendLabel(12, formattersFor('sw')).label).toMatch(/12/);
    expect(trendLabel(-5, formattersFor('ar')).label).toMatch(/5/);
  });
});
