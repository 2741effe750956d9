// The spec's literal REST paths (spec §7), each bound to the tRPC procedure that does the work.
// src/server/http/rest.ts serves them under /api with the procedure's own validation and errors,
// and src/server/http/openapi.ts documents them. A new path is one line here.
import type { Request } from 'express';

export interface RestRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Express path under /api, e.g. '/cargo-shipments/:trackingNumber'. */
  path: string;
  /** Dotted tRPC procedure path, e.g. 'tours.list'. */
  procedure: string;
  /** Builds the procedure input; default: query (GET/DELETE) or JSON body, plus path params. */
  input?: (req: Request) => unknown;
  /** Status on success; default 200. */
  status?: number;
  tag: string;
  /** Request headers the route reads (documented in OpenAPI). */
  headers?: { name: string; description: string; required?: boolean; /** Input field the header fills (not part of the body). */ field?: string }[];
}

export const restRoutes: RestRoute[] = [
  { method: 'get', path: '/domain-context', procedure: 'branding.domainContext', tag: 'Branding' },
  { method: 'get', path: '/tour-packages', procedure: 'tours.list', tag: 'Tours' },
  { method: 'get', path: '/popular-destinations', procedure: 'tours.popularDestinations', tag: 'Tours' },
  { method: 'post', path: '/login', procedure: 'auth.login', tag: 'Accounts' },
  { method: 'post', path: '/register', procedure: 'auth.register', status: 201, tag: 'Accounts' },
  { method: 'post', path: '/logout', procedure: 'auth.logout', tag: 'Accounts' },
  { method: 'get', path: '/me', procedure: 'auth.me', tag: 'Accounts' },
  { method: 'get', path: '/profile', procedure: 'profile.get', tag: 'Accounts' },
  { method: 'patch', path: '/profile', procedure: 'profile.update', tag: 'Accounts' },
  { method: 'post', path: '/profile/password', procedure: 'profile.changePassword', tag: 'Accounts' },
  { method: 'get', path: '/admin/users', procedure: 'users.list', tag: 'Admin' },
  { method: 'get', path: '/hotels', procedure: 'hotels.list', tag: 'Travel' },
  { method: 'get', path: '/hotels/:id', procedure: 'hotels.get', tag: 'Travel' },
  { method: 'get', path: '/flights', procedure: 'flights.list', tag: 'Travel' },
  { method: 'get', path: '/flights/:id', procedure: 'flights.get', tag: 'Travel' },
  { method: 'get', path: '/airports', procedure: 'flights.airports', tag: 'Travel' },
  { method: 'get', path: '/cars', procedure: 'cars.list', tag: 'Travel' },
  { method: 'get', path: '/cars/:id', procedure: 'cars.get', tag: 'Travel' },
  { method: 'get', path: '/car-locations', procedure: 'cars.locations', tag: 'Travel' },
  { method: 'get', path: '/tour-packages/:id/departures', procedure: 'tours.departures', tag: 'Tours' },
  { method: 'get', path: '/search', procedure: 'search.find', tag: 'Travel' },
  { method: 'get', path: '/first-booking-offer', procedure: 'bookings.offer', tag: 'Bookings' },
  { method: 'get', path: '/bookings', procedure: 'bookings.list', tag: 'Bookings' },
  { method: 'post', path: '/bookings', procedure: 'bookings.create', status: 201, tag: 'Bookings' },
  { method: 'get', path: '/bookings/:id', procedure: 'bookings.get', tag: 'Bookings' },
  { method: 'post', path: '/bookings/:id/cancel', procedure: 'bookings.cancel', tag: 'Bookings' },
  {
    method: 'post',
    path: '/payments',
    procedure: 'payments.create',
    tag: 'Bookings',
    // The key travels in the Idempotency-Key header; the body is { bookingId, method, cardNumber? }.
    input: (req) => ({ ...(typeof req.body === 'object' && req.body !== null ? req.body : {}), idempotencyKey: req.get('Idempotency-Key') }),
    headers: [{ name: 'Idempotency-Key', description: 'Unique per payment attempt; a retry with the same key and body returns the stored result', required: true, field: 'idempotencyKey' }],
  },
  { method: 'get', path: '/admin/stats', procedure: 'admin.stats', tag: 'Admin' },
];
