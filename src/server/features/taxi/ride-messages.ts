// Messages between the rider and the driver while the ride goes on, over the ride's live topic
// (the same LISTEN/NOTIFY channel as its progress). The drivers are simulated: each message of
// the rider gets one canned reply (translated where it is shown, and labelled as simulated),
// written by a job a few simulated seconds later, never by a sleep. Call Driver stays a tel: link.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Ride as RideEntity, RideMessage } from '@db/entities/taxi';
import type { AppConfig } from '../../config';
import { conflict, forbidden } from '../../errors';
import { isActiveRide, type DriverCannedReply, type RideMessageView } from '@shared/schemas/taxi';
import { t } from '../../core/i18n';
import { defineJob, publishEvent, scheduleJob } from '../../platform';
import type { SessionUser } from '../auth';
import { findRideFor } from './rides.service';
import { rideTopic } from './ride-view';

/** The simulated driver answers this many simulated seconds after the rider wrote (divided by RIDE_TIME_SCALE). */
export const DRIVER_REPLY_SECONDS = 20;
/** The conversation shown and sent: the latest this many messages. */
const MAX_MESSAGES_SHOWN = 100;

/** What live subscribers receive when a message is written. */
export interface RideMessageEvent {
  type: 'ride.message';
  message: RideMessageView;
}

export function toRideMessage(message: RideMessage): RideMessageView {
  return {
    id: message.id,
    sender: message.sender,
    body: message.body ?? null,
    cannedReply: message.cannedReply ?? null,
    simulated: message.simulated,
    createdAt: message.createdAt.toISOString(),
  };
}

export async function rideMessages(em: EntityManager, rideId: string): Promise<RideMessageView[]> {
  const messages = await em.find(RideMessage, { ride: rideId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAX_MESSAGES_SHOWN });
  return messages.reverse().map(toRideMessage);
}

export async function listRideMessages(em: EntityManager, user: SessionUser, rideId: string): Promise<RideMessageView[]> {
  const ride = await findRideFor(em, user, rideId);
  return rideMessages(em, ride.id);
}

async function writeMessage(
  em: EntityManager,
  data: { ride: string; sender: 'rider' | 'driver'; body?: string; cannedReply?: DriverCannedReply; simulated: boolean },
) {
  const id = String(await em.insert(RideMessage, { ...data, body: data.body ?? null, cannedReply: data.cannedReply ?? null }));
  const message = await em.findOneOrFail(RideMessage, id, { refresh: true });
  await publishEvent(em, rideTopic(data.ride), { type: 'ride.message', message: toRideMessage(message) } satisfies RideMessageEvent);
  return message;
}

/** The rider's message to the driver (only the rider, only while the ride goes on); the simulated reply is scheduled. */
export async function sendRideMessage(em: EntityManager, config: AppConfig, user: SessionUser, input: { id: string; body: string }): Promise<RideMessageView> {
  const ride = await findRideFor(em, user, input.id);
  if (ride.user.id !== user.id) throw forbidden(t('taxi:onlyRiderWrites'));
  if (!isActiveRide(ride.status)) throw conflict(t('taxi:rideOver'));
  return em.transactional(async (tx) => {
    const message = await writeMessage(tx, { ride: ride.id, sender: 'rider', body: input.body, simulated: false });
    await scheduleJob(tx, driverReply, {
      runAt: new Date(Date.now() + Math.round((DRIVER_REPLY_SECONDS * 1000) / config.RIDE_TIME_SCALE)),
      payload: { rideId: ride.id, messageId: message.id },
      key: `ride:${ride.id}:reply:${message.id}`,
    });
    return toRideMessage(message);
  });
}

const THANKS = /\b(thanks?|thank you|asante|shukran)\b|شكر/i;

/** What the simulated driver says: thanks for thanks, else what fits where the ride is. */
export function cannedReplyFor(ride: Pick<RideEntity, 'status' | 'arrivedAt'>, text: string): DriverCannedReply {
  if (THANKS.test(text)) return 'thanks';
  if (ride.status === 'driver_assigned') return 'on_my_way';
  if (ride.status === 'driver_arriving') return ride.arrivedAt ? 'waiting' : 'almost_there';
  return 'noted';
}

export const driverReply = defineJob({
  kind: 'taxi.driver-reply',
  payload: z.object({ rideId: z.uuid(), messageId: z.uuid() }),
  async run({ em, payload }) {
    const ride = await em.findOne(RideEntity, payload.rideId, { refresh: true });
    const asked = await em.findOne(RideMessage, payload.messageId);
    // A ride that ended meanwhile gets no reply: the driver has moved on.
    if (!ride || !asked || !isActiveRide(ride.status)) return;
    await writeMessage(em, { ride: ride.id, sender: 'driver', cannedReply: cannedReplyFor(ride, asked.body ?? ''), simulated: true });
  },
});
