import { Stack, Title } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { TRPCClientError } from '@trpc/client';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader, PageNotice } from '../../components/PageNotice';
import { errorMessage } from '../../lib/errors';
import { usePageTitle } from '../../lib/page-title';
import { trpc } from '../../lib/trpc';
import { RideTracker } from './RideTracker';
import { ScheduledRideCard } from './ScheduledRideCard';
import { useRideLive, type RideSource } from './use-ride-live';
import { SignedInGate } from '../../components/SignedInGate';

const codeOf = (error: unknown) => (error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined);

/** /rides/:id: the traveller's own ride, live (Track Ride). */
export function TrackRidePage() {
  const { t } = useTranslation('taxi');
  usePageTitle(t('track.title'));
  const { id = '' } = useParams();
  return (
    <SignedInGate title={t('track.title')} signedOutText={t('track.signIn')} checkingLabel={t('track.loading')}>
      {() => <OwnRideScreen id={id} title={t('track.title')} />}
    </SignedInGate>
  );
}

/** How often a ride booked for later is looked at again while it waits for its driver. */
const SCHEDULED_REFRESH_MS = 30_000;

/**
 * A ride booked for later shows as booked (with Cancel) until its dispatch; from then on, and for
 * a ride booked for now (which was never scheduled), Track Ride follows it live under the same id.
 */
function OwnRideScreen({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('taxi');
  const scheduled = trpc.taxi.scheduledRide.useQuery(
    { id },
    { retry: false, refetchInterval: (query) => (query.state.data?.status === 'scheduled' ? SCHEDULED_REFRESH_MS : false) },
  );
  if (scheduled.isPending) return <PageLoader label={t('track.loading')} />;
  if (scheduled.data && scheduled.data.status !== 'dispatched') {
    return (
      <Stack gap="md" p="md" maw={560} mx="auto">
        <Title order={1} fz={24}>
          {title}
        </Title>
        <ScheduledRideCard ride={scheduled.data} />
      </Stack>
    );
  }
  return <LiveRideScreen source={{ kind: 'own', id }} title={title} />;
}

/** /track/ride/:token: anyone with a shared link, read-only. */
export function SharedRidePage() {
  const { t } = useTranslation('taxi');
  usePageTitle(t('track.sharedTitle'));
  const { token = '' } = useParams();
  return <LiveRideScreen source={{ kind: 'shared', token }} title={t('track.sharedTitle')} />;
}

function LiveRideScreen({ source, title }: { source: RideSource; title: string }) {
  const { t } = useTranslation('taxi');
  const { live, status, error } = useRideLive(source);
  if (live) return <RideTracker title={title} live={live} status={status} shared={source.kind === 'shared'} />;
  const code = codeOf(error);
  if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') {
    const expired = source.kind === 'shared';
    return (
      <PageNotice
        icon={<IconMapOff size={30} />}
        color="gray"
        title={expired ? t('track.linkExpired') : t('track.notFound')}
        description={expired ? t('track.linkExpiredText') : t('track.notFoundText')}
      />
    );
  }
  if (status === 'failed') return <PageNotice icon={<IconMapOff size={30} />} color="red" title={t('track.failed')} description={errorMessage(error)} />;
  return <PageLoader label={t('track.loading')} />;
}
