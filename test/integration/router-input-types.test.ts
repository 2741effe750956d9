// Type-level test: `npm run typecheck` compiles this file (tsconfig includes test/), and every
// `@ts-expect-error` below must meet a type error, or the build fails. Vitest runs it too
// (expectTypeOf does nothing at run time). It shows that the client's procedure inputs are
// exact (no query-string coercion in the schemas) and that a REST binding cannot call a
// procedure with the wrong input, answer a body of the wrong shape or write undeclared headers.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { RouterInputs, RouterOutputs } from '../../src/client/lib/trpc';
import { get } from '../../src/server/http/binding';
import { ZHotel, ZHotelSearchRequest } from '../../src/shared/schemas/hotels';

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

describe('REST bindings', () => {
  it('are checked against the procedure they call', () => {
    const shaped = get('/hotels', {
      tag: 'Travel',
      summary: 'List hotels',
      input: ZHotelSearchRequest,
      output: z.array(ZHotel),
      responseHeaders: { 'X-Total-Count': { description: 'Total', schema: { type: 'integer' } } },
      call: (api, input) => api.hotels.search(input),
      respond: (page) => ({ body: page.items, headers: { 'X-Total-Count': String(page.total) } }),
    });
    expect(shaped.path).toBe('/hotels');

    // @ts-expect-error the procedure answers a page, not the list of hotels: the binding must shape it with `respond`
    get('/hotels', { tag: 'Travel', summary: 'List hotels', input: ZHotelSearchRequest, output: z.array(ZHotel), call: (api, input) => api.hotels.search(input) });

    // @ts-expect-error hotels.get needs an id, which the search input does not have
    get('/hotels', { tag: 'Travel', summary: 'One hotel', input: ZHotelSearchRequest, output: ZHotel, call: (api, input) => api.hotels.get(input) });

    get('/hotels', {
      tag: 'Travel',
      summary: 'List hotels',
      input: ZHotelSearchRequest,
      output: z.array(ZHotel),
      call: (api, input) => api.hotels.search(input),
      // @ts-expect-error a response header must be declared in responseHeaders
      respond: (page) => ({ body: page.items, headers: { 'X-Total-Count': String(page.total) } }),
    });

    // @ts-expect-error a request header must fill a field of the input
    get('/hotels', { tag: 'Travel', summary: 'List hotels', input: ZHotelSearchRequest, requestHeaders: { 'X-City': { field: 'city', description: 'Not a field' } }, output: z.array(ZHotel), call: (api, input) => api.hotels.search(input), respond: (page) => ({ body: page.items }) });
  });
});
