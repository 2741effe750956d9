import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconBuildingStore,
  IconCalendarStats,
  IconCar,
  IconChartBar,
  IconCurrencyDollar,
  IconHeadset,
  IconHistory,
  IconLanguage,
  IconPackage,
  IconPhoto,
  IconSettings,
  IconTruckDelivery,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminStats } from '@shared/schemas/admin';
import { useFormat } from '../../../i18n/format';
import { trpc } from '../../../lib/trpc';
import { bookingTypeLabel, useBookedItemName } from '../../../booking/booking-labels';
import { BookingStatusBadge } from '../booking/BookingStatusBadge';
import { NothingFound, QueryStatus } from '../../../components/QueryStatus';
import { trendLabel } from './admin-format';
import { usePageTitle } from '../../../lib/page-title';

type StatKey = keyof AdminStats['trends'];

// /admin (inside StaffGate): admin stats with trends computed by the server (last 30
// days against the 30 before), the 5 most recent bookings, and the staff tools.
export function AdminDashboard() {
  const { t } = useTranslation(['admin', 'travel']);
  const stats = trpc.admin.stats.useQuery();
  usePageTitle(t('common:screens.admin.area'));
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} fz={24}>
          {t('common:screens.admin.area')}
        </Title>
        {stats.data && (
          <Text size="xs" c="dimmed">
            {t('trendsPeriod', { count: stats.data.periodDays })}
          </Text>
        )}
      </Group>
      {stats.data ? (
        <StatsView stats={stats.data} />
      ) : (
        <QueryStatus label={t('theDashboard')} isPending={stats.isPending} error={stats.error} onRetry={() => void stats.refetch()} />
      )}
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb="sm">
          {t('staffTools')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          <ToolButton icon={IconPackage} label={t('tools.addPackage')} to="/admin/packages" />
          <ToolButton icon={IconChartBar} label={t('tools.reports')} to="/admin/reports" />
          <ToolButton icon={IconUsersGroup} label={t('tools.users')} to="/admin/users" />
          <ToolButton icon={IconSettings} label={t('tools.settings')} to="/admin/settings" />
          <ToolButton icon={IconPhoto} label={t('tools.photos')} to="/admin/photos" />
          <ToolButton icon={IconLanguage} label={t('tools.texts')} to="/admin/texts" />
          <ToolButton icon={IconHistory} label={t('tools.audit')} to="/admin/audit" />
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb="sm">
          {t('operations')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <ToolButton icon={IconBuildingStore} label={t('tools.stock')} to="/admin/stock" />
          <ToolButton icon={IconTruckDelivery} label={t('tools.shipments')} to="/admin/shipments" />
          <ToolButton icon={IconCar} label={t('tools.rides')} to="/admin/rides" />
          <ToolButton icon={IconCurrencyDollar} label={t('tools.rates')} to="/admin/rates" />
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}

function ToolButton({ icon: Icon, label, to }: { icon: typeof IconUsers; label: string; to: string }) {
  return (
    <UnstyledButton component={Link} to={to} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Paper withBorder radius="md" p="sm" ta="center" h="100%">
        <ThemeIcon variant="light" size={40} radius="xl" mx="auto" aria-hidden>
          <Icon size={22} />
        </ThemeIcon>
        <Text fw={600} size="sm" mt={6}>
          {label}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}

function StatsView({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation(['admin', 'travel']);
  const format = useFormat();
  const itemName = useBookedItemName();
  const cards: { key: StatKey; value: string; icon: typeof IconUsers; color: string }[] = [
    { key: 'totalBookings', value: format.number(stats.totalBookings), icon: IconCalendarStats, color: 'blue' },
    { key: 'totalRevenue', value: format.money(stats.totalRevenue, stats.currency), icon: IconCurrencyDollar, color: 'green' },
    { key: 'activeUsers', value: format.number(stats.activeUsers), icon: IconUsers, color: 'grape' },
    { key: 'supportTickets', value: format.number(stats.supportTickets), icon: IconHeadset, color: 'orange' },
  ];
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {cards.map(({ key, value, icon: Icon, color }) => {
          const trend = trendLabel(stats.trends[key], format);
          return (
            <Paper key={key} withBorder radius="md" p="sm" data-testid={`stat-${key}`}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text size="xs" c="dimmed" fw={600} tt="uppercase" lh={1.2}>
                  {t(`stats.${key}`)}
                </Text>
                <ThemeIcon variant="light" color={color} size="md" radius="md" aria-hidden>
                  <Icon size={16} />
                </ThemeIcon>
              </Group>
              <Text fw={800} fz={22} mt={4} lh={1.2}>
                {value}
              </Text>
              <Text size="xs" fw={700} c={trend.color}>
                <VisuallyHidden>{t('trend')} </VisuallyHidden>
                <span aria-hidden={stats.trends[key] === null || undefined}>{trend.label}</span>
                {stats.trends[key] === null && <VisuallyHidden>{t('trendUnavailable')}</VisuallyHidden>}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb="sm">
          {t('recentBookings')}
        </Title>
        {stats.recentBookings.length === 0 && <NothingFound title={t('noBookings')} />}
        <Stack gap={0}>
          {stats.recentBookings.map((booking) => (
            <Group
              key={booking.id}
              justify="space-between"
              wrap="nowrap"
              py="xs"
              gap="sm"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              data-testid="recent-booking"
            >
              <Stack gap={0} miw={0}>
                <Text fw={600} size="sm" truncate lang={itemName(booking.type, booking.itemName).lang}>
                  {itemName(booking.type, booking.itemName).text}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  <span style={{ fontFamily: 'monospace' }}>{booking.confirmationCode}</span> · {booking.username}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {bookingTypeLabel(t, booking.type)} · {format.instantDateTime(booking.createdAt)}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                <Text fw={700} size="sm">
                  {format.moneyExact(booking.amount, booking.currency)}
                </Text>
                <BookingStatusBadge booking={{ type: booking.type, status: booking.status, fulfilledAt: null }} />
              </Stack>
            </Group>
          ))}
        </Stack>
      </Paper>
    </>
  );
}
