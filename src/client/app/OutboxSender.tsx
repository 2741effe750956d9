import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onlineManager } from '@tanstack/react-query';
import { httpStatusOf } from '../lib/errors';
import { onQueued, queuedMessages, removeQueued, withOutboxLock, type OutboxMessage } from '../lib/offline/outbox';
import { showToast } from '../lib/toast';
import { trpc } from '../lib/trpc';

/**
 * Mounted once by the app: sends what was queued offline (lib/offline/outbox.ts) at start,
 * whenever the connection comes back, and when something is queued while online. A message
 * leaves the outbox only when the server has it (2xx); a refusal that retrying cannot change
 * (4xx other than 429) is reported and dropped; anything else waits for the next try.
 */
export function OutboxSender() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  useEffect(() => {
    let sending = false;
    const send = (message: OutboxMessage) => utils.client.support.contact.mutate({ ...message.input, idempotencyKey: message.key });
    const flush = async () => {
      if (sending || !onlineManager.isOnline()) return;
      sending = true;
      try {
        await withOutboxLock(async () => {
          for (const message of await queuedMessages()) {
            try {
              await send(message);
              await removeQueued(message.key);
              void utils.support.conversations.invalidate();
              showToast({ title: t('outbox.sentTitle'), message: t('outbox.sentText', { subject: message.input.subject }), color: 'green' });
            } catch (error) {
              const status = httpStatusOf(error);
              if (status === undefined || status >= 500 || status === 429) break; // offline again, or later
              await removeQueued(message.key);
              showToast({ title: t('outbox.refusedTitle'), message: t('outbox.refusedText', { subject: message.input.subject }), color: 'red' });
            }
          }
        });
      } finally {
        sending = false;
      }
    };
    void flush();
    const stopOnline = onlineManager.subscribe((online) => {
      if (online) void flush();
    });
    const stopQueued = onQueued(() => void flush());
    return () => {
      stopOnline();
      stopQueued();
    };
  }, [utils, t]);
  return null;
}
