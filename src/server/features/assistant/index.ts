// The assistant feature's public API: the app runs its job (purging idle conversations).
// Anything not exported here is internal to the assistant.
export { assistantJobs } from './assistant-jobs';
