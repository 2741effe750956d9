import { defineRecurringJob } from '../../platform';
import { sweepLapsedHolds } from './holds';
import { bookingJobs as notificationJobs } from './booking-notifications';
import { confirmationMailJob } from './confirmation-mail';
import { chargeNoShows } from './pickup-guarantee';

/**
 * The timer that gives lapsed holds back (reads never write). Every minute,
 * on one instance, lapsed holds are marked expired and their units released. Readers already
 * see them as expired from the moment they lapse, and searches and bookings count their units
 * as free, so the minute in between costs nothing.
 */
export const sweepLapsedHoldsJob = defineRecurringJob({
  kind: 'bookings.sweep-lapsed-holds',
  every: 60_000,
  async run({ em, log }) {
    let expired = 0;
    // Batches of 200; the next occurrence takes what is left of a large backlog.
    for (let round = 0; round < 10; round++) {
      const batch = await sweepLapsedHolds(em);
      expired += batch;
      if (batch === 0) break;
    }
    if (expired > 0) log.info({ expired }, 'expired lapsed booking holds');
  },
});

/** Car rentals to be paid at pickup that were not picked up by the end of their pickup day are charged as no-shows, every 10 minutes. */
export const chargeNoShowsJob = defineRecurringJob({
  kind: 'bookings.charge-no-shows',
  every: 10 * 60_000,
  async run({ em, log }) {
    const charged = await chargeNoShows(em);
    if (charged > 0) log.info({ charged }, 'charged car rentals not picked up as no-shows');
  },
});

export const bookingJobs = [sweepLapsedHoldsJob, ...notificationJobs, confirmationMailJob, chargeNoShowsJob];
