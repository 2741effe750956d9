// The tRPC React client. Only the router's type crosses from the server (import type).
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/api/app-router';
import { createTrpcLinks } from './live';

export const trpc = createTRPCReact<AppRouter>();
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export type TrpcClient = ReturnType<typeof trpc.createClient>;

/** Queries and mutations batch over HTTP; subscriptions (live data) stream over SSE. */
export function createTrpcClient(): TrpcClient {
  return trpc.createClient({ links: createTrpcLinks() });
}
