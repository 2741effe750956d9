// The REST table: every procedure of the app router whose meta names a path under /api
// (`meta.rest`), bound with its own parsers and what REST adds to it (rest-additions.ts). See
// binding.ts and docs/api.md.
import type { AnyRouter } from '@trpc/server';
import { appRouter } from '../api/app-router';
import { bindProcedure, type ProcedureDef, type ErasedRestAddition, type RestRoute } from './binding';
import { restAdditions } from './rest-additions';

/** A literal segment wins over a parameter: '/orders/quote' is tried before '/orders/:id'. */
function bySpecificity(a: RestRoute, b: RestRoute): number {
  const left = a.path.split('/');
  const right = b.path.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const literalFirst = Number(left[i].startsWith(':')) - Number(right[i].startsWith(':'));
    if (literalFirst !== 0) return literalFirst;
  }
  return 0;
}

export function restRoutesOf(router: AnyRouter, additions: Record<string, ErasedRestAddition | undefined>): RestRoute[] {
  const procedures = router._def.procedures as Record<string, { _def: ProcedureDef }>;
  const routes = Object.entries(procedures)
    .filter(([, procedure]) => procedure._def.meta?.rest)
    .map(([path, procedure]) => bindProcedure(path, procedure._def, additions[path]));
  for (const path of Object.keys(additions)) {
    if (!routes.some((route) => route.procedure === path)) throw new Error(`rest-additions.ts: '${path}' is no procedure with a REST path`);
  }
  const taken = new Set<string>();
  for (const route of routes) {
    const key = `${route.method} ${route.path.replace(/:\w+/g, ':')}`;
    if (taken.has(key)) throw new Error(`Two procedures answer ${route.method.toUpperCase()} /api${route.path}`);
    taken.add(key);
  }
  return routes.sort(bySpecificity);
}

export const restRoutes: RestRoute[] = restRoutesOf(appRouter, restAdditions as Record<string, ErasedRestAddition | undefined>);
