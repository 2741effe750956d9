// Every background job kind the app runs, like the app router lists its routers: a feature
// that defines jobs adds them here. Each instance's worker runs these (docs/platform.md).
import type { AnyJobDefinition } from './platform';
import { platformJobs } from './platform';
import { notificationJobs } from './features/notifications';
import { supportJobs } from './features/support';
import { bookingJobs } from './features/bookings';
import { taxiJobs } from './features/taxi';
import { cargoJobs } from './features/cargo';
import { shopJobs } from './features/shop';
import { paymentJobs } from './features/payments';
import { assistantJobs } from './features/assistant';
import { privacyJobs } from './features/privacy';

export const appJobs: readonly AnyJobDefinition[] = [
  ...platformJobs,
  ...notificationJobs,
  ...supportJobs,
  ...bookingJobs,
  ...taxiJobs,
  ...cargoJobs,
  ...shopJobs,
  ...paymentJobs,
  ...assistantJobs,
  ...privacyJobs,
];
