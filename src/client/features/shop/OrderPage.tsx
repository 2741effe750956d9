import { useState } from 'react';
import { Badge, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconShoppingBagX, IconStarFilled, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Order, OrderLine } from '@shared/schemas/shop';
import { bookingStateWord } from '@shared/booking-vocabulary';
import { AppModal } from '../../components/AppModal';
import { PageNotice } from '../../components/PageNotice';
import { QueryStatus } from '../../components/QueryStatus';
import { useFormat } from '../../i18n/format';
import { bookingStatusColor } from '../../booking/booking-labels';
import { errorMessage, httpStatusOf } from '../../lib/errors';
import { usePageTitle } from '../../lib/page-title';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { OrderPricing, type OrderCharge } from './OrderPricing';
import { OrderTimeline } from './OrderTimeline';
import { RateProduct } from './RateProduct';
import { countryName } from './shop-text';
import { SignedInGate } from '../../components/SignedInGate';
import { usePriceFormat } from '../../lib/display-currency';

// /shop/orders/:id: one order (My Bookings' 'View details'): where it stands, its lines as
// bought, delivery, totals; pay, cancel before dispatch, and rate what was delivered.
export function OrderPage() {
  const { t } = useTranslation('shop');
  usePageTitle(t('order.title'));
  const { id = '' } = useParams();
  return (
    <SignedInGate title={t('order.title')} signedOutText={t('order.signIn')}>
      {() => <OrderDetails id={id} />}
    </SignedInGate>
  );
}

function OrderDetails({ id }: { id: string }) {
  const { t } = useTranslation('shop');
  const prices = usePriceFormat();
  const query = trpc.shop.orders.get.useQuery({ id }, { refetchOnMount: 'always' });
  const [cancelling, setCancelling] = useState(false);
  if (query.error && (httpStatusOf(query.error) === 404 || httpStatusOf(query.error) === 400)) {
    return (
      <PageNotice
        icon={<IconShoppingBagX size={30} />}
        color="gray"
        title={t('order.notFound')}
        description={t('order.notFoundText')}
        actions={
          <Button component={Link} to="/bookings">
            {t('common:nav.myBookings')}
          </Button>
        }
      />
    );
  }
  if (!query.data) return <QueryStatus label={t('order.yourOrder')} isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />;
  const order = query.data;
  return (
    <Stack gap="md" p="md" data-testid="order-page">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={0} miw={0}>
          <Title order={1} fz={22}>
            {t('order.heading', { code: order.booking.confirmationCode })}
          </Title>
          <Text size="sm" c="dimmed">
            {order.cashOnDelivery === 'awaiting_cash' && order.fulfilment === 'processing'
              ? t('fulfilment.processingOnDelivery')
              : t(`fulfilment.${order.booking.status === 'confirmed' ? order.fulfilment : order.booking.status}`)}
          </Text>
          {order.cashOnDelivery && (
            <Text size="sm" fw={600} data-testid="cash-on-delivery">
              {t(`cashOnDelivery.${order.cashOnDelivery}`, { amount: prices.original(order.total, 'USD') })}
            </Text>
          )}
        </Stack>
        <Badge color={bookingStatusColor(order.booking.status)} variant="light" size="lg" data-status={order.booking.status} style={{ flexShrink: 0 }}>
          {t(`status.${bookingStateWord({ type: 'order', status: order.booking.status, fulfilledAt: order.booking.fulfilledAt, progress: order.fulfilment })}`)}
        </Badge>
      </Group>
      {order.booking.status === 'pending' && (
        <Button component={Link} to={`/checkout?booking=${encodeURIComponent(order.booking.id)}`} leftSection={<IconCreditCard size={18} aria-hidden />}>
          {t('order.payNow')}
        </Button>
      )}
      <Paper withBorder radius="md" p="md">
        <OrderTimeline order={order} />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('order.items')}
          </Title>
          {order.lines.map((line) => (
            <OrderLineRow key={line.productId} line={line} order={order} onRated={() => void query.refetch()} />
          ))}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('order.deliverTo')}
          </Title>
          <DeliveryAddress order={order} />
          <OrderPricing
            goodsUsd={order.goodsUsd}
            parcels={order.parcels}
            total={order.total}
            estimatedDelivery={null}
            ratesAsOf={order.ratesAsOf}
            charge={orderCharge(order)}
          />
        </Stack>
      </Paper>
      {order.booking.canCancel && (
        <Button variant="subtle" color="red" leftSection={<IconX size={16} aria-hidden />} onClick={() => setCancelling(true)}>
          {t('order.cancel')}
        </Button>
      )}
      <CancelOrderModal order={order} opened={cancelling} onClose={() => setCancelling(false)} />
    </Stack>
  );
}

