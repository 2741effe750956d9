// Query rules every catalogue feature follows (hotels, flights, cars, tours, users): how free
// text becomes an ILIKE pattern, how a page becomes limit/offset, and how a refused field is
// reported (a 400 naming the field, like zod's messages).
import { badRequest, conflict } from '../errors';
import { englishPlaceText } from '@shared/place-names';

/**
 * `text` for LIKE/ILIKE, matched literally: its own % _ and \ escaped with PostgreSQL's default
 * escape character. Every LIKE and ILIKE pattern made from what a client sent goes through this
 * (a test finds each one), so % or _ never match everything and a trailing \ is no error.
 */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** '%text%' for ILIKE: contains `text`, literally. */
export function containsPattern(text: string): string {
  return `%${likeLiteral(text)}%`;
}

/** containsPattern for the catalogue's English place text: a place typed in Kiswahili or Arabic ('نيروبي') matches as its English name. */
export function placePattern(text: string): string {
  return containsPattern(englishPlaceText(text));
}

/** A 400 whose message starts with the field, like zod's: "checkIn: Must not be in the past". */
export function fieldError(field: string, problem: string) {
  return badRequest(`${field}: ${problem}`, field);
}

/** A 409 about one field, worded the same way: "quoteId: This quote has expired". */
export function fieldConflict(field: string, problem: string) {
  return conflict(`${field}: ${problem}`, field);
}

export interface PageRequest {
  page?: number;
  limit?: number;
}

export interface PageWindow {
  page: number;
  limit: number;
  offset: number;
}

/** Page 1 by default; `defaultLimit` results per page unless the request asks for another. */
export function pageOf(input: PageRequest, defaultLimit: number): PageWindow {
  const page = input.page ?? 1;
  const limit = input.limit ?? defaultLimit;
  return { page, limit, offset: (page - 1) * limit };
}

/** Whether results beyond this page exist. */
export function hasMoreAfter(window: PageWindow, returned: number, total: number): boolean {
  return window.offset + returned < total;
}
