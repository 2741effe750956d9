// Type-level test: `npm run typecheck` compiles this file (tsconfig includes test/), and every
// `@ts-expect-error` below must meet a type error, or the build fails. Vitest runs it too
// (expectTypeOf does nothing at run time). It shows that the client's procedure inputs are
// exact (no query-string coercion in the schemas) and that what REST adds to a procedure
// (src/server/http/rest-additions.ts) is checked against that procedure's input and output.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { RouterInputs, RouterOutputs } from '../../src/client/lib/trpc';
import { itemsOfPage, replayedAsHeader, type RestAdditions } from '../../src/server/http/binding';
import { ZHotel } from '@shared/schemas/hotels';

/** An optional input, when given. */
type Given<T> = Exclude<T, void | undefined>;
type HotelSearch = Given<RouterInputs['hotels']['search']>;

/** Stands for `trpc.hotels.search.useQuery(input)`: it takes what the client may send. */
function searchHotels(input: RouterInputs['hotels']['search']) {
  return input;
}

describe('procedure input types', () => {
  it('are exact for the client', () => {
    expectTypeOf<HotelSearch['minPrice']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<HotelSearch['guests']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<HotelSearch['checkIn']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Given<RouterInputs['flights']['search']>['class']>().toEqualTypeOf<'economy' | 'business' | undefined>();
    expectTypeOf<Given<RouterInputs['bookings']['list']>['tab']>().toEqualTypeOf<'all' | 'upcoming' | 'past' | 'cancelled' | undefined>();
    expectTypeOf<RouterInputs['payments']['create']['idempotencyKey']>().toEqualTypeOf<string>();

    expect(searchHotels({ minPrice: 100, maxPrice: 150, rating: 4, checkIn: '2026-12-25', guests: 2 })).toBeDefined();
    // @ts-expect-error a price is a number, not text
    searchHotels({ minPrice: 'abc' });
    // @ts-expect-error guests is a number, not a date
    searchHotels({ guests: new Date() });
    // @ts-expect-error the rating is a number
    searchHotels({ rating: '4' });
  });

  it('keep one procedure per operation (no REST-shaped twins)', () => {
    expectTypeOf<RouterOutputs['hotels']['search']['items']>().toEqualTypeOf<z.infer<typeof ZHotel>[]>();
    expectTypeOf<RouterInputs['hotels']>().not.toHaveProperty('list');
    expectTypeOf<RouterInputs['flights']>().not.toHaveProperty('list');
    expectTypeOf<RouterOutputs['payments']['create']['replayed']>().toEqualTypeOf<boolean>();
  });
});

describe('REST additions', () => {
  it('are checked against the procedure they add to', () => {
    const additions: RestAdditions = {
      'hotels.search': { answer: itemsOfPage() },
      'emails.list': { answer: itemsOfPage({ 'X-Unread-Count': { field: 'unread', doc: { description: 'Unread', schema: { type: 'string' } } } }) },
      'payments.create': {
        requestHeaders: { 'Idempotency-Key': { field: 'idempotencyKey', description: 'Unique per attempt' } },
        answer: replayedAsHeader('Replayed'),
      },
    };
    expect(Object.keys(additions)).toHaveLength(3);

    // @ts-expect-error one hotel is not a page: it cannot be answered as a page's items
    expect<RestAdditions>({ 'hotels.get': { answer: itemsOfPage() } }).toBeDefined();
    // prettier-ignore
    // @ts-expect-error a count header must name a field of the page
    expect<RestAdditions>({ 'hotels.search': { answer: itemsOfPage({ 'X-Unread-Count': { field: 'unread', doc: { description: 'Unread', schema: {} } } }) } }).toBeDefined();
    // @ts-expect-error a request header must fill a field of the procedure's input
    expect<RestAdditions>({ 'hotels.search': { requestHeaders: { 'X-City': { field: 'city', description: 'Not a field' } } } }).toBeDefined();
    // @ts-expect-error a booking's result does not say whether it was replayed
    expect<RestAdditions>({ 'bookings.create': { answer: replayedAsHeader('Replayed') } }).toBeDefined();
    // @ts-expect-error no such procedure
    expect<RestAdditions>({ 'hotels.list': {} }).toBeDefined();
  });
});
