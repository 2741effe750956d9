// The support feature's public API: admin counts open tickets, the process starts the inbound
// SMTP listener, the app runs the support jobs. Anything not exported here is internal.
export { supportTicketFigures } from './support-stats';
export { supportJobs } from './support-jobs';
export { startInboundSmtp, type InboundSmtpListener } from './inbound-smtp';
