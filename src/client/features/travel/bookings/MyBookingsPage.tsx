import { useEffect, useState } from 'react';
import { Button, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BOOKING_TABS } from '@shared/booking-vocabulary';
import type { Booking, BookingTab } from '@shared/schemas/bookings';
import { trpc } from '../../../lib/trpc';
import { cameWithThePage, refetchUnlessPageAnswer } from '../../../lib/server-render';
import { useDeferredData } from '../../../lib/deferred-data';
import { QueryStatus } from '../../../components/QueryStatus';
import { BookingCard } from './BookingCard';
import { SavedCopyNotice } from '../../../components/SavedCopyNotice';
import { CancelBookingModal } from './CancelBookingModal';
import { usePageTitle } from '../../../lib/page-title';
import { SignedInGate } from '../../../components/SignedInGate';

function isBookingTab(value: string | null): value is BookingTab {
  return (BOOKING_TABS as readonly (string | null)[]).includes(value);
}

// /bookings (made real): the signed-in traveller's bookings; the tabs filter them on
// the server. The tab lives in the URL (?tab=upcoming) so Back and reloads keep it.
export function MyBookingsPage() {
  const { t } = useTranslation('bookings');
  usePageTitle(t('common:nav.myBookings'));
  return (
    <SignedInGate
      title={t('common:nav.myBookings')}
      signedOutText={t('signedOut')}
      moreActions={
        <Button component={Link} to="/manage-booking" variant="subtle">
          {t('manage.link')}
        </Button>
      }
    >
      {() => <MyBookings />}
    </SignedInGate>
  );
}

function MyBookings() {
  const { t } = useTranslation('bookings');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: BookingTab = isBookingTab(tabParam) ? tabParam : 'all';
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  return (
    <Stack gap="md" p="md">
      <Title order={1} fz={24}>
        {t('common:nav.myBookings')}
      </Title>
      <Tabs value={tab} onChange={(next) => isBookingTab(next) && setParams(next === 'all' ? {} : { tab: next }, { replace: true })}>
        <Tabs.List grow>
          {BOOKING_TABS.map((value) => (
            <Tabs.Tab key={value} value={value} px={6} mih={44}>
              {t(`tabs.${value}`)}
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
  const { t } = useTranslation('bookings');
  // Unpaid holds expire on their own: ask again each time the list is shown (unless the page
  // arrived with it moments ago: lib/server-render.ts).
  const query = trpc.bookings.list.useQuery({ tab }, { refetchOnMount: refetchUnlessPageAnswer });
  // The vouchers come with the list, so each one opens later without a connection.
  const utils = trpc.useUtils();
  const hasConfirmed = Boolean(query.data?.some((booking) => booking.status === 'confirmed'));
  useEffect(() => {
    if (hasConfirmed && (query.isFetchedAfterMount || cameWithThePage(query.dataUpdatedAt)))
      void utils.vouchers.list.fetch(undefined, { staleTime: 0 }).catch(() => undefined);
  }, [hasConfirmed, query.isFetchedAfterMount, query.dataUpdatedAt, utils]);
  const { data: bookings, arriving } = useDeferredData(query.data);
  if (!bookings)
    return <QueryStatus label={t('yourBookings')} isPending={query.isPending || arriving} error={query.error} onRetry={() => void query.refetch()} />;
  if (bookings.length === 0) {
    return (
      <Stack align="center" gap="xs" py="xl" ta="center" c="dimmed">
        <IconCalendarOff size={36} aria-hidden />
        <Text>{t(`empty.${tab}`)}</Text>
        {tab !== 'cancelled' && (
          <Button component={Link} to="/search" variant="light" mt="xs">
            {t('findTrip')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <SavedCopyNotice updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />
      {bookings.map((booking) => (
        <BookingCard key={booking.id} booking={booking} onCancel={onCancel} />
      ))}
    </Stack>
  );
}
