import type { AnyJobDefinition } from '../../platform';
import { advanceShipment } from './carrier';

/** Listed in src/server/jobs.ts. */
export const cargoJobs: readonly AnyJobDefinition[] = [advanceShipment];
