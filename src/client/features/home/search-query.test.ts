import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { defaultCheckIn, searchUrl } from './search-query';

describe('home search', () => {
  it("defaults check-in to the coming 25 December", () => {
    expect(defaultCheckIn(dayjs('2026-11-21'))).toBe('2026-12-25');
    expect(defaultCheckIn(dayjs('2026-12-25'))).toBe('2026-12-25');
    expect(defaultCheckIn(dayjs('2026-12-26'))).toBe('2027-12-25');
  });
  it('builds the /search URL with the query and the chosen service', () => {
    expect(searchUrl({ destination: ' Zanzibar ', service: 'flights', checkIn: '2026-12-25', guests: 2 })).toBe('/search?type=flights&q=Zanzibar&checkIn=2026-12-25&guests=2');
  });
});
