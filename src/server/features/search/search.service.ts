import type { EntityManager } from '@mikro-orm/postgresql';
import type { SearchResponse, SearchType } from '@shared/schemas/search';
import { DEFAULT_PAGE_SIZE } from '@shared/schemas/travel';
import { englishPlaceText } from '@shared/place-names';
import { pageOf } from '../../core/catalogue-query';
import { assertBookableDate, assertNotPast, today } from '../../core/travel-calendar';
import { searchCars } from '../cars';
import { listFlights, matchAirports } from '../flights';
import { searchHotels } from '../hotels';
import { listTourPackages } from '../tours';
import type { Language } from '@shared/languages';

export interface SearchInput {
  query: string;
  type?: SearchType;
  date?: string;
  page?: number;
  limit?: number;
}

/** "Dubai to Nairobi" ('hadi', 'إلى'), "DXB - NBO", "Dubai → Nairobi": a from and a to; anything else: a destination. */
export function splitRoute(query: string): { from?: string; to: string } {
  const match = /^(.+?)(?:\s+(?:to|hadi|إلى)\s+|\s*(?:→|->|–|-)\s*)(.+)$/i.exec(query.trim());
  if (match && match[1].trim() && match[2].trim()) return { from: match[1].trim(), to: match[2].trim() };
  return { to: query.trim() };
}

/**
 * GET /api/search: the /search screen's four tabs. Hotels by name or location; flights to a
 * city, airport or code (or "from to to") on the date; cars by location, brand, model or
 * category for a one-day rental from the date; tours by name, location or description.
 */
export async function search(em: EntityManager, input: SearchInput, language: Language = 'en'): Promise<SearchResponse> {
  const type = input.type ?? 'hotels';
  const query = input.query;
  // The catalogue is in English: a place typed in Kiswahili or Arabic ('نيروبي') searches as its English name.
  const catalogueQuery = englishPlaceText(query);
  // Checked here under its own name: the hotel and car searches would name it checkIn or pickupDate.
  if ((type === 'hotels' || type === 'cars') && input.date) assertBookableDate('date', input.date);
  if (type === 'hotels') {
    const page = await searchHotels(em, { destination: catalogueQuery, checkIn: input.date, page: input.page, limit: input.limit, language });
    return { type, query, total: page.total, results: page.items };
  }
  if (type === 'flights') {
    const todayDate = today();
    const date = input.date ?? todayDate;
    assertNotPast('date', date, todayDate);
    const route = splitRoute(catalogueQuery);
    const toCodes = await matchAirports(em, route.to);
    const fromCodes = route.from ? await matchAirports(em, route.from) : undefined;
    const { items, total } = await listFlights(em, { date, cabinClass: 'economy', fromCodes, toCodes, minSeats: 1 }, pageOf(input, DEFAULT_PAGE_SIZE));
    return { type, query, total, results: items };
  }
  if (type === 'cars') {
    const page = await searchCars(em, { pickupDate: input.date, text: catalogueQuery, page: input.page, limit: input.limit });
    return { type, query, total: page.total, results: page.items };
  }
  const tours = await listTourPackages(em, { date: input.date, text: catalogueQuery, language });
  return { type, query, total: tours.length, results: tours };
}
