import type { ReactNode } from 'react';
import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLogin, IconPrinter, IconReceiptOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader, PageNotice } from '../../components/PageNotice';
import { PlaceName } from '../../components/PlaceName';
import { useFormat } from '../../i18n/format';
import { openAuthDialog } from '../../dialogs/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';
import { errorMessage } from '../../lib/errors';
import { usePageTitle } from '../../lib/page-title';
import { trpc } from '../../lib/trpc';
import { usePriceFormat } from '../../lib/display-currency';

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 800 : 600} ta="end" component="div">
        {children}
      </Text>
    </Group>
  );
}

/** /rides/:id/receipt: a completed ride's receipt, printable. */
export function RideReceiptPage() {
  const { t } = useTranslation('taxi');
  const format = useFormat();
  const prices = usePriceFormat();
  usePageTitle(t('receipt.title'));
  const { id = '' } = useParams();
  const { user, checking } = useCurrentUser();
  const receipt = trpc.taxi.receipt.useQuery({ id }, { enabled: Boolean(user), retry: false });
  if (!user) {
    if (checking) return <PageLoader label={t('receipt.loading')} />;
    return (
      <PageNotice
        icon={<IconLogin size={30} />}
        title={t('receipt.title')}
        description={t('track.signIn')}
        actions={
          <Button onClick={() => openAuthDialog('login')} mt="xs">
            {t('auth:signIn')}
          </Button>
        }
      />
    );
  }
  if (receipt.error)
    return <PageNotice icon={<IconReceiptOff size={30} />} color="gray" title={t('receipt.title')} description={errorMessage(receipt.error)} />;
  if (!receipt.data) return <PageLoader label={t('receipt.loading')} />;
  const r = receipt.data;
  const money = (amount: string) => prices.moneyExact(amount, r.currency);
  return (
    <Stack gap="md" p="md">
      <Title order={1} fz={24}>
        {t('receipt.title')}
      </Title>
      <Paper withBorder radius="md" p="md" data-testid="ride-receipt">
        <Stack gap="xs">
          <Row label={t('receipt.code')}>{r.confirmationCode}</Row>
          <Row label={t('track.from')}>
            <PlaceName name={r.pickupLocation} />
          </Row>
          <Row label={t('track.to')}>
            <PlaceName name={r.dropoffLocation} />
          </Row>
          <Row label={t('receipt.city')}>{format.place(r.city)}</Row>
          <Row label={t('receipt.distance')}>
            {r.routeSource === 'osrm'
              ? t('estimate.roadDistance', { km: format.number(r.distanceKm) })
              : t('estimate.straightRoute', { km: format.number(r.distanceKm) })}
          </Row>
          <Row label={t('receipt.time')}>{t('minutes', { count: r.tripMinutes })}</Row>
          <Row label={t('receipt.booked')}>{format.instantDateTime(r.bookedAt)}</Row>
          <Row label={t('receipt.started')}>{format.instantDateTime(r.startedAt)}</Row>
          <Row label={t('receipt.completed')}>{format.instantDateTime(r.completedAt)}</Row>
          <Row label={t('receipt.driver')}>
            {r.driverName} · {t(`vehicles.${r.vehicleType}`)} · <span dir="ltr">{r.plateNumber}</span>
          </Row>
          <Divider my={4} />
          <Row label={t('receipt.base')}>{money(r.fareBreakdown.base)}</Row>
          <Row label={t('receipt.perDistance')}>{money(r.fareBreakdown.distance)}</Row>
          <Row label={t('receipt.perTime')}>{money(r.fareBreakdown.time)}</Row>
          <Row label={t('track.fare')}>{money(r.fare)}</Row>
          {r.tip && <Row label={t('receipt.tip')}>{money(r.tip)}</Row>}
          <Row label={t('receipt.total')} strong>
            <span data-testid="receipt-total">{money(r.total)}</span>
          </Row>
          <Row label={t('track.payment')}>{r.paymentMethod === 'card' ? t('track.cardPaid', { last4: r.cardLast4 }) : t('track.cashPayment')}</Row>
        </Stack>
      </Paper>
      <Stack gap="sm">
        <Button component={Link} to={`/rides/${r.rideId}`} variant="default" leftSection={<IconArrowLeft size={16} className="flip-rtl" aria-hidden />}>
          {t('receipt.back')}
        </Button>
        <Button onClick={() => window.print()} leftSection={<IconPrinter size={16} aria-hidden />}>
          {t('receipt.print')}
        </Button>
      </Stack>
    </Stack>
  );
}
