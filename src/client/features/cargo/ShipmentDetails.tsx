import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconClockX, IconCreditCard, IconPackage, IconPrinter, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CargoShipment, TrackedShipment } from '@shared/schemas/cargo';
import { useFormat } from '../../i18n/format';
import { CargoStatusBadge } from './CargoStatusBadge';
import { cargoStatusColor } from './cargo-status';
import { usePriceFormat } from '../../lib/display-currency';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} component="div">
        {children}
      </Text>
    </div>
  );
}

/**
 * The sender's shipment before the carrier comes: unpaid, it waits for payment (the checkout
 * every booking uses) until its hold runs out; lapsed or cancelled, it will not be collected.
 */
function PaymentNotice({ shipment }: { shipment: CargoShipment }) {
  const { t } = useTranslation('cargo');
  const format = useFormat();
  const prices = usePriceFormat();
  if (shipment.paymentStatus === 'unpaid') {
    return (
      <Alert color="yellow" icon={<IconCreditCard size={20} aria-hidden />} title={t('payment.unpaidTitle')} data-testid="shipment-unpaid">
        <Stack gap="xs">
          <Text size="sm">
            {shipment.holdExpiresAt
              ? t('payment.unpaidText', { price: prices.moneyExact(shipment.price, shipment.currency), time: format.instantTime(shipment.holdExpiresAt) })
              : t('payment.unpaidTextNoTime', { price: prices.moneyExact(shipment.price, shipment.currency) })}
          </Text>
          <Button
            component={Link}
            to={`/checkout?booking=${encodeURIComponent(shipment.bookingId)}`}
            leftSection={<IconCreditCard size={18} aria-hidden />}
            size="md"
          >
            {t('payment.payNow', { price: prices.moneyExact(shipment.price, shipment.currency) })}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (shipment.paymentStatus === 'lapsed' || shipment.paymentStatus === 'cancelled') {
    return (
      <Alert color="gray" icon={<IconClockX size={20} aria-hidden />} title={t(`payment.${shipment.paymentStatus}Title`)} data-testid="shipment-not-collected">
        {t('payment.notCollected')}
      </Alert>
    );
  }
  return null;
}

/** The sender's (and staff's) alone: who hands it over and receives it, the pickup, who signed. */
function Parties({ shipment, headingLevel }: { shipment: CargoShipment; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('cargo');
  const format = useFormat();
  if (!shipment.sender && !shipment.recipient && !shipment.signedBy) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="shipment-parties">
      <Title order={headingLevel} fz="md" mb="sm">
        {t('parties')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {(['sender', 'recipient'] as const).map((role) => {
          const party = shipment[role];
          if (!party) return null;
          return (
            <Fact key={role} label={t(`${role}.title`)}>
              <Text fw={700}>{party.name}</Text>
              <Text size="sm" fw={400}>
                {/* A phone number reads left to right in every language. */}
                <bdi dir="ltr">{party.phone}</bdi>
              </Text>
              <Text size="sm" fw={400}>
                {party.address}
              </Text>
            </Fact>
          );
        })}
      </SimpleGrid>
      {shipment.pickupDate && (
        <Text size="sm" mt="sm">
          {t('pickup')}: <b>{format.mediumDate(shipment.pickupDate)}</b>
          {shipment.pickupSlot && <b>{`, ${t(`slots.${shipment.pickupSlot}`)}`}</b>}
        </Text>
      )}
      {shipment.signedBy && (
        <Text size="sm" mt="xs" data-testid="signed-by">
          {t('signedBy')}: <b>{shipment.signedBy}</b>
        </Text>
      )}
    </Paper>
  );
}

// Track Shipment: details (status, method, weight, cost), origin and destination, and
// the tracking history ('Shipment Created' always, 'In Transit' once not pending,
// 'Delivered' when delivered; the carrier's other events between them). Anyone with the number
// sees the public view: status, method, cities and the timeline; weight, cost and addresses
// are the sender's (and staff's) alone.
export function ShipmentDetails({ shipment, headingLevel = 3 }: { shipment: TrackedShipment; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('cargo');
  const format = useFormat();
  const prices = usePriceFormat();
  const last = shipment.history.length - 1;
  const sender = shipment.view === 'sender' ? shipment : null;
  return (
    <Stack gap="md" data-testid="shipment-details">
      {sender && <PaymentNotice shipment={sender} />}
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" wrap="nowrap" mb="sm">
          <Text fw={800} ff="monospace" dir="ltr" data-testid="tracking-number">
            {shipment.trackingNumber}
          </Text>
          <CargoStatusBadge status={shipment.status} />
        </Group>
        <SimpleGrid cols={sender ? 3 : 1} spacing="sm">
          <Fact label={t('shipMethod')}>{t(`methods.${shipment.cargoType}`)}</Fact>
          {sender && <Fact label={t('shipWeight')}>{t('weightValue', { weight: format.number(Number(sender.weight)) })}</Fact>}
          {sender && <Fact label={t('cost')}>{prices.moneyExact(sender.price, sender.currency)}</Fact>}
        </SimpleGrid>
        <Group gap="xs" mt="md" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ flex: 1 }} miw={0}>
            <Text size="xs" c="dimmed">
              {t('origin')}
            </Text>
            <Text fw={600}>{format.place(sender ? sender.fromLocation : shipment.fromCity)}</Text>
          </Stack>
          <IconArrowRight size={18} className="flip-rtl" aria-hidden style={{ marginTop: 18, flexShrink: 0 }} />
          <Stack gap={0} style={{ flex: 1 }} miw={0}>
            <Text size="xs" c="dimmed">
              {t('destination')}
            </Text>
            <Text fw={600}>{format.place(sender ? sender.toLocation : shipment.toCity)}</Text>
          </Stack>
        </Group>
        <Text size="sm" mt="sm">
          {shipment.deliveredAt ? t('deliveredAt') : t('estimatedDelivery')}:{' '}
          <b>{format.instantDateTime(shipment.deliveredAt ?? shipment.estimatedDelivery)}</b>
        </Text>
      </Paper>
      {sender && sender.paymentStatus === 'paid' && (
        <Button component={Link} to={`/track/${sender.trackingNumber}/label`} variant="light" leftSection={<IconPrinter size={18} aria-hidden />}>
          {t('label.open')}
        </Button>
      )}
      {sender && <Parties shipment={sender} headingLevel={headingLevel} />}
      <Paper withBorder radius="md" p="md">
        <Title order={headingLevel} fz="md" mb="sm">
          {t('history')}
        </Title>
        <Timeline active={last} bulletSize={26} lineWidth={2} data-testid="shipment-history">
          {shipment.history.map((event, index) => (
            <Timeline.Item
              key={event.kind}
              color={cargoStatusColor(event.status)}
              bullet={
                <ThemeIcon size={26} radius="xl" color={cargoStatusColor(event.status)} aria-hidden>
                  {event.kind === 'delivered' ? <IconCheck size={14} /> : index === 0 ? <IconPackage size={14} /> : <IconTruckDelivery size={14} />}
                </ThemeIcon>
              }
              title={<Text fw={700}>{t(`events.${event.kind}`)}</Text>}
            >
              <Text size="sm" c="dimmed">
                {format.place(event.location)} · {format.instantDateTime(event.occurredAt)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Paper>
    </Stack>
  );
}
