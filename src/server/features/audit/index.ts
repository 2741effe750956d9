// The audit feature's public API: reading the trail (recording is core/audit.ts).
export { listAuditEvents } from './audit.service';
