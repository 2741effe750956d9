import { buildDataExportJob } from './data-exports';
import { retentionJob } from './retention';

export const privacyJobs = [buildDataExportJob, retentionJob];
