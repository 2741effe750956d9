/** A stats trend: '+12%' (green), '-5%' (red), '0%' (grey), or '—' without a base to compare. */
export function trendLabel(trend: number | null): { label: string; color: string } {
  if (trend === null) return { label: '—', color: 'dimmed' };
  if (trend > 0) return { label: `+${trend}%`, color: 'green' };
  if (trend < 0) return { label: `${trend}%`, color: 'red' };
  return { label: '0%', color: 'dimmed' };
}
