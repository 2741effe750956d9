import { describe, expect, it } from 'vitest';
import { parseSearchParams, searchParamsFor } from './search-params';

const today = '2026-11-21';

describe('/search URL', () => {
  it("reads Home's search", () => {
    expect(parseSearchParams(new URLSearchParams('type=flights&q=Zanzibar&checkIn=2026-12-25&guests=2'), today)).toEqual({
      type: 'flights',
      q: 'Zanzibar',
      checkIn: '2026-12-25',
      guests: 2,
    });
  });

  it('defaults to hotels and ignores bad values', () => {
    expect(parseSearchParams(new URLSearchParams('type=boats&checkIn=2026-02-30&guests=two'), today)).toEqual({
      type: 'hotels',
      q: '',
      checkIn: undefined,
      guests: undefined,
    });
    expect(parseSearchParams(new URLSearchParams('checkIn=2026-11-20'), today).checkIn).toBeUndefined();
  });

  it('writes only what is set', () => {
    expect(searchParamsFor({ type: 'tours', q: '' })).toEqual({ type: 'tours' });
    expect(searchParamsFor({ type: 'hotels', q: 'Kigali', checkIn: '2026-12-25', guests: 3 })).toEqual({
      type: 'hotels',
      q: 'Kigali',
      checkIn: '2026-12-25',
      guests: '3',
    });
  });
});
