// The taxi feature's public API: its background jobs (the ride simulation, quote purging) and
// the fares of a trip (the assistant quotes them as the fare estimate screen does).
export { taxiJobs } from './taxi-jobs';
export { tripFares, type TripFares } from './quotes';
