import type { AnyJobDefinition } from '../../platform';
import { purgeOldQuotes } from './quotes';
import { driverReply } from './ride-messages';
import { rideStep } from './ride-steps';

/** Listed in src/server/jobs.ts. */
export const taxiJobs: readonly AnyJobDefinition[] = [rideStep, driverReply, purgeOldQuotes];
