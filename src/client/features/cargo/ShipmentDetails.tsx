import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconPackage, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CargoShipment } from '../../../shared/schemas/cargo';
import { useFormat } from '../../i18n/format';
import { CargoStatusBadge } from './CargoStatusBadge';
import { cargoStatusColor } from './cargo-status';

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

// Spec §2 Track Shipment: details (status, method, weight, cost), origin and destination, and
// the tracking history (spec §4: 'Shipment Created' always, 'In Transit' once not pending,
// 'Delivered' when delivered; the carrier's other events between them).
export function ShipmentDetails({ shipment, headingLevel = 3 }: { shipment: CargoShipment; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('cargo');
  const format = useFormat();
  const last = shipment.history.length - 1;
  return (
    <Stack gap="md" data-testid="shipment-details">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" wrap="nowrap" mb="sm">
          <Text fw={800} ff="monospace" dir="ltr" data-testid="tracking-number">
            {shipment.trackingNumber}
          </Text>
          <CargoStatusBadge status={shipment.status} />
        </Group>
        <SimpleGrid cols={3} spacing="sm">
          <Fact label={t('shipMethod')}>{t(`methods.${shipment.cargoType}`)}</Fact>
          <Fact label={t('shipWeight')}>{t('weightValue', { weight: format.number(Number(shipment.weight)) })}</Fact>
          <Fact label={t('cost')}>{format.moneyExact(shipment.price, shipment.currency)}</Fact>
        </SimpleGrid>
        <Group gap="xs" mt="md" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ flex: 1 }} miw={0}>
            <Text size="xs" c="dimmed">
              {t('origin')}
            </Text>
            <Text fw={600}>{shipment.fromLocation}</Text>
          </Stack>
          <IconArrowRight size={18} className="flip-rtl" aria-hidden style={{ marginTop: 18, flexShrink: 0 }} />
          <Stack gap={0} style={{ flex: 1 }} miw={0}>
            <Text size="xs" c="dimmed">
              {t('destination')}
            </Text>
            <Text fw={600}>{shipment.toLocation}</Text>
          </Stack>
        </Group>
        <Text size="sm" mt="sm">
          {shipment.deliveredAt ? t('deliveredAt') : t('estimatedDelivery')}: <b>{format.instantDateTime(shipment.deliveredAt ?? shipment.estimatedDelivery)}</b>
        </Text>
      </Paper>
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
                {event.location} · {format.instantDateTime(event.occurredAt)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Paper>
    </Stack>
  );
}
