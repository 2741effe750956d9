import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarPlus, IconShare, IconTicketOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { quantityText, useBookedItemName } from '../../booking/booking-labels';
import { Link, useParams } from 'react-router';
import type { Booking } from '@shared/schemas/bookings';
import { WhoTravels } from '../../components/WhoTravels';
import { hasVoucher } from '@shared/booking-vocabulary';
import { bookingCalendarEvent, calendarFile, type CalendarEvent } from '@shared/calendar-file';
import { PageLoader, PageNotice } from '../../components/PageNotice';
import { QrCode } from '../../components/QrCode';
import { SavedCopyNotice } from '../../components/SavedCopyNotice';
import { useFormat } from '../../i18n/format';
import { useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/page-title';
import { downloadFile, shareLink } from '../../lib/share';
import { trpc } from '../../lib/trpc';
import { useBookingFromLists } from './use-booking-from-lists';

/** The link the QR code carries: any camera app opens the staff check with the code filled in. */
export const verifyLink = (code: string) => `${window.location.origin}/admin/verify?code=${encodeURIComponent(code)}`;

// /bookings/:id/voucher: a confirmed booking's e-voucher, to show at the hotel desk, the car
// counter or the tour's meeting point. It opens offline from the saved answers
// (lib/offline/saved-answers.ts): My Bookings fetches the vouchers whenever it lists bookings.
export function VoucherPage() {
  const { t } = useTranslation('vouchers');
  usePageTitle(t('title'));
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const listed = useBookingFromLists(id);
  const booking = trpc.bookings.get.useQuery(
    { id },
    { enabled: Boolean(user) && Boolean(id), initialData: listed?.booking, initialDataUpdatedAt: listed?.updatedAt },
  );
  const vouchers = trpc.vouchers.list.useQuery(undefined, { enabled: Boolean(user) });
  const voucher = vouchers.data?.find((candidate) => candidate.bookingId === id);

  if (!booking.data || !vouchers.data) {
    if (booking.fetchStatus === 'fetching' || vouchers.fetchStatus === 'fetching') return <PageLoader label={t('loading')} />;
    return <NoVoucher />;
  }
  if (!voucher) return <NoVoucher booking={booking.data} />;
  const updatedAt = Math.min(booking.dataUpdatedAt, vouchers.dataUpdatedAt);
  return (
    <Stack gap="md" p="md" maw={520} mx="auto">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} fz={24}>
          {t('title')}
        </Title>
        {voucher.usedAt ? (
          <Badge color="gray" variant="light" size="lg">
            {t('used')}
          </Badge>
        ) : (
          <Badge color="green" variant="light" size="lg">
            {t('valid')}
          </Badge>
        )}
      </Group>
      <SavedCopyNotice updatedAt={updatedAt} refreshFailed={booking.isRefetchError || vouchers.isRefetchError} />
      <VoucherCard booking={booking.data} code={voucher.code} usedAt={voucher.usedAt} travellerName={user?.fullName ?? user?.username ?? ''} />
      <TripActions booking={booking.data} />
      <Button component={Link} to="/bookings" variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden className="flip-rtl" />}>
        {t('back')}
      </Button>
    </Stack>
  );
}

function VoucherCard({ booking, code, usedAt, travellerName }: { booking: Booking; code: string; usedAt: string | null; travellerName: string }) {
  const { t } = useTranslation('vouchers');
  const format = useFormat();
  const details = booking.bookingDetails;
  const name = useBookedItemName()(booking.type, details.itemName);
  return (
    <Card withBorder radius="md" p="md" data-testid="voucher">
      <Stack gap="xs" align="center" ta="center">
        <Text fw={700} fz="lg" lh={1.3} lang={name.lang}>
          {name.text}
        </Text>
        {details.location && (
          <Text size="sm" c="dimmed">
            {format.place(details.location)}
          </Text>
        )}
        {booking.startDate && <Text size="sm">{format.dateRange(booking.startDate, booking.endDate)}</Text>}
        <Text size="sm">{quantityText(t, booking.type, details.quantity, details.quantityLabel)}</Text>
        <WhoTravels travellers={booking.travellers} />
        <QrCode value={verifyLink(code)} label={t('qrLabel', { item: name.text })} size={220} testId="voucher-qr" />
        <Text size="xs" c="dimmed">
          {t('codeLabel')}
        </Text>
        <Text fw={700} fz="lg" ff="monospace" dir="ltr" data-testid="voucher-code">
          {code}
        </Text>
        <Group gap="xl" justify="center" mt="xs">
          <div>
            <Text size="xs" c="dimmed">
              {t('confirmationCode')}
            </Text>
            <Text fw={700} ff="monospace">
              {booking.confirmationCode}
            </Text>
          </div>
          {travellerName && (
            <div>
              <Text size="xs" c="dimmed">
                {t('traveller')}
              </Text>
              <Text fw={700}>{travellerName}</Text>
            </div>
          )}
        </Group>
        <Text size="sm" c="dimmed" mt="xs">
          {usedAt ? t('usedOn', { time: format.instantDateTime(usedAt) }) : t('howToUse')}
        </Text>
      </Stack>
    </Card>
  );
}

/** 'Add to calendar' (a .ics file made here, so it works offline) and 'Share' (the phone's share sheet, else the clipboard). */
function TripActions({ booking }: { booking: Booking }) {
  const { t } = useTranslation('vouchers');
  const format = useFormat();
  const details = booking.bookingDetails;
  const { text: itemName } = useBookedItemName()(booking.type, details.itemName);
  const pageUrl = `${window.location.origin}/bookings/${booking.id}/voucher`;
  const dates = booking.startDate ? format.dateRange(booking.startDate, booking.endDate) : '';
  // null for what has no dates of its own (rides, shipments, orders): no calendar button then.
  const event = bookingCalendarEvent(booking, {
    host: window.location.host,
    url: pageUrl,
    description: t('calendarDescription', { code: booking.confirmationCode, url: pageUrl }),
    stamp: new Date(),
  });
  const addToCalendar = (made: CalendarEvent) =>
    downloadFile(`${booking.confirmationCode}.ics`, 'text/calendar;charset=utf-8', calendarFile({ ...made, stamp: new Date() }));
  const share = () =>
    shareLink(
      { title: itemName, text: t('shareText', { item: itemName, dates, code: booking.confirmationCode }), url: pageUrl },
      { copiedTitle: t('linkCopied'), copiedText: t('linkCopiedText'), failedTitle: t('shareFailed') },
    );
  return (
    <Stack gap="sm">
      {event && (
        <Button variant="light" size="md" fullWidth leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={() => addToCalendar(event)}>
          {t('addToCalendar')}
        </Button>
      )}
      <Button variant="light" size="md" fullWidth leftSection={<IconShare size={18} aria-hidden />} onClick={() => void share()}>
        {t('share')}
      </Button>
    </Stack>
  );
}

function NoVoucher({ booking }: { booking?: Booking }) {
  const { t } = useTranslation('vouchers');
  return (
    <PageNotice
      icon={<IconTicketOff size={30} />}
      title={t('none.title')}
      description={booking ? t(`none.${!hasVoucher(booking.type) ? 'notIssued' : booking.status === 'pending' ? 'unpaid' : 'notValid'}`) : t('none.notFound')}
      actions={
        <Button component={Link} to="/bookings" mt="xs">
          {t('back')}
        </Button>
      }
    />
  );
}
