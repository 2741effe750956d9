import { z } from 'zod';
import { plainText } from './text';
import { isCalendarDate } from '../travel-terms';

/** A decimal money amount as a string: "129.90". */
export const ZAmount = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('Decimal amount, two decimals');

/** A calendar date, never a timestamp: "2026-12-25". */
export const ZCalendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a real calendar date')
  // Documented as what it takes: a real date (format), from the year 1000 on.
  .meta({ format: 'date', pattern: '^[1-9]\\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' });

// Optional filter fields of the search and list procedures. They are plain typed zod: a
// number is a number, a date a 'YYYY-MM-DD' string, so the client's input types are exact.
// Query strings are turned into these types at the REST edge (src/server/http/query-input.ts),
// which also treats a blank query value as "not given". Text filters do the same here: an
// emptied search box is no filter, whichever way it arrives.

export const zOptionalText = (max: number) =>
  plainText(z.string().trim().max(max, `Use at most ${max} characters`))
    .transform((value) => value || undefined)
    .optional();

export const zOptionalDate = () => ZCalendarDate.optional();

export const zOptionalMoneyFilter = () =>
  z.number({ error: 'Expected a number' }).min(0, 'Must be 0 or more').max(1_000_000, 'Must be at most 1000000').optional();

export const zOptionalInt = (min: number, max: number, message = `Must be a whole number from ${min} to ${max}`) =>
  z.number({ error: 'Expected a whole number' }).int(message).min(min, message).max(max, message).optional();

/** One of `values`; the REST edge matches query strings case-insensitively ('Business' → 'business'). */
export const zOptionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message }).optional();
