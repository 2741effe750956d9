// The simulated ride, step by step. A ride is planned at booking: the driver's approach to the
// pickup (A steps), a wait at the pickup, and the trip (T steps). Step k runs at a fixed offset
// from the booking in simulated seconds (divided by RIDE_TIME_SCALE in real time); each step is
// one job (ride-steps.ts). Pure functions, so the timeline is tested without a database.
//
//   step 0          booking: driver_assigned, the car where the driver was
//   steps 1 … A     the car moves along the approach; driver_arriving in the last 90 s;
//                   step A: at the pickup (arrivedAt), waiting for the passenger
//   step A+1        the passenger is in: in_progress (60 s after arriving)
//   steps A+2 … A+1+T  the car moves along the route; the last one: completed at the drop-off

/** Simulated seconds between position updates on a leg (more on a long leg, see MAX_STEPS_PER_LEG). */
export const STEP_SECONDS = 10;
/** A leg has at most this many steps, so a long trip costs a bounded number of jobs and events. */
export const MAX_STEPS_PER_LEG = 60;
/** The status turns driver_arriving when the driver is this close (in seconds) to the pickup. */
export const ARRIVING_WINDOW_SECONDS = 90;
/** How long the driver waits at the pickup before the trip starts (the passenger gets in). */
export const PICKUP_WAIT_SECONDS = 60;
/** The driver needs at least this long to reach the pickup, however close they are. */
export const MIN_APPROACH_SECONDS = 60;

export interface RidePlan {
  approachSeconds: number;
  approachSteps: number;
  tripSeconds: number;
  tripSteps: number;
}

export const legSteps = (seconds: number) => Math.min(MAX_STEPS_PER_LEG, Math.max(1, Math.ceil(seconds / STEP_SECONDS)));

export function planRide(approachSeconds: number, tripSeconds: number): RidePlan {
  const approach = Math.max(MIN_APPROACH_SECONDS, Math.round(approachSeconds));
  const trip = Math.max(1, Math.round(tripSeconds));
  return { approachSeconds: approach, approachSteps: legSteps(approach), tripSeconds: trip, tripSteps: legSteps(trip) };
}

export const pickupStep = (plan: RidePlan) => plan.approachSteps + 1;
export const lastStep = (plan: RidePlan) => plan.approachSteps + 1 + plan.tripSteps;

export type StepEffect =
  { kind: 'approach'; fraction: number; arriving: boolean; arrived: boolean } | { kind: 'pickup' } | { kind: 'trip'; fraction: number; completed: boolean };

/** Simulated seconds from the booking at which `step` happens. */
export function stepOffsetSeconds(plan: RidePlan, step: number): number {
  if (step <= plan.approachSteps) return (plan.approachSeconds * step) / plan.approachSteps;
  const pickupAt = plan.approachSeconds + PICKUP_WAIT_SECONDS;
  if (step === pickupStep(plan)) return pickupAt;
  return pickupAt + (plan.tripSeconds * (step - pickupStep(plan))) / plan.tripSteps;
}

export function stepEffect(plan: RidePlan, step: number): StepEffect {
  if (step < 1 || step > lastStep(plan)) throw new Error(`No step ${step} in a ride of ${lastStep(plan)} steps`);
  if (step <= plan.approachSteps) {
    const remaining = plan.approachSeconds - stepOffsetSeconds(plan, step);
    return { kind: 'approach', fraction: step / plan.approachSteps, arriving: remaining <= ARRIVING_WINDOW_SECONDS, arrived: step === plan.approachSteps };
  }
  if (step === pickupStep(plan)) return { kind: 'pickup' };
  const tripStep = step - pickupStep(plan);
  return { kind: 'trip', fraction: tripStep / plan.tripSteps, completed: tripStep === plan.tripSteps };
}

/**
 * When, in simulated seconds from the booking, the car reaches its next point after `step`:
 * the pickup while approaching, the drop-off once the passenger is in (or waiting to get in,
 * as the trip then follows), null when the ride is over.
 */
export function etaOffsetSeconds(plan: RidePlan, step: number): number | null {
  if (step < plan.approachSteps) return plan.approachSeconds;
  if (step >= lastStep(plan)) return null;
  return plan.approachSeconds + PICKUP_WAIT_SECONDS + plan.tripSeconds;
}
