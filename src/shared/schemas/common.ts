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

// Query-string helpers: REST GET inputs arrive as strings, tRPC inputs as numbers; both parse.
// An empty string means "not given".
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
export const zQueryNumber = () => z.preprocess(emptyToUndefined, z.coerce.number({ error: 'Expected a number' }).finite());
export const zQueryInt = () => z.preprocess(emptyToUndefined, z.coerce.number({ error: 'Expected a whole number' }).int());
export const zQueryString = () => z.preprocess(emptyToUndefined, z.string().trim());
