import { TOUR_DURATION_RANGES, type TourSort } from '@shared/travel-terms';
import type { TourListRequest, TourPackage } from '@shared/schemas/tours';
import type { SearchParams } from '../search/search-params';

/** The tours tab's list request: the text, the earliest date, and the URL's filters and sort. */
export function tourListInput(search: SearchParams): NonNullable<TourListRequest> {
  const days = search.days ? TOUR_DURATION_RANGES[search.days] : undefined;
  return {
    date: search.checkIn,
    query: search.q || undefined,
    region: search.region,
    minDays: days?.minDays,
    maxDays: days && 'maxDays' in days ? days.maxDays : undefined,
    minPrice: search.minPrice,
    maxPrice: search.maxPrice,
    sort: search.sort as TourSort | undefined,
  };
}

/** A max price under the min price: the server would refuse it, the filters say so instead. */
export const tourPriceRangeError = (search: Pick<SearchParams, 'minPrice' | 'maxPrice'>) =>
  search.minPrice !== undefined && search.maxPrice !== undefined && search.maxPrice < search.minPrice;

/**
 * The regions the catalogue's packages name, for the region filter: each place of a location
 * ('Serengeti, Tanzania' gives Serengeti and Tanzania; 'Serengeti & Maasai Mara' both parks),
 * countries first (the last place of a location), then the rest, each alphabetical.
 */
export function tourRegions(tours: Pick<TourPackage, 'location'>[]): string[] {
  const countries = new Set<string>();
  const places = new Set<string>();
  for (const { location } of tours) {
    const parts = location
      .split(/\s*(?:,|&)\s*/)
      .map((part) => part.trim())
      .filter(Boolean);
    if (location.includes(',')) countries.add(parts[parts.length - 1]);
    for (const part of parts) places.add(part);
  }
  const byName = (a: string, b: string) => a.localeCompare(b);
  return [...[...countries].sort(byName), ...[...places].filter((place) => !countries.has(place)).sort(byName)];
}
