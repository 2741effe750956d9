// The ride's simulation: one job per step (ride-plan.ts), each run in the transaction that also
// marks it done, so a step's effect commits exactly once whichever instance runs it, and a
// restart or another instance picks the ride up where it was. Each step moves the car, may
// change the status (pushed live and to the traveller's notifications) and schedules the next
// step at its time on the ride's timeline (from the booking, never from the clock), so a step
// that ran late (an instance died) is caught up and running ahead in tests keeps the timeline.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Driver, Ride as RideEntity } from '@db/entities/taxi';
import { pointAlong } from '@shared/geo';
import { isActiveRide, type RideStatus } from '@shared/schemas/taxi';
import { defineJob, publishEvent, scheduleJob } from '../../platform';
import { notifyUser } from '../notifications';
import { recordCardCharge } from '../payments';
import { etaOffsetSeconds, lastStep, stepEffect, stepOffsetSeconds, type RidePlan } from './ride-plan';
import { ridePath, rideTopic, toRideProgress } from './ride-view';

/** The instant `offsetSeconds` (simulated) after the booking, in real time. */
export const onTimeline = (ride: Pick<RideEntity, 'createdAt'>, offsetSeconds: number, scale: number) =>
  new Date(ride.createdAt.getTime() + Math.round((offsetSeconds * 1000) / scale));

export const planOf = (ride: RideEntity): RidePlan => ({
  approachSeconds: ride.approachSeconds,
  approachSteps: ride.approachSteps,
  tripSeconds: ride.durationSeconds,
  tripSteps: ride.tripSteps,
});

/** What live subscribers receive at every step: the ride's progress, as committed. */
export interface RideProgressEvent {
  type: 'ride.progress';
  progress: ReturnType<typeof toRideProgress>;
}

/** Announces the ride's state (in the caller's transaction) and tells the traveller of a new status. */
export async function announceRide(em: EntityManager, ride: RideEntity, previous: RideStatus): Promise<void> {
  await publishEvent(em, rideTopic(ride.id), { type: 'ride.progress', progress: toRideProgress(ride) } satisfies RideProgressEvent);
  if (ride.status !== previous) {
    await notifyUser(em, ride.user.id, { kind: 'ride.status', params: { status: ride.status, driverName: ride.driver.name }, link: ridePath(ride.id) });
  }
}

/** The driver is free again, where the car is now. */
export async function releaseDriver(em: EntityManager, ride: RideEntity): Promise<void> {
  await em.nativeUpdate(Driver, { id: ride.driver.id }, { status: 'free', lat: ride.lat, lng: ride.lng });
}

/** The ride ended at the drop-off: the booking is delivered and paid (card: charged now; cash: to the driver). */
async function completeRide(em: EntityManager, ride: RideEntity, at: Date): Promise<void> {
  const booking = ride.booking;
  booking.fulfilledAt = at;
  booking.confirmedAt = at;
  await em.flush();
  if (ride.paymentMethod === 'card') {
    await recordCardCharge(em, {
      bookingId: booking.id,
      userId: ride.user.id,
      amountCents: ride.fareCents,
      currency: 'USD',
      cardLast4: ride.cardLast4 ?? null,
    });
  }
  await releaseDriver(em, ride);
}

export const rideStep = defineJob({
  kind: 'taxi.ride-step',
  payload: z.object({ rideId: z.uuid(), step: z.number().int().min(1) }),
  async run({ em, payload, job, config }) {
    const ride = await em.findOne(RideEntity, payload.rideId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    // Cancelled meanwhile, or (never with the job table's guarantees) this step already applied.
    if (!ride || !isActiveRide(ride.status) || ride.step !== payload.step - 1) return;
    await em.populate(ride, ['driver', 'booking']);
    const plan = planOf(ride);
    const scale = config.RIDE_TIME_SCALE;
    const at = job.runAt;
    const previous = ride.status;
    const effect = stepEffect(plan, payload.step);
    let position: { lat: number; lng: number };
    if (effect.kind === 'approach') {
      position = pointAlong(ride.approachRoute, effect.fraction);
      if (effect.arriving || effect.arrived) ride.status = 'driver_arriving';
      if (effect.arrived) ride.arrivedAt = at;
    } else if (effect.kind === 'pickup') {
      position = { lat: ride.pickupLat, lng: ride.pickupLng };
      ride.status = 'in_progress';
      ride.startedAt = at;
    } else {
      position = pointAlong(ride.route, effect.fraction);
      if (effect.completed) {
        ride.status = 'completed';
        ride.completedAt = at;
      }
    }
    ride.lat = position.lat;
    ride.lng = position.lng;
    ride.step = payload.step;
    const eta = etaOffsetSeconds(plan, payload.step);
    ride.etaAt = eta === null ? null : onTimeline(ride, eta, scale);
    await em.flush();
    if (ride.status === 'completed') await completeRide(em, ride, at);
    await announceRide(em, ride, previous);
    if (payload.step < lastStep(plan)) {
      const next = payload.step + 1;
      await scheduleJob(em, rideStep, {
        runAt: onTimeline(ride, stepOffsetSeconds(plan, next), scale),
        payload: { rideId: ride.id, step: next },
        key: `ride:${ride.id}:step:${next}`,
      });
    }
  },
});
