// Track Ride, pushed live (docs/platform.md): a subscription sends the ride and its map first
// (and again after any gap), then each step's progress as the step's job committed it. Events
// reach every instance through LISTEN/NOTIFY, so the browser may follow a ride from any of them.
import type { Context } from '../../trpc/context';
import type { SessionUser } from '../auth';
import { followLive, type LiveEvent } from '../../platform';
import { ZRideMessage, ZRideProgress, type RideLiveMessage } from '@shared/schemas/taxi';
import { rideMessages } from './ride-messages';
import { rideMap, rideTopic, toRide } from './ride-view';
import { findRideFor, findSharedRide } from './rides.service';
import { toTRPCError } from '../../trpc/error-mapping';

function progressOf(event: LiveEvent): RideLiveMessage | undefined {
  if (event.payload.type !== 'ride.progress') return undefined;
  const progress = ZRideProgress.safeParse(event.payload.progress);
  return progress.success ? { type: 'progress', progress: progress.data } : undefined;
}

/** The rider's view also carries the conversation with the driver; a shared link never does. */
function progressOrMessageOf(event: LiveEvent): RideLiveMessage | undefined {
  if (event.payload.type !== 'ride.message') return progressOf(event);
  const message = ZRideMessage.safeParse(event.payload.message);
  return message.success ? { type: 'message', message: message.data } : undefined;
}

/** The owner's (or staff's) view of one ride. */
export function followRide(ctx: Context & { user: SessionUser }, rideId: string, signal: AbortSignal | undefined) {
  return followLive<RideLiveMessage>({
    live: ctx.live,
    topics: rideTopic(rideId),
    signal,
    snapshot: async () => {
      const em = ctx.em.fork();
      const ride = await findRideFor(em, ctx.user, rideId);
      return {
        type: 'snapshot',
        ride: toRide(ride, { viewer: ctx.user }),
        map: await rideMap(em, ctx.config, ride),
        messages: await rideMessages(em, ride.id),
      };
    },
    onEvent: async (event) => progressOrMessageOf(event),
  });
}

/** The read-only view behind a share link (checked on every (re)connect). */
export async function* followSharedRide(ctx: Context, token: string, signal: AbortSignal | undefined) {
  // The ride's id is the topic: look it up once (a bad or expired token ends here, with 404).
  // Thrown before followLive takes over, so mapped here: the client must see NOT_FOUND, not retry.
  const ride = await findSharedRide(ctx.em.fork(), token).catch((error: unknown) => {
    throw toTRPCError(error);
  });
  yield* followLive<RideLiveMessage>({
    live: ctx.live,
    topics: rideTopic(ride.id),
    signal,
    snapshot: async () => {
      const em = ctx.em.fork();
      const current = await findSharedRide(em, token);
      return { type: 'snapshot', ride: toRide(current, { shared: true }), map: await rideMap(em, ctx.config, current), messages: [] };
    },
    onEvent: async (event) => progressOf(event),
  });
}
