import type { AnyJobDefinition } from '../../platform';
import { purgeOldQuotes } from './quotes';
import { driverReply } from './ride-messages';
import { rideStep } from './ride-steps';
import { dispatchScheduledRides } from './scheduled-rides';

/** Listed in src/server/jobs.ts. */
export const taxiJobs: readonly AnyJobDefinition[] = [rideStep, driverReply, purgeOldQuotes, dispatchScheduledRides];
