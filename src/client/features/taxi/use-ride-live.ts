// Track Ride's live data: the subscription's snapshot (the ride and its map), then each step's
// progress merged in. A progress older than what is shown (a repeat after a reconnect) is
// ignored, so the car never jumps back.
import { useCallback, useState } from 'react';
import { skipToken } from '@tanstack/react-query';
import type { Ride, RideLiveMessage, RideMap, RideMessageView, RideProgress } from '@shared/schemas/taxi';
import { liveStatus, useLiveRecovery, type LiveStatus } from '../../lib/live';
import { trpc } from '../../lib/trpc';

export type RideSource = { kind: 'own'; id: string } | { kind: 'shared'; token: string };

export interface LiveRide {
  ride: Ride;
  map: RideMap;
  /** The conversation with the driver (the rider's view; none on a shared link). */
  messages: RideMessageView[];
  /** When the last update arrived, and how long after the one before (the car glides over that gap). */
  receivedAt: number;
  gapMs: number;
}

export function mergeProgress(ride: Ride, progress: RideProgress): Ride {
  if (progress.rideId !== ride.id || progress.step < ride.step) return ride;
  return { ...ride, ...progress };
}

export function useRideLive(source: RideSource): { live: LiveRide | null; status: LiveStatus; error: unknown } {
  const [live, setLive] = useState<LiveRide | null>(null);
  const onData = useCallback((message: RideLiveMessage) => {
    setLive((current) => {
      const now = Date.now();
      if (message.type === 'snapshot') return { ride: message.ride, map: message.map, messages: message.messages, receivedAt: now, gapMs: 0 };
      if (!current) return current;
      // A message seen already (sent again after a reconnect's snapshot) is not shown twice.
      if (message.type === 'message')
        return current.messages.some((shown) => shown.id === message.message.id) ? current : { ...current, messages: [...current.messages, message.message] };
      return { ...current, ride: mergeProgress(current.ride, message.progress), receivedAt: now, gapMs: now - current.receivedAt };
    });
  }, []);
  const own = trpc.taxi.live.useSubscription(source.kind === 'own' ? { id: source.id } : skipToken, { onData });
  const shared = trpc.taxi.liveShared.useSubscription(source.kind === 'shared' ? { token: source.token } : skipToken, { onData });
  useLiveRecovery(own);
  useLiveRecovery(shared);
  const subscription = source.kind === 'own' ? own : shared;
  return { live, status: liveStatus(subscription), error: subscription.error };
}
