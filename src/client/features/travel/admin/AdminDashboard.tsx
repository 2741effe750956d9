import { useState } from 'react';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { AppModal } from '../../../components/AppModal';
import { IconCalendarStats, IconChartBar, IconCurrencyDollar, IconHeadset, IconPackage, IconSettings, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminStats } from '../../../../shared/schemas/admin';
import { useFormat } from '../../../i18n/format';
import { trpc } from '../../../lib/trpc';
import { bookingTypeLabel } from '../booking/booking-status';
import { BookingStatusBadge } from '../booking/BookingStatusBadge';
import { NothingFound, QueryStatus } from '../ui/QueryStatus';
import { trendLabel } from './admin-format';
import { ManageUsersModal } from './ManageUsersModal';
import { usePageTitle } from '../../../lib/page-title';

type StatKey = keyof AdminStats['trends'];
type Tool = 'add-package' | 'reports' | 'users' | 'settings';

const TOOL_KEYS: Record<Tool, string> = { 'add-package': 'addPackage', reports: 'reports', users: 'users', settings: 'settings' };

// /admin (inside StaffGate): spec §3 admin stats with trends computed by the server (last 30
// days against the 30 before), the 5 most recent bookings, and the staff tools.
export function AdminDashboard() {
  const { t } = useTranslation(['admin', 'travel']);
  const stats = trpc.admin.stats.useQuery();
  const [tool, setTool] = useState<Tool | null>(null);
  usePageTitle(t('common:screens.admin.area'));
  const soon = tool && tool !== 'users' ? { title: t(`tools.${TOOL_KEYS[tool]}`), text: t(`soon.${TOOL_KEYS[tool]}`) } : null;
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
      {stats.data ? <StatsView stats={stats.data} /> : <QueryStatus label={t('theDashboard')} isPending={stats.isPending} error={stats.error} onRetry={() => void stats.refetch()} />}
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb="sm">
          {t('staffTools')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <ToolButton icon={IconPackage} label={t('tools.addPackage')} onClick={() => setTool('add-package')} />
          <ToolButton icon={IconChartBar} label={t('tools.reports')} onClick={() => setTool('reports')} />
          <ToolButton icon={IconUsersGroup} label={t('tools.users')} onClick={() => setTool('users')} />
          <ToolButton icon={IconSettings} label={t('tools.settings')} onClick={() => setTool('settings')} />
        </SimpleGrid>
      </Paper>
      <ManageUsersModal opened={tool === 'users'} onClose={() => setTool(null)} />
      <AppModal opened={soon !== null} onClose={() => setTool(null)} title={soon?.title ?? ''}>
        <Stack gap="md">
          <Text>{soon?.text}</Text>
          <Badge variant="light" color="gray" w="fit-content">
            {t('common:comingSoon')}
          </Badge>
          <Button onClick={() => setTool(null)} variant="default">
            {t('common:close')}
          </Button>
        </Stack>
      </AppModal>
    </Stack>
  );
}

function ToolButton({ icon: Icon, label, onClick }: { icon: typeof IconUsers; label: string; onClick: () => void }) {
  return (
    <UnstyledButton onClick={onClick} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
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
            <Group key={booking.id} justify="space-between" wrap="nowrap" py="xs" gap="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }} data-testid="recent-booking">
              <Stack gap={0} miw={0}>
                <Text fw={600} size="sm" truncate>
                  {booking.itemName}
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
                <BookingStatusBadge status={booking.status} />
              </Stack>
            </Group>
          ))}
        </Stack>
      </Paper>
    </>
  );
}
