// Live data: the server pushes it through tRPC subscriptions over Server-Sent Events (the spec
// allows no polling). Queries and mutations keep the batch link; subscriptions go over an
// EventSource, which sends the session cookie itself (same origin). Every subscription starts
// with a snapshot of the current state, and sends one again after any gap, so a view simply
// shows the latest message. See docs/platform.md.
//
//   const notifications = trpc.notifications.live.useSubscription(undefined, { onData: (m) => ... });
//   useLiveRecovery(notifications);
//   const status = liveStatus(notifications); // 'live' | 'connecting' | 'reconnecting' | ...
import { useEffect, useRef } from 'react';
import { TRPCClientError, httpBatchLink, httpSubscriptionLink, splitLink, type TRPCLink } from '@trpc/client';
import type { AppRouter } from '../../server/api/app-router';
import { currentLanguage } from '../i18n/i18n';

const MAX_BATCH_ITEMS = 10;

export function createTrpcLinks(): TRPCLink<AppRouter>[] {
  return [
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: httpSubscriptionLink({ url: '/trpc' }),
      // Accept-Language says the app's language, for server-made texts. (An EventSource sends
      // no custom headers: subscriptions use the signed-in user's saved language.)
      false: httpBatchLink({
        url: '/trpc',
        // The server refuses batches of more than TRPC_MAX_BATCH_SIZE (10) calls and URLs over
        // 8 KB: the link splits larger batches into several requests.
        maxItems: MAX_BATCH_ITEMS,
        maxURLLength: 4000,
        headers: () => ({ 'accept-language': currentLanguage() }),
        fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }),
      }),
    }),
  ];
}

type SubscriptionStatus = 'idle' | 'connecting' | 'pending' | 'error';

interface SubscriptionLike {
  status: SubscriptionStatus;
  data: unknown;
  error: unknown;
  reset: () => void;
}

/**
 * off: not subscribed; connecting: first connection; live: receiving; reconnecting: lost and
 * retrying (the last data is still shown); failed: ended for good (signed out, no access).
 */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting' | 'failed';

export function liveStatus(subscription: Pick<SubscriptionLike, 'status' | 'data' | 'error'>): LiveStatus {
  switch (subscription.status) {
    case 'idle':
      return 'off';
    case 'pending':
      return 'live';
    case 'connecting':
      return subscription.data === undefined ? 'connecting' : 'reconnecting';
    case 'error':
      return isRecoverable(subscription.error) ? 'reconnecting' : 'failed';
  }
}

// These answers will not change by retrying: the subscription stays ended.
const FINAL_CODES = new Set(['BAD_REQUEST', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND']);

/** A stream the server ended because its session ended (or a connection refused for want of one). */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'UNAUTHORIZED';
}

function isRecoverable(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return true;
  const code = (error.data as { code?: string } | undefined)?.code;
  return !code || !FINAL_CODES.has(code);
}

/**
 * The EventSource retries a dropped connection by itself, but gives up for good when a proxy
 * answers with an error page (a deploy, a 502): the subscription then ends in 'error'. This
 * restarts it, after 1, 2, 4 … 30 seconds, or at once when the device is back online or the
 * tab is shown again. Errors that retrying cannot fix (signed out, no access) are left alone.
 */
export function useLiveRecovery(subscription: SubscriptionLike) {
  const { status, error, reset } = subscription;
  const attempt = useRef(0);

  useEffect(() => {
    if (status === 'pending') attempt.current = 0;
    if (status !== 'error' || !isRecoverable(error)) return;
    const delay = Math.min(30_000, 1000 * 2 ** attempt.current);
    attempt.current++;
    const retry = () => reset();
    const onVisible = () => {
      if (document.visibilityState === 'visible') retry();
    };
    const timer = setTimeout(retry, delay);
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [status, error, reset]);
}
