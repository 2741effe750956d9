// The taxi feature's public API: its background jobs (the ride simulation, quote purging).
export { taxiJobs } from './taxi-jobs';