function DeliveryAddress({ order }: { order: Order }) {
  const format = useFormat();
  const { delivery } = order;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {delivery.recipientName}
      </Text>
      <Text size="sm" dir="ltr" ta="start">
        {delivery.phone}
      </Text>
      {/* The address as the buyer typed it, in whatever language. */}
      <Text size="sm" dir="auto">
        {delivery.addressLine}
      </Text>
      <Text size="sm">
        <span dir="auto">{delivery.city}</span>, {countryName(delivery.country, format.language)}
      </Text>
    </Stack>
  );
}

function OrderLineRow({ line, order, onRated }: { line: OrderLine; order: Order; onRated: () => void }) {
  const { t } = useTranslation('shop');
  const prices = usePriceFormat();
  const delivered = order.fulfilment === 'delivered' && order.booking.status === 'confirmed';
  return (
    <Stack gap="xs" data-testid="order-line">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {line.image && <Image src={line.image} alt="" w={56} h={56} radius="sm" fit="cover" style={{ flexShrink: 0 }} />}
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Text size="sm" fw={600}>
            {line.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('order.quantityEach', { count: line.quantity, price: prices.moneyExact(line.unitPrice, line.currency) })}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
          <Text size="sm" fw={600}>
            {prices.moneyExact(line.lineTotal, line.currency)}
          </Text>
          <Text size="xs" c="dimmed">
            {prices.currency === line.currency ? prices.original(line.lineTotalUsd, 'USD') : prices.original(line.lineTotal, line.currency)}
          </Text>
        </Stack>
      </Group>
      {delivered &&
        (line.myRating ? (
          <Group gap={4}>
            <IconStarFilled size={14} color="var(--mantine-color-yellow-7)" aria-hidden />
            <Text size="sm">{t('rate.yours', { rating: line.myRating })}</Text>
          </Group>
        ) : (
          <RateProduct productId={line.productId} name={line.name} onRated={onRated} />
        ))}
    </Stack>
  );
}

function CancelOrderModal({ order, opened, onClose }: { order: Order; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const utils = trpc.useUtils();
  const cancel = trpc.bookings.cancel.useMutation({
    onSuccess: () => {
      void utils.shop.orders.get.invalidate({ id: order.booking.id });
      void utils.bookings.invalidate();
      void utils.shop.products.invalidate();
      showToast({ title: t('order.cancelled'), message: order.booking.confirmedAt ? t('order.cancelledRefunded') : t('order.cancelledText'), color: 'green' });
      onClose();
    },
    onError: (error) => showToast({ title: t('toast.error'), message: errorMessage(error), color: 'red' }),
  });
  return (
    <AppModal opened={opened} onClose={onClose} title={t('order.cancelTitle')}>
      <Stack gap="md">
        <Text size="sm">{t('order.cancelText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('order.keep')}
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ id: order.booking.id })}>
            {t('order.confirmCancel')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

/** What the order was or will be charged, as it stands. */
function orderCharge(order: Order): OrderCharge {
  if (order.cashOnDelivery === 'awaiting_cash') return { kind: 'cash_due' };
  if (order.cashOnDelivery === 'collected') return { kind: 'cash_collected' };
  if (order.cashOnDelivery === 'refused') return { kind: 'cash_refused' };
  const { charge } = order.booking;
  if (charge) return { kind: 'charged', amount: charge.amount, currency: charge.currency, rateAsOf: charge.rateAsOf };
  if (order.paidAt) return { kind: 'charged', amount: order.total, currency: 'USD', rateAsOf: null };
  return { kind: 'at_payment' };
}
