import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CARGO_STATUSES, type CargoStatus } from '@shared/schemas/cargo';
import type { ShipmentAdmin } from '@shared/schemas/operations';
import { useFormat } from '../../../i18n/format';
import { trpc } from '../../../lib/trpc';
import { BackOfficePage } from '../ui/BackOfficePage';
import { PageNav } from '../ui/PageNav';
import { QueryState } from '../ui/QueryState';
import { SEGMENT_TARGETS } from '../ui/touch';
import { cargoStatusColor } from './status-colors';
import { ShipmentStatusDialog } from './ShipmentStatusDialog';

const PAGE_SIZE = 20;

/** /admin/shipments: cargo shipments, newest first, and setting one's status with a history event. */
export function ShipmentsPage() {
  const { t } = useTranslation(['backoffice', 'admin', 'cargo']);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<CargoStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ShipmentAdmin | null>(null);
  const query = trpc.cargo.shipments.useQuery(
    { search: debounced || undefined, status: status === 'all' ? undefined : status, page, limit: PAGE_SIZE },
    { refetchOnMount: 'always', placeholderData: (previous) => previous },
  );
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : 1;
  return (
    <BackOfficePage title={t('admin:tools.shipments')} testId="shipments">
      <TextInput
        aria-label={t('shipments.search')}
        placeholder={t('shipments.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      <SegmentedControl
        styles={SEGMENT_TARGETS}
        aria-label={t('shipments.status')}
        value={status}
        onChange={(value) => {
          setStatus(value as CargoStatus | 'all');
          setPage(1);
        }}
        data={[{ value: 'all', label: t('shipments.allStatuses') }, ...CARGO_STATUSES.map((value) => ({ value, label: t(`cargo:statuses.${value}`) }))]}
        style={{ alignSelf: 'flex-start' }}
      />
      {query.data ? (
        <Stack gap="xs">
          {query.data.items.length === 0 && (
            <Text c="dimmed" role="status">
              {t('shipments.none')}
            </Text>
          )}
          {/* Two columns on a laptop, one on a phone. */}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
            {query.data.items.map((shipment) => (
              <ShipmentRow key={shipment.trackingNumber} shipment={shipment} onSetStatus={() => setEditing(shipment)} />
            ))}
          </SimpleGrid>
          <PageNav total={pages} value={page} onChange={setPage} />
        </Stack>
      ) : (
        <QueryState what={t('shipments.things')} isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      )}
      <ShipmentStatusDialog shipment={editing} onClose={() => setEditing(null)} />
    </BackOfficePage>
  );
}

function ShipmentRow({ shipment, onSetStatus }: { shipment: ShipmentAdmin; onSetStatus: () => void }) {
  const { t } = useTranslation(['backoffice', 'cargo']);
  const format = useFormat();
  const delivered = shipment.status === 'delivered';
  return (
    <Card withBorder radius="md" p="sm" data-testid="shipment-row" component="article" aria-label={shipment.trackingNumber}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={700} size="sm" dir="ltr" ta="start" style={{ fontFamily: 'monospace' }}>
            {shipment.trackingNumber}
          </Text>
          <Text size="sm" lineClamp={2}>
            {t('shipments.route', { from: format.place(shipment.fromLocation), to: format.place(shipment.toLocation) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('shipments.details', {
              method: t(`cargo:methods.${shipment.cargoType}`),
              weight: t('cargo:weightValue', { weight: format.number(Number(shipment.weight)) }),
              price: format.moneyExact(shipment.price, shipment.currency),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('shipments.sender', { username: shipment.sender })}
          </Text>
          <Text size="xs" data-testid="shipment-last-event">
            {t('shipments.lastEvent', { event: t(`cargo:events.${shipment.lastEvent}`), time: format.instantDateTime(shipment.lastEventAt) })}
          </Text>
        </Stack>
        <Badge color={cargoStatusColor(shipment.status)} variant="light" style={{ flexShrink: 0 }} data-testid="shipment-row-status">
          {t(`cargo:statuses.${shipment.status}`)}
        </Badge>
      </Group>
      <Group gap="xs" mt="xs" justify="flex-end">
        <Anchor
          component={Link}
          to={`/track/${shipment.trackingNumber}`}
          size="sm"
          mih={44}
          display="inline-flex"
          style={{ alignItems: 'center' }}
          aria-label={t('shipments.trackingPageFor', { number: shipment.trackingNumber })}
        >
          {t('shipments.trackingPage')}
        </Anchor>
        <Button variant="light" onClick={onSetStatus} disabled={delivered} aria-label={t('shipments.setStatusFor', { number: shipment.trackingNumber })}>
          {t('shipments.setStatus')}
        </Button>
      </Group>
    </Card>
  );
}
