// The typed server-side caller of the app router. The REST edge (src/server/http) calls the
// procedures through it, so /api runs the same validation, middleware and error mapping as
// /trpc, and a binding that calls a procedure with the wrong input does not compile.
import { appRouter } from './app-router';
import { createCallerFactory } from '../trpc/init';

export const createApiCaller = createCallerFactory(appRouter);

/** What a REST binding calls: `api.hotels.search(input)`. */
export type Api = ReturnType<typeof createApiCaller>;
