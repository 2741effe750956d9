import { describe, expect, it } from 'vitest';
import { tourListInput, tourRegions } from './tour-filters';

describe('the tours tab filters', () => {
  it('offer the countries first, then the parks and towns the catalogue names', () => {
    expect(
      tourRegions([
        { location: 'Serengeti, Tanzania' },
        { location: 'Dubai, UAE' },
        { location: 'Serengeti & Maasai Mara' },
        { location: 'Maasai Mara, Kenya' },
      ]),
    ).toEqual(['Kenya', 'Tanzania', 'UAE', 'Dubai', 'Maasai Mara', 'Serengeti']);
  });

  it('send the duration range as days, and the text, region, prices and sort as they are', () => {
    expect(tourListInput({ type: 'tours', q: 'safari', days: '4-7', region: 'Kenya', minPrice: 100, sort: 'price' })).toEqual({
      date: undefined,
      query: 'safari',
      region: 'Kenya',
      minDays: 4,
      maxDays: 7,
      minPrice: 100,
      maxPrice: undefined,
      sort: 'price',
    });
    expect(tourListInput({ type: 'tours', q: '', days: '8+' })).toMatchObject({ query: undefined, minDays: 8, maxDays: undefined });
  });
});
