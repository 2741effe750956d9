import { defineRecurringJob } from '../../platform';
import { purgeIdleConversations } from './conversation-store';

/** Conversations idle for ASSISTANT_CONVERSATION_DAYS are deleted with their turns, hourly. */
export const purgeConversationsJob = defineRecurringJob({
  kind: 'assistant.purge-conversations',
  every: 60 * 60_000,
  async run({ em, log, signal, config }) {
    // Started while the instance shuts down: the transaction is being rolled back, query nothing.
    if (signal.aborted) return;
    const purged = await purgeIdleConversations(em, config.ASSISTANT_CONVERSATION_DAYS);
    if (purged > 0) log.info({ purged }, 'purged idle assistant conversations');
  },
});

export const assistantJobs = [purgeConversationsJob];
