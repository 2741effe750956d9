import { useState } from 'react';
import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconCalendarStats, IconChartBar, IconCurrencyDollar, IconHeadset, IconPackage, IconSettings, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { formatMoney, formatMoneyExact } from '../../../../shared/money';
import type { AdminStats } from '../../../../shared/schemas/admin';
import { trpc } from '../../../lib/trpc';
import { BOOKING_TYPE_LABELS } from '../booking/booking-status';
import { BookingStatusBadge } from '../booking/BookingStatusBadge';
import { NothingFound, QueryStatus } from '../ui/QueryStatus';
import { trendLabel } from './admin-format';
import { ManageUsersModal } from './ManageUsersModal';

type StatKey = keyof AdminStats['trends'];
type Tool = 'add-package' | 'reports' | 'users' | 'settings';

const COMING_SOON: Record<Exclude<Tool, 'users'>, { title: string; text: string }> = {
  'add-package': { title: 'Add Package', text: 'Adding tour packages from the dashboard is coming soon.' },
  reports: { title: 'View Reports', text: 'Downloadable reports are coming soon. The figures above are live.' },
  settings: { title: 'Settings', text: 'Dashboard settings are coming soon.' },
};

// /admin (inside StaffGate): spec §3 admin stats with trends computed by the server (last 30
// days against the 30 before), the 5 most recent bookings, and the staff tools.
export function AdminDashboard() {
  const stats = trpc.admin.stats.useQuery();
  const [tool, setTool] = useState<Tool | null>(null);
  const soon = tool && tool !== 'users' ? COMING_SOON[tool] : null;
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} fz={24}>
          Admin Dashboard
        </Title>
        {stats.data && (
          <Text size="xs" c="dimmed">
            Trends: last {stats.data.periodDays} days vs the {stats.data.periodDays} before
          </Text>
        )}
      </Group>
      {stats.data ? <StatsView stats={stats.data} /> : <QueryStatus label="the dashboard" isPending={stats.isPending} error={stats.error} onRetry={() => void stats.refetch()} />}
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb="sm">
          Staff tools
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <ToolButton icon={IconPackage} label="Add Package" onClick={() => setTool('add-package')} />
          <ToolButton icon={IconChartBar} label="View Reports" onClick={() => setTool('reports')} />
          <ToolButton icon={IconUsersGroup} label="Manage Users" onClick={() => setTool('users')} />
          <ToolButton icon={IconSettings} label="Settings" onClick={() => setTool('settings')} />
        </SimpleGrid>
      </Paper>
      <ManageUsersModal opened={tool === 'users'} onClose={() => setTool(null)} />
      <Modal opened={soon !== null} onClose={() => setTool(null)} title={soon?.title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          <Text>{soon?.text}</Text>
          <Badge variant="light" color="gray" w="fit-content">
            Coming soon
          </Badge>
          <Button onClick={() => setTool(null)} variant="default">
            Close
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}

function ToolButton({ icon: Icon, label, onClick }: { icon: typeof IconUsers; label: string; onClick: () => void }) {
  return (
    <UnstyledButton onClick={onClick} aria-label={label}>
      <Paper withBorder radius="md" p="sm" ta="center" h="100%">
        <ThemeIcon variant="light" size={40} radius="xl" mx="auto">
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
  const cards: { key: StatKey; label: string; value: string; icon: typeof IconUsers; color: string }[] = [
    { key: 'totalBookings', label: 'Total Bookings', value: stats.totalBookings.toLocaleString('en-US'), icon: IconCalendarStats, color: 'blue' },
    { key: 'totalRevenue', label: 'Total Revenue', value: formatMoney(stats.totalRevenue, stats.currency), icon: IconCurrencyDollar, color: 'green' },
    { key: 'activeUsers', label: 'Active Users', value: stats.activeUsers.toLocaleString('en-US'), icon: IconUsers, color: 'grape' },
    { key: 'supportTickets', label: 'Support Tickets', value: stats.supportTickets.toLocaleString('en-US'), icon: IconHeadset, color: 'orange' },
  ];
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {cards.map(({ key, label, value, icon: Icon, color }) => {
          const trend = trendLabel(stats.trends[key]);
          return (
            <Paper key={key} withBorder radius="md" p="sm" data-testid={`stat-${key}`}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text size="xs" c="dimmed" fw={600} tt="uppercase" lh={1.2}>
                  {label}
                </Text>
                <ThemeIcon variant="light" color={color} size="md" radius="md">
                  <Icon size={16} />
                </ThemeIcon>
              </Group>
              <Text fw={800} fz={22} mt={4} lh={1.2}>
                {value}
              </Text>
              <Text size="xs" fw={700} c={trend.color} aria-label={`Trend ${trend.label === '—' ? 'not available' : trend.label}`}>
                {trend.label}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb="sm">
          Recent Bookings
        </Title>
        {stats.recentBookings.length === 0 && <NothingFound title="No bookings yet" />}
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
                  {BOOKING_TYPE_LABELS[booking.type]} · {dayjs(booking.createdAt).format('MMM D, HH:mm')}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                <Text fw={700} size="sm">
                  {formatMoneyExact(booking.amount, booking.currency)}
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
