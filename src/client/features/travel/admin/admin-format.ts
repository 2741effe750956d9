import type { Formatters } from '../../../i18n/format';

/** A stats trend: '+12%' (green), '-5%' (red), '0%' (grey), or '—' without a base to compare. */
export function trendLabel(trend: number | null, format: Pick<Formatters, 'signedPercent'>): { label: string; color: string } {
  if (trend === null) return { label: '—', color: 'dimmed' };
  const label = format.signedPercent(trend);
  if (trend > 0) return { label, color: 'green' };
  if (trend < 0) return { label, color: 'red' };
  return { label, color: 'dimmed' };
}
