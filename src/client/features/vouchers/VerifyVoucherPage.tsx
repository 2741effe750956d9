import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCamera, IconCircleCheck, IconPlayerStop, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { quantityText, useBookedItemName } from '../../booking/booking-labels';
import { useSearchParams } from 'react-router';
import type { VoucherCheck } from '@shared/schemas/vouchers';
import { useFormat } from '../../i18n/format';
import { httpStatusOf, serverMessage } from '../../lib/errors';
import { useOnline } from '../../lib/offline/online';
import { usePageTitle } from '../../lib/page-title';
import { trpc } from '../../lib/trpc';
import { WhoTravels } from '../../components/WhoTravels';
import { CameraScanner, canScanWithCamera } from './CameraScanner';

/** The voucher code a scanned QR code carries: its link's ?code=..., or the text itself. */
export function codeFromScan(scanned: string): string {
  const fromLink = /[?&]code=([^&#\s]+)/.exec(scanned);
  if (!fromLink) return scanned.trim();
  try {
    return decodeURIComponent(fromLink[1]);
  } catch {
    return scanned.trim();
  }
}

/**
 * Why a code was refused, as a sentence in the page's language: an unknown code is the page's
 * own text, a booking that cannot be used (unpaid, cancelled, expired) is the server's sentence
 * (written in the caller's language), never a bare 'status: message'.
 */
function refusal(t: TFunction, error: unknown): string {
  const status = httpStatusOf(error);
  if (status === 404) return t('verify.unknownCode');
  if (status === undefined) return t('common:offline');
  return serverMessage(error) ?? t('verify.failed');
}

// /admin/verify (staff): check a traveller's e-voucher by scanning its QR code with the
// phone's camera (CameraScanner: the browser's BarcodeDetector, else a small decoder loaded
// when the camera opens) or by typing its code. The first check shows the booking and marks
// the voucher used; any later one says when and by whom it was used. A link from the QR code
// (?code=...) is checked on arrival.
export function VerifyVoucherPage() {
  const { t } = useTranslation('vouchers');
  usePageTitle(t('verify.title'));
  const online = useOnline();
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [scanning, setScanning] = useState(false);
  const [cameraFailed, setCameraFailed] = useState(false);
  const verify = trpc.vouchers.verify.useMutation();
  const checkedLink = useRef(false);

  const check = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed || verify.isPending) return;
    setCode(trimmed);
    verify.mutate({ code: trimmed });
  };
  useEffect(() => {
    const fromLink = params.get('code');
    if (fromLink && !checkedLink.current && online) {
      checkedLink.current = true;
      verify.mutate({ code: fromLink });
    }
  }, [params, online, verify]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    check(code);
  };

  return (
    <Stack gap="md" p="md" maw={560} mx="auto">
      <Title order={1} fz={24}>
        {t('verify.title')}
      </Title>
      <Text c="dimmed">{t('verify.intro')}</Text>
      {canScanWithCamera() &&
        (scanning ? (
          <Stack gap="xs">
            <CameraScanner
              label={t('verify.cameraLabel')}
              onCode={(scanned) => {
                setScanning(false);
                check(codeFromScan(scanned));
              }}
              onError={() => {
                setScanning(false);
                setCameraFailed(true);
              }}
            />
            <Button variant="light" color="gray" leftSection={<IconPlayerStop size={18} aria-hidden />} onClick={() => setScanning(false)}>
              {t('verify.stopCamera')}
            </Button>
          </Stack>
        ) : (
          <Button
            leftSection={<IconCamera size={18} aria-hidden />}
            onClick={() => {
              setCameraFailed(false);
              setScanning(true);
            }}
          >
            {t('verify.scan')}
          </Button>
        ))}
      {cameraFailed && (
        <Text size="sm" c="dimmed" role="status">
          {t('verify.cameraFailed')}
        </Text>
      )}
      <Paper withBorder radius="md" p="md" component="form" onSubmit={onSubmit} aria-label={t('verify.formLabel')}>
        <Stack gap="sm">
          <TextInput
            label={t('verify.codeLabel')}
            description={t('verify.codeHint')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            styles={{ input: { fontFamily: 'monospace' } }}
          />
          <Button type="submit" leftSection={<IconShieldCheck size={18} aria-hidden />} loading={verify.isPending} disabled={!online}>
            {t('verify.submit')}
          </Button>
          {!online && (
            <Text size="sm" c="dimmed">
              {t('verify.needsConnection')}
            </Text>
          )}
        </Stack>
      </Paper>
      {verify.error && (
        <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('verify.refused')} role="alert" data-testid="voucher-refused">
          {refusal(t, verify.error)}
        </Alert>
      )}
      {verify.data && <CheckResult check={verify.data} />}
    </Stack>
  );
}

function CheckResult({ check }: { check: VoucherCheck }) {
  const { t } = useTranslation('vouchers');
  const format = useFormat();
  const verified = check.outcome === 'verified';
  const { booking } = check;
  const name = useBookedItemName()(booking.type, booking.itemName);
  return (
    <Alert
      color={verified ? 'green' : 'yellow'}
      icon={verified ? <IconCircleCheck size={20} aria-hidden /> : <IconAlertTriangle size={20} aria-hidden />}
      title={verified ? t('verify.verified') : t('verify.alreadyUsed')}
      role="status"
      data-testid="voucher-check"
    >
      <Stack gap={4}>
        {!verified && (
          <Text size="sm">{t('verify.usedBy', { time: format.instantDateTime(check.usedAt), staff: check.usedBy ?? t('verify.formerStaff') })}</Text>
        )}
        <Text fw={700} lang={name.lang}>
          {name.text}
        </Text>
        {booking.location && <Text size="sm">{format.place(booking.location)}</Text>}
        {booking.startDate && <Text size="sm">{format.dateRange(booking.startDate, booking.endDate)}</Text>}
        <Text size="sm">{quantityText(t, booking.type, booking.quantity, booking.quantityLabel)}</Text>
        <Group gap="lg">
          <Text size="sm">
            {t('traveller')}: <b>{booking.travellerName}</b>
          </Text>
          <Text size="sm">
            {t('confirmationCode')}: <b>{booking.confirmationCode}</b>
          </Text>
        </Group>
        {booking.paidAtPickup && (
          <Text size="sm" fw={700} data-testid="paid-at-pickup">
            {t('verify.paidAtPickup', { amount: format.moneyExact(booking.paidAtPickup.amount, booking.paidAtPickup.currency) })}
          </Text>
        )}
        <WhoTravels travellers={booking.travellers} passportAction={(passenger) => <RevealPassport bookingId={booking.id} passenger={passenger} />} />
      </Stack>
    </Alert>
  );
}

/**
 * A passenger's full passport number, read on demand: each read is recorded in the audit trail
 * under the member of staff's name, so it is asked for, never shown by default.
 */
function RevealPassport({ bookingId, passenger }: { bookingId: string; passenger: number }) {
  const { t } = useTranslation('vouchers');
  const reveal = trpc.bookings.revealPassport.useMutation();
  if (reveal.data) {
    return (
      <Text span size="sm" fw={700}>
        {' · '}
        <bdi dir="ltr" data-testid="passport-number">
          {reveal.data.passportNumber}
        </bdi>
      </Text>
    );
  }
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      mih={44}
      ms="xs"
      loading={reveal.isPending}
      onClick={() => reveal.mutate({ id: bookingId, passenger })}
      aria-label={t('verify.showPassport', { passenger: passenger + 1 })}
    >
      {reveal.isError ? t('verify.showPassportFailed') : t('verify.showPassportShort')}
    </Button>
  );
}
