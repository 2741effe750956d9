// The support feature's public API: admin counts open tickets, the process starts the inbound
// SMTP listener, the app runs the support jobs, the assistant hands conversations over to staff
// and answers with the brand's contact details. Anything not exported here is internal.
export { supportTicketFigures } from './support-stats';
export { supportJobs } from './support-jobs';
export { startInboundSmtp, type InboundSmtpListener } from './inbound-smtp';
export { contactCard } from './contact.service';
export { storeAssistantHandOver, type AssistantHandOver } from './assistant-handover';
export { conversationLink } from './replies.service';
export { queueAccountMail, type AccountMail } from './mail-outbox';
