import { describe, expect, it } from 'vitest';
import {
  ARRIVING_WINDOW_SECONDS,
  MAX_STEPS_PER_LEG,
  PICKUP_WAIT_SECONDS,
  etaOffsetSeconds,
  lastStep,
  pickupStep,
  planRide,
  stepEffect,
  stepOffsetSeconds,
} from './ride-plan';

describe('the ride plan', () => {
  it('splits each leg into 10-second steps, at most 60 per leg, and the driver needs at least a minute', () => {
    expect(planRide(300, 1_500)).toEqual({ approachSeconds: 300, approachSteps: 30, tripSeconds: 1_500, tripSteps: 60 });
    expect(planRide(5, 42)).toEqual({ approachSeconds: 60, approachSteps: 6, tripSeconds: 42, tripSteps: 5 });
    expect(planRide(3_600, 7_200).tripSteps).toBe(MAX_STEPS_PER_LEG);
  });

  it('walks through every status in order, with steps evenly spread on each leg', () => {
    const plan = planRide(300, 600);
    const statuses: string[] = [];
    let previousOffset = 0;
    for (let step = 1; step <= lastStep(plan); step++) {
      const effect = stepEffect(plan, step);
      const offset = stepOffsetSeconds(plan, step);
      expect(offset).toBeGreaterThan(previousOffset);
      previousOffset = offset;
      const status =
        effect.kind === 'approach'
          ? effect.arriving
            ? 'driver_arriving'
            : 'driver_assigned'
          : effect.kind === 'pickup'
            ? 'in_progress'
            : effect.completed
              ? 'completed'
              : 'in_progress';
      if (statuses[statuses.length - 1] !== status) statuses.push(status);
    }
    expect(statuses).toEqual(['driver_assigned', 'driver_arriving', 'in_progress', 'completed']);
    expect(stepOffsetSeconds(plan, plan.approachSteps)).toBe(300);
    expect(stepOffsetSeconds(plan, pickupStep(plan))).toBe(300 + PICKUP_WAIT_SECONDS);
    expect(stepOffsetSeconds(plan, lastStep(plan))).toBe(300 + PICKUP_WAIT_SECONDS + 600);
  });

  it('turns driver_arriving only in the last 90 seconds, and arrives on the last approach step', () => {
    const plan = planRide(300, 600);
    for (let step = 1; step <= plan.approachSteps; step++) {
      const effect = stepEffect(plan, step);
      if (effect.kind !== 'approach') throw new Error('expected approach');
      expect(effect.arriving).toBe(300 - stepOffsetSeconds(plan, step) <= ARRIVING_WINDOW_SECONDS);
      expect(effect.arrived).toBe(step === plan.approachSteps);
    }
    expect(() => stepEffect(plan, lastStep(plan) + 1)).toThrow();
  });

  it('gives the ETA of the pickup, then of the drop-off, then none', () => {
    const plan = planRide(300, 600);
    expect(etaOffsetSeconds(plan, 0)).toBe(300);
    expect(etaOffsetSeconds(plan, plan.approachSteps)).toBe(300 + PICKUP_WAIT_SECONDS + 600);
    expect(etaOffsetSeconds(plan, pickupStep(plan) + 1)).toBe(300 + PICKUP_WAIT_SECONDS + 600);
    expect(etaOffsetSeconds(plan, lastStep(plan))).toBeNull();
  });
});
