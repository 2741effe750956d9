// The admin feature's public API. Anything not exported here is internal to admin.
export { adminStats, trend } from './admin-stats';
export { buildReport, percent, reportPeriods } from './reports';
