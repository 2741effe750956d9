import { useState } from 'react';
import { useForm } from '@mantine/form';
import { keepPreviousData } from '@tanstack/react-query';
import { Alert, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconShoppingCartOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ZDeliveryAddress, type OrderQuote } from '@shared/schemas/shop';
import type { User } from '@shared/schemas/auth';
import { PageNotice } from '../../components/PageNotice';
import { QueryStatus } from '../../components/QueryStatus';
import { httpStatusOf, serverMessage, errorMessage } from '../../lib/errors';
import { usePageTitle } from '../../lib/page-title';
import { trpc } from '../../lib/trpc';
import { refetchUnlessPageAnswer } from '../../lib/server-render';
import { useOnline } from '../../lib/offline/online';
import { showServerErrors, zodResolver } from '../../lib/form';
import { CartTotals } from './CartDrawer';
import { DeliveryForm, type DeliveryDraft } from './DeliveryForm';
import { OrderPricing } from './OrderPricing';
import { SignedInGate } from '../../components/SignedInGate';
import { usePriceFormat } from '../../lib/display-currency';

// /checkout?cart (/checkout, made real for the marketplace): the cart priced by the
// server now (a price changed since adding is shown), the delivery address and its fee, then
// 'Continue to payment' places the order (the stock is held 15 minutes) and the booking
// checkout (/checkout?booking=<id>) takes the payment, as for any booking.
export function CartCheckoutPage() {
  const { t } = useTranslation('shop');
  usePageTitle(t('checkout.title'));
  return (
    <SignedInGate title={t('checkout.title')} signedOutText={t('checkout.signIn')}>
      {(user) => <CartCheckout user={user} />}
    </SignedInGate>
  );
}

function QuoteLines({ quote }: { quote: OrderQuote }) {
  const { t } = useTranslation('shop');
  const prices = usePriceFormat();
  return (
    <Stack gap="sm">
      {quote.cart.items.map((item) => (
        <Group key={item.productId} wrap="nowrap" align="flex-start" gap="sm" data-testid="checkout-line">
          {item.image && <Image src={item.image} alt="" w={48} h={48} radius="sm" fit="cover" style={{ flexShrink: 0 }} />}
          <Stack gap={0} miw={0} style={{ flex: 1 }}>
            <Text size="sm" fw={600}>
              {t('checkout.lineName', { name: item.name, count: item.quantity })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('cart.each', { price: prices.moneyExact(item.unitPrice, item.currency) })}
            </Text>
            {item.priceChanged && (
              <Text size="xs" c="orange" fw={600} data-testid="price-changed">
                {t('cart.priceChanged', {
                  before: prices.moneyExact(item.priceWhenAdded, item.currency),
                  now: prices.moneyExact(item.unitPrice, item.currency),
                })}
              </Text>
            )}
          </Stack>
          <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
            <Text size="sm" fw={600}>
              {prices.moneyExact(item.lineTotal, item.currency)}
            </Text>
            <Text size="xs" c="dimmed">
              {prices.currency === item.currency ? prices.original(item.lineTotalUsd, 'USD') : prices.original(item.lineTotal, item.currency)}
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

function CartCheckout({ user }: { user: User }) {
  const { t } = useTranslation('shop');
  const online = useOnline();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  // The form validates with the shared schema (messages in the language on screen), not the browser's bubbles.
  const initial: DeliveryDraft = { recipientName: user.fullName ?? '', phone: user.phone ?? '', addressLine: '', city: '', country: null };
  const form = useForm({ initialValues: initial, ...zodResolver(ZDeliveryAddress, t) });
  const { country } = form.values;
  const [failure, setFailure] = useState<string>();
  const quote = trpc.shop.orders.quote.useQuery(
    { country: country ?? undefined },
    { placeholderData: keepPreviousData, refetchOnMount: refetchUnlessPageAnswer },
  );
  const place = trpc.shop.orders.place.useMutation({
    onSuccess: (booking) => {
      void utils.shop.cart.invalidate();
      void utils.bookings.invalidate();
      void navigate(`/checkout?booking=${encodeURIComponent(booking.id)}`, { replace: true });
    },
    onError: (error) => {
      showServerErrors(form, error);
      setFailure(serverMessage(error) ?? errorMessage(error));
      // Prices, stock or the cart changed meanwhile: show the order as it now is.
      if (httpStatusOf(error) === 409) void quote.refetch();
    },
  });

  if (!quote.data) return <QueryStatus label={t('checkout.yourOrder')} isPending={quote.isPending} error={quote.error} onRetry={() => void quote.refetch()} />;
  const data = quote.data;
  if (data.cart.items.length === 0) {
    return (
      <PageNotice
        icon={<IconShoppingCartOff size={30} />}
        color="gray"
        title={t('cart.empty')}
        description={t('checkout.emptyText')}
        actions={
          <Button component={Link} to="/shop" mt="xs">
            {t('checkout.goShopping')}
          </Button>
        }
      />
    );
  }
  const blocked = data.stockProblems.length > 0;

  const submit = form.onSubmit((address) => {
    if (!data.total || blocked || place.isPending) return;
    setFailure(undefined);
    place.mutate({ ...address, expectedTotal: data.total });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" p="md">
        <Title order={1} fz={24}>
          {t('checkout.title')}
        </Title>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('checkout.items')}
            </Title>
            <QuoteLines quote={data} />
            <CartTotals cart={data.cart} withUsdTotal={false} />
          </Stack>
        </Paper>
        {blocked && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('checkout.stockTitle')}>
            {data.stockProblems
              .map((problem) =>
                problem.stockQuantity > 0
                  ? t('checkout.stockFew', { name: problem.name, count: problem.stockQuantity })
                  : t('checkout.stockOut', { name: problem.name }),
              )
              .join(' ')}
          </Alert>
        )}
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('checkout.delivery')}
            </Title>
            <DeliveryForm form={form} disabled={place.isPending} />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('checkout.summary')}
            </Title>
            <OrderPricing
              goodsUsd={data.goodsUsd}
              parcels={data.parcels}
              total={data.total}
              estimatedDelivery={data.estimatedDelivery}
              ratesAsOf={data.cart.ratesAsOf}
              charge={{ kind: 'at_payment' }}
            />
          </Stack>
        </Paper>
        {failure && (
          <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />}>
            {failure}
          </Alert>
        )}
        {!online && (
          <Alert color="yellow" role="status" title={t('common:offlineMode.title')}>
            {t('common:offlineMode.needsConnection')}
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          fullWidth
          leftSection={<IconLock size={18} aria-hidden />}
          loading={place.isPending}
          disabled={blocked || quote.isFetching || !online}
        >
          {t('checkout.continue')}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          {t('checkout.holdNote')}
        </Text>
      </Stack>
    </form>
  );
}
