// Privacy rights: 'Download my data', 'Delete my account', and the retention job.
export { privacyJobs } from './privacy-jobs';
