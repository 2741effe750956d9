import { useState } from 'react';
import { TRPCClientError } from '@trpc/client';
import { Stack, Text } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TrackedShipment } from '@shared/schemas/cargo';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/errors';
import { liveStatus, useLiveRecovery } from '../../lib/live';
import { trpc } from '../../lib/trpc';
import { ShipmentDetails } from './ShipmentDetails';
import { useSavedSnapshot } from '../../lib/offline/saved-snapshot';
import { SavedCopyNotice } from '../../components/SavedCopyNotice';

const codeOf = (error: unknown) => (error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined);

/** 'No shipment found', 'Please check your tracking number'. */
export function NoShipment({ hint }: { hint?: string }) {
  const { t } = useTranslation('cargo');
  return (
    <Stack align="center" gap={4} py="lg" ta="center" role="status" data-testid="no-shipment">
      <IconPackageOff size={32} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text fw={700}>{t('notFound')}</Text>
      <Text size="sm" c="dimmed">
        {t('checkNumber')}
      </Text>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A shipment followed live: the server pushes each carrier event (no polling). The last state
 * is kept on the phone, so a shipment tracked before opens offline, with how old it is.
 */
export function ShipmentLive({ trackingNumber, headingLevel }: { trackingNumber: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('cargo');
  const [shipment, setShipment] = useState<TrackedShipment | null>(null);
  const { saved, save } = useSavedSnapshot<TrackedShipment>(`shipment:${trackingNumber}`);
  const subscription = trpc.cargo.live.useSubscription(
    { trackingNumber },
    {
      onData: (message) => {
        setShipment(message.shipment);
        save(message.shipment);
      },
    },
  );
  useLiveRecovery(subscription);
  if (shipment) return <ShipmentDetails shipment={shipment} headingLevel={headingLevel} />;
  if (saved) {
    return (
      <>
        <SavedCopyNotice updatedAt={saved.savedAt} refreshFailed={liveStatus(subscription) !== 'connecting'} />
        <ShipmentDetails shipment={saved.value} headingLevel={headingLevel} />
      </>
    );
  }
  const code = codeOf(subscription.error);
  if (code === 'NOT_FOUND') return <NoShipment />;
  if (code === 'BAD_REQUEST') return <NoShipment hint={t('checkDigit')} />;
  if (code === 'TOO_MANY_REQUESTS') return <NoShipment hint={t('tooMany')} />;
  if (liveStatus(subscription) === 'failed') return <NoShipment hint={errorMessage(subscription.error)} />;
  return <Spinner label={t('looking')} />;
}
