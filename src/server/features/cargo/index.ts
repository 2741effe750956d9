// The cargo feature's public API: its background job (the carrier simulation).
export { cargoJobs } from './cargo-jobs';
