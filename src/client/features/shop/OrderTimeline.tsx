import { Text, Timeline } from '@mantine/core';
import { IconCheck, IconCreditCard, IconPackage, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@shared/schemas/shop';
import { useFormat } from '../../i18n/format';

/** Placed → paid → dispatched → delivered, with when each happened (or the estimate). */
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const steps = [
    { key: 'placed', icon: <IconPackage size={14} />, at: order.booking.createdAt },
    { key: 'paid', icon: <IconCreditCard size={14} />, at: order.paidAt },
    { key: 'dispatched', icon: <IconTruckDelivery size={14} />, at: order.dispatchedAt },
    { key: 'delivered', icon: <IconCheck size={14} />, at: order.deliveredAt },
  ];
  const reached = steps.filter((step) => step.at).length - 1;
  return (
    <Timeline active={reached} bulletSize={24} lineWidth={2} data-testid="order-timeline">
      {steps.map((step) => (
        <Timeline.Item key={step.key} bullet={step.icon} title={t(`timeline.${step.key}`)}>
          <Text size="xs" c="dimmed">
            {step.at
              ? format.instantDateTime(step.at)
              : step.key === 'delivered' && order.booking.status !== 'cancelled' && order.booking.status !== 'expired'
                ? t('timeline.expected', { date: format.mediumDate(order.estimatedDelivery) })
                : t('timeline.notYet')}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
