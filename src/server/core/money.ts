// Money on the server: integer cents everywhere (src/shared/money.ts turns cents into the
// API's decimal strings). Two conversions happen at the edges of the data layer: dollar
// filters from a request, and SQL sums, which PostgreSQL returns as bigint strings.

/** A price filter in dollars (the dialogs' numeric inputs) as cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** A `sum(...)::bigint` of cents as a number; refuses what a number cannot hold exactly. */
export function centsFromSum(sum: string | number | bigint | null): number {
  const cents = Number(sum ?? 0);
  if (!Number.isSafeInteger(cents)) throw new Error(`Sum of cents out of range: ${String(sum)}`);
  return cents;
}
