import { describe, expect, it } from 'vitest';
import { parseStayParams } from './stay-params';

const today = '2026-03-10';
const parse = (query: string) => parseStayParams(new URLSearchParams(query), today);

describe('parseStayParams', () => {
  it('keeps a bookable stay and its guests', () => {
    expect(parse('checkIn=2026-03-12&checkOut=2026-03-14&guests=3')).toEqual({ checkIn: '2026-03-12', checkOut: '2026-03-14', guests: 3, childAges: [] });
  });
  it('keeps the party: rooms, adults (over guests) and each child’s age', () => {
    expect(parse('checkIn=2026-03-12&rooms=2&adults=3&guests=1&childAges=4&childAges=9')).toEqual({
      checkIn: '2026-03-12',
      guests: 3,
      rooms: 2,
      childAges: [4, 9],
    });
  });
  it('drops a past or malformed check-in (and so the check-out), and guests out of range', () => {
    expect(parse('checkIn=2026-03-09&checkOut=2026-03-14&guests=0')).toEqual({ guests: 1, childAges: [] });
    expect(parse('checkIn=tomorrow&guests=11')).toEqual({ guests: 1, childAges: [] });
  });
  it('drops more rooms than adults, and ages that are not ages', () => {
    expect(parse('adults=2&rooms=3&childAges=4&childAges=18')).toEqual({ guests: 2, childAges: [] });
  });
  it('drops a check-out not after the check-in or more than 30 nights later', () => {
    expect(parse('checkIn=2026-03-12&checkOut=2026-03-12')).toEqual({ checkIn: '2026-03-12', guests: 1, childAges: [] });
    expect(parse('checkIn=2026-03-12&checkOut=2026-04-12')).toEqual({ checkIn: '2026-03-12', guests: 1, childAges: [] });
  });
});
