// What features use of the platform (docs/platform.md): live events, background jobs.
export { publishEvent, assertInTransaction, MAX_LIVE_PAYLOAD_BYTES } from './live/publish-event';
export { followLive, type FollowLiveOptions } from './live/follow-live';
export type { LiveEvent, LiveEvents, LiveMessage } from './live/live-events';
export { defineJob, defineRecurringJob, type JobContext, type JobDefinition, type AnyJobDefinition } from './jobs/define-job';
export { scheduleJob, type ScheduleJobOptions } from './jobs/schedule-job';
export { Platform, type PlatformOptions } from './platform';
export { platformJobs } from './jobs/platform-jobs';
