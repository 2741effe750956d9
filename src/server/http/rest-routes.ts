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
  headers?: { name: string; description: string; required?: boolean }[];
}

export const restRoutes: RestRoute[] = [
  { method: 'get', path: '/domain-context', procedure: 'branding.domainContext', tag: 'Branding' },
  { method: 'get', path: '/tour-packages', procedure: 'tours.list', tag: 'Tours' },
  { method: 'get', path: '/popular-destinations', procedure: 'tours.popularDestinations', tag: 'Tours' },
];
