import { describe, expect, it } from 'vitest';
import { parseSearchParams, searchParamsFor, searchParamsForTab, type SearchParams } from './search-params';

const today = '2026-11-21';

/** What the URL's query string says for a search. */
const queryOf = (search: SearchParams) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParamsFor(search))) for (const one of [value].flat()) params.append(key, one);
  return params;
};

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

  it('keeps every hotel choice through a reload: stay, party, prices, rating, sort and the map', () => {
    const hotels: SearchParams = {
      type: 'hotels',
      q: 'Nairobi',
      checkIn: '2026-12-24',
      checkOut: '2026-12-27',
      rooms: 2,
      adults: 3,
      childAges: [4, 11],
      minPrice: 50,
      maxPrice: 300,
      rating: 3,
      sort: 'distance',
      view: 'map',
    };
    const query = queryOf(hotels);
    expect(query.getAll('childAges')).toEqual(['4', '11']);
    expect(parseSearchParams(query, today)).toEqual(hotels);
  });

  it('keeps the cars, flights and tours choices through a reload', () => {
    const cars: SearchParams = {
      type: 'cars',
      q: 'Nairobi',
      checkIn: '2026-12-01',
      returnDate: '2026-12-05',
      dropoff: 'Mombasa Airport',
      category: 'SUV',
      sort: 'price_desc',
    };
    expect(parseSearchParams(queryOf(cars), today)).toEqual(cars);
    const flights: SearchParams = { type: 'flights', q: 'DXB to NBO', checkIn: '2026-12-01', passengers: 3, cabinClass: 'business', sort: 'duration' };
    expect(queryOf(flights).get('class')).toBe('business');
    expect(parseSearchParams(queryOf(flights), today)).toEqual(flights);
    const tours: SearchParams = { type: 'tours', q: 'safari', days: '4-7', region: 'Kenya', minPrice: 400, maxPrice: 2000, sort: 'rating' };
    expect(parseSearchParams(queryOf(tours), today)).toEqual(tours);
  });

  it('drops a sort another tab offers, a map outside hotels, and dates that do not fit the stay or rental', () => {
    expect(parseSearchParams(new URLSearchParams('type=cars&sort=distance&view=map'), today)).toMatchObject({ sort: undefined, view: undefined });
    expect(parseSearchParams(new URLSearchParams('type=flights&sort=departure'), today).sort).toBe('departure');
    expect(parseSearchParams(new URLSearchParams('type=tours&sort=distance&days=2-5'), today)).toMatchObject({ sort: undefined, days: undefined });
    const stay = parseSearchParams(new URLSearchParams('checkIn=2026-12-10&checkOut=2026-12-10&rating=2&rooms=4&adults=2'), today);
    expect(stay).toMatchObject({ checkOut: undefined, rating: undefined, rooms: undefined, adults: 2 });
    expect(parseSearchParams(new URLSearchParams('checkIn=2026-12-10&checkOut=2027-02-10'), today).checkOut).toBeUndefined();
    expect(parseSearchParams(new URLSearchParams('type=cars&checkIn=2026-12-10&returnDate=2026-12-09'), today).returnDate).toBeUndefined();
    expect(parseSearchParams(new URLSearchParams('childAges=4&childAges=18'), today).childAges).toBeUndefined();
  });

  it("a new tab keeps the text and Home's date and guests, not the other tab's filters", () => {
    const hotels = parseSearchParams(new URLSearchParams('q=Kenya&checkIn=2026-12-10&guests=2&minPrice=100&sort=price&view=map'), today);
    expect(searchParamsFor(searchParamsForTab(hotels, 'tours'))).toEqual({ type: 'tours', q: 'Kenya', checkIn: '2026-12-10', guests: '2' });
  });
});
