import type { AppConfig } from '../../config';
import { t } from '../../core/i18n';
import type { RateLimitRule } from '../../core/throttle';

// Messages to the assistant are counted per user (a signed-out visitor: per conversation) and
// per client network, in PostgreSQL (core/throttle), so every instance counts together. The
// network's count is taken first, before a visitor's conversation is created, so a flood of
// cookie-less requests stops at the network's limit.
export function assistantLimits(config: AppConfig) {
  return {
    perCaller: {
      name: 'assistant-caller',
      limit: config.ASSISTANT_MESSAGES_PER_USER_PER_HOUR,
      windowSeconds: 3600,
      message: () => t('assistant:tooManyMessages'),
    },
    perNetwork: { name: 'assistant-ip', limit: config.ASSISTANT_MESSAGES_PER_IP_PER_HOUR, windowSeconds: 3600, message: () => t('assistant:tooManyMessages') },
  } satisfies Record<string, RateLimitRule>;
}
