import { describe, expect, it } from 'vitest';
import { parseStayParams } from './stay-params';

const today = '2026-03-10';
const parse = (query: string) => parseStayParams(new URLSearchParams(query), today);

describe('parseStayParams', () => {
  it('keeps a bookable stay and its guests', () => {
    expect(parse('checkIn=2026-03-12&checkOut=2026-03-14&guests=3')).toEqual({ checkIn: '2026-03-12', checkOut: '2026-03-14', guests: 3 });
  });
  it('drops a past or malformed check-in (and so the check-out), and guests out of range', () => {
    expect(parse('checkIn=2026-03-09&checkOut=2026-03-14&guests=0')).toEqual({ guests: 1 });
    expect(parse('checkIn=tomorrow&guests=11')).toEqual({ guests: 1 });
  });
  it('drops a check-out not after the check-in or more than 30 nights later', () => {
    expect(parse('checkIn=2026-03-12&checkOut=2026-03-12')).toEqual({ checkIn: '2026-03-12', guests: 1 });
    expect(parse('checkIn=2026-03-12&checkOut=2026-04-12')).toEqual({ checkIn: '2026-03-12', guests: 1 });
  });
});
