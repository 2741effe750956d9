import { z } from 'zod';
import { ZCar } from './cars';
import { ZFlight } from './flights';
import { ZHotel } from './hotels';
import { ZTourPackage } from './tours';
import { zPageFields } from './travel';
import { zOptionalChoice, zOptionalDate } from './common';
import { plainText } from './text';
import { SEARCH_TYPES } from '../travel-terms';

// GET /api/search (query, type; the /search screen's four tabs).
export { type SearchType } from '../travel-terms';

/**
 * query: hotels by name or location; flights to a city, airport or code ("Nairobi",
 * "ZNZ", or "Dubai to Nairobi"); cars by location, brand, model or category; tours by name,
 * location or description. date: check-in / departure / pickup (default today).
 */
export const ZSearchRequest = z.object({
  query: plainText(
    z
      // Only a missing query is 'Required': a schema-wide message would also replace the
      // control-character rule's own (it is a check on this same schema).
      .string({ error: (issue) => (issue.input === undefined ? 'Required' : undefined) })
      .trim()
      .min(1, 'Required')
      .max(100, 'Use at most 100 characters'),
  ),
  type: zOptionalChoice(SEARCH_TYPES, `Choose one of ${SEARCH_TYPES.join(', ')}`).describe('Default hotels'),
  date: zOptionalDate(),
  ...zPageFields(),
});
export type SearchRequest = z.output<typeof ZSearchRequest>;

export const ZSearchResponse = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hotels'), query: z.string(), total: z.number().int(), results: z.array(ZHotel) }),
  z.object({ type: z.literal('flights'), query: z.string(), total: z.number().int(), results: z.array(ZFlight) }),
  z.object({ type: z.literal('cars'), query: z.string(), total: z.number().int(), results: z.array(ZCar) }),
  z.object({ type: z.literal('tours'), query: z.string(), total: z.number().int(), results: z.array(ZTourPackage) }),
]);
export type SearchResponse = z.infer<typeof ZSearchResponse>;
