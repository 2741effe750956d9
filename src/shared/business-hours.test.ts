import { describe, expect, it } from 'vitest';
import { groupOpeningHours, referenceDate, shortClock } from './business-hours';
import { DEFAULT_BUSINESS_HOURS } from './schemas/branding';

describe('opening hours', () => {
  it("read as the spec's lines: Mon-Fri 9:00-18:00, Sat 10:00-16:00, Sun 12:00-16:00", () => {
    expect(groupOpeningHours(DEFAULT_BUSINESS_HOURS)).toEqual([
      { from: 'mon', to: 'fri', open: '09:00', close: '18:00' },
      { from: 'sat', to: 'sat', open: '10:00', close: '16:00' },
      { from: 'sun', to: 'sun', open: '12:00', close: '16:00' },
    ]);
    expect(shortClock('09:00')).toBe('9:00');
    expect(shortClock('18:00')).toBe('18:00');
  });

  it('keeps closed days apart and joins only neighbours', () => {
    const hours = DEFAULT_BUSINESS_HOURS.map((day) => (day.day === 'wed' || day.day === 'sun' ? { ...day, open: null, close: null } : day));
    expect(groupOpeningHours(hours).map((line) => `${line.from}-${line.to}:${line.open ?? 'closed'}`)).toEqual([
      'mon-tue:09:00',
      'wed-wed:closed',
      'thu-fri:09:00',
      'sat-sat:10:00',
      'sun-sun:closed',
    ]);
    expect(new Date(`${referenceDate('mon')}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(new Date(`${referenceDate('sun')}T00:00:00Z`).getUTCDay()).toBe(0);
  });
});
