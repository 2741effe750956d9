import { z } from 'zod';

/** A decimal money amount as a string: "129.90". */
export const ZAmount = z.string().regex(/^-?\d+\.\d{2}$/).describe('Decimal amount, two decimals');

/** A calendar date, never a timestamp: "2026-12-25". */
export const ZCalendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'Not a real calendar date');

// Query-string helpers. REST GET inputs arrive as strings, tRPC inputs as numbers; both parse,
// and an empty or blank value means "not given" (so an emptied filter field is no filter).
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

export const zOptionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max, `Use at most ${max} characters`).optional()).optional();

export const zOptionalDate = () => z.preprocess(blankToUndefined, ZCalendarDate.optional()).optional();

export const zOptionalMoneyFilter = () =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: 'Expected a number' }).min(0, 'Must be 0 or more').max(1_000_000, 'Must be at most 1000000').optional(),
  ).optional();

export const zOptionalInt = (min: number, max: number, message = `Must be a whole number from ${min} to ${max}`) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: 'Expected a whole number' }).int(message).min(min, message).max(max, message).optional()).optional();

/** An enum read case-insensitively from a query string ('Business' → 'business'). */
export const zOptionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) => {
  const byLowerCase = new Map(values.map((value) => [value.toLowerCase(), value]));
  return z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return typeof given === 'string' ? (byLowerCase.get(given.trim().toLowerCase()) ?? given) : given;
    },
    z.enum(values, { error: message }).optional(),
  ).optional();
};
