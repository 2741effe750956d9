// What a procedure says about itself beyond its parsers (`.meta(...)`, typed by init.ts):
// - `access`: who may call it, set once by the base procedure it is built on (public,
//   signed in, staff, admin), never by hand;
// - `summary` and `description`: what it does, for the reader and the OpenAPI document;
// - `rest`: the path under /api where it also answers, next to the procedure as documenso
//   does with `meta.openapi`. The REST edge
//   (src/server/http/rest-routes.ts) reads the procedure's own input and output parsers and
//   this, so a path never restates a schema; what only HTTP adds (a request header that fills
//   an input field, an answer split into body and headers, a file as the body) is said in
//   src/server/http/rest-additions.ts. docs/api.md.
//
//   const cancel = authedProcedure
//     .meta({ summary: 'Cancel a booking', rest: { method: 'post', path: '/bookings/:id/cancel', tag: 'Bookings' } })
//     .input(ZBookingIdRequest)
//     .output(ZBooking)
//     .mutation(...);

import { BOOKING_HORIZON_DAYS } from '@shared/travel-terms';

/** The input rule of a first travel date (check-in, pickup, a tour's day), as `inputRules` states it. */
export const BOOKABLE_DATE_RULE = `today or later (the travel calendar's today, East Africa), at most ${BOOKING_HORIZON_DAYS} days ahead`;

/** Who may call a procedure: drives the documented 401/403 answers and the cookie security. */
export type Access = 'public' | 'signed-in' | 'staff' | 'admin';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type SuccessStatus = 200 | 201;

/** Errors a path documents beyond the ones every path may give (400, 500, and by access and method 401, 403, 413). */
export type DeclaredErrorStatus = 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/** Where a procedure answers under /api, and what the OpenAPI document says of it. */
export interface RestMeta {
  method: HttpMethod;
  /**
   * Express path under /api: '/bookings/:id/cancel'. Each `:name` fills the input field of
   * that name. GET and DELETE read the other input fields from the query string, the other
   * methods from the JSON body.
   */
  path: string;
  /** OpenAPI tag (a group in the document). */
  tag: string;
  /** Default 200. */
  status?: SuccessStatus;
  /** Error answers particular to this path, with what they mean. */
  errors?: Partial<Record<DeclaredErrorStatus, string>>;
  /**
   * Rules on input fields that a JSON Schema cannot state, by field: against another field,
   * today's date, a check digit, or what exists ('after checkIn, at most 30 nights later').
   * Each is refused with a 400 naming the field; the document says so on that field.
   */
  inputRules?: Record<string, string>;
}

export interface ProcedureMeta {
  access?: Access;
  /** A catalogue read (catalogueProcedure): the same answer for every caller, whoever is signed in. */
  catalogue?: boolean;
  /** One line: what the procedure does (required with `rest`: it is the path's summary). */
  summary?: string;
  description?: string;
  rest?: RestMeta;
}
