import { describe, expect, it } from 'vitest';
import { DEFAULT_CHILD_AGE, defaultHotelFilters, hotelSearchInput, partyLimits, withChildren } from './hotel-filters';

describe('the hotel party', () => {
  const filters = defaultHotelFilters('2026-11-27');

  it('starts as 1 room for 2 adults and no children, and searches for exactly that', () => {
    expect(filters).toMatchObject({ rooms: 1, adults: 2, childAges: [] });
    expect(hotelSearchInput(filters)).toMatchObject({ rooms: 1, adults: 2, childAges: undefined });
  });

  it('adds children with a default age and removes the last ones first', () => {
    const three = withChildren({ ...filters, childAges: [9] }, 3);
    expect(three.childAges).toEqual([9, DEFAULT_CHILD_AGE, DEFAULT_CHILD_AGE]);
    expect(withChildren(three, 1).childAges).toEqual([9]);
    expect(hotelSearchInput(three).childAges).toEqual([9, DEFAULT_CHILD_AGE, DEFAULT_CHILD_AGE]);
  });

  it('keeps an adult in every room: rooms up to the adults (at most 5), adults down to the rooms', () => {
    expect(partyLimits({ rooms: 1, adults: 2, childAges: [] })).toMatchObject({ rooms: { min: 1, max: 2 }, adults: { min: 1, max: 10 } });
    expect(partyLimits({ rooms: 3, adults: 8, childAges: [] })).toMatchObject({ rooms: { max: 5 }, adults: { min: 3 } });
  });
});
