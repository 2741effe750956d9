import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultCheckIn, searchUrl } from './search-query';

describe('home search', () => {
  afterEach(() => vi.useRealTimers());

  it('defaults check-in to the coming 25 December', () => {
    expect(defaultCheckIn('2026-11-21')).toBe('2026-12-25');
    expect(defaultCheckIn('2026-12-25')).toBe('2026-12-25');
    expect(defaultCheckIn('2026-12-26')).toBe('2027-12-25');
  });

  it("Home's today follows the server's travel calendar, not the device's date", () => {
    // 23:30 UTC on 25 December: the device (UTC) still says the 25th, Nairobi says the 26th,
    // and the server would refuse a check-in on the 25th as past.
    vi.useFakeTimers({ now: new Date('2026-12-25T23:30:00Z'), toFake: ['Date'] });
    expect(defaultCheckIn()).toBe('2027-12-25');
  });
  it('builds the /search URL with the query and the chosen service', () => {
    expect(searchUrl({ destination: ' Zanzibar ', service: 'flights', checkIn: '2026-12-25', guests: 2 })).toBe(
      '/search?type=flights&q=Zanzibar&checkIn=2026-12-25&guests=2',
    );
  });
});
