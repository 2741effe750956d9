import { useState } from 'react';
import { Button, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarOff, IconLogin } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { BOOKING_TABS, type Booking, type BookingTab } from '../../../../shared/schemas/bookings';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { trpc } from '../../../lib/trpc';
import { QueryStatus } from '../ui/QueryStatus';
import { PageLoader, PageNotice } from '../../../components/PageNotice';
import { BookingCard } from './BookingCard';
import { CancelBookingModal } from './CancelBookingModal';

const TAB_LABELS: Record<BookingTab, string> = { all: 'All', upcoming: 'Upcoming', past: 'Past', cancelled: 'Cancelled' };
const EMPTY_MESSAGES: Record<BookingTab, string> = {
  all: 'You have no bookings yet.',
  upcoming: 'No upcoming trips.',
  past: 'No past trips yet.',
  cancelled: 'No cancelled bookings.',
};

function isBookingTab(value: string | null): value is BookingTab {
  return (BOOKING_TABS as readonly (string | null)[]).includes(value);
}

// /bookings (spec §2, made real): the signed-in traveller's bookings; the tabs filter them on
// the server. The tab lives in the URL (?tab=upcoming) so Back and reloads keep it.
export function MyBookingsPage() {
  const { user, checking } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: BookingTab = isBookingTab(tabParam) ? tabParam : 'all';
  const [cancelling, setCancelling] = useState<Booking | null>(null);

  if (!user) {
    if (checking) return <PageLoader label="Checking your account" />;
    return (
      <PageNotice
        icon={<IconLogin size={30} />}
        title="My Bookings"
        description="Sign in to see your trips, pay for held bookings and cancel plans that changed."
        actions={
          <Button onClick={() => openAuthDialog('login')} mt="xs">
            Sign in
          </Button>
        }
      />
    );
  }

  return (
    <Stack gap="md" p="md">
      <Title order={1} fz={24}>
        My Bookings
      </Title>
      <Tabs value={tab} onChange={(next) => isBookingTab(next) && setParams(next === 'all' ? {} : { tab: next }, { replace: true })}>
        <Tabs.List grow>
          {BOOKING_TABS.map((value) => (
            <Tabs.Tab key={value} value={value} px={6}>
              {TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {BOOKING_TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === tab && <BookingList tab={value} onCancel={setCancelling} />}
          </Tabs.Panel>
        ))}
      </Tabs>
      <CancelBookingModal booking={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}

function BookingList({ tab, onCancel }: { tab: BookingTab; onCancel: (booking: Booking) => void }) {
  // Unpaid holds expire on their own: ask again each time the list is shown.
  const query = trpc.bookings.list.useQuery({ tab }, { refetchOnMount: 'always' });
  if (!query.data) return <QueryStatus label="your bookings" isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <Stack align="center" gap="xs" py="xl" ta="center" c="dimmed">
        <IconCalendarOff size={36} />
        <Text>{EMPTY_MESSAGES[tab]}</Text>
        {tab !== 'cancelled' && (
          <Button component={Link} to="/search" variant="light" mt="xs">
            Find a trip
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {query.data.map((booking) => (
        <BookingCard key={booking.id} booking={booking} onCancel={onCancel} />
      ))}
    </Stack>
  );
}
