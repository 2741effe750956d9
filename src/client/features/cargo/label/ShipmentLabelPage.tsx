import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock, IconPrinter } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { CargoShipment, ShipmentParty } from '@shared/schemas/cargo';
import { normalizeTrackingNumber } from '@shared/tracking-number';
import { PageLoader, PageNotice } from '../../../components/PageNotice';
import { QrCode } from '../../../components/QrCode';
import { useFormat } from '../../../i18n/format';
import { openAuthDialog } from '../../../dialogs/auth-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { useDomainContext } from '../../../lib/domain-context';
import { usePageTitle } from '../../../lib/page-title';
import { trpc } from '../../../lib/trpc';
import { NoShipment } from '../ShipmentLive';
import { code128Image } from './code128';
import './shipment-label.css';

/** The tracking number as a Code 128 barcode, black on white, as wide as the label allows. */
function Code128({ value, label }: { value: string; label: string }) {
  const image = useMemo(() => code128Image(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${image.width} 1`}
      preserveAspectRatio="none"
      width="100%"
      height={64}
      shapeRendering="crispEdges"
      data-testid="label-barcode"
      data-modules={image.modules}
    >
      <rect width={image.width} height={1} fill="#fff" />
      <path d={image.path} fill="#000" />
    </svg>
  );
}

/** A place on the label in the page's language, with its English name beside it when that differs: couriers anywhere can read it. */
function LabelPlace({ name }: { name: string }) {
  const local = useFormat().place(name);
  return (
    <>
      {local}
      {local !== name && (
        <>
          {' '}
          (<span lang="en">{name}</span>)
        </>
      )}
    </>
  );
}

function PartyBlock({ title, party, place }: { title: string; party: ShipmentParty | null; place: string }) {
  return (
    <div className="shipment-label-block">
      <Text size="xs" fw={700} tt="uppercase">
        {title}
      </Text>
      {party ? (
        <>
          <Text fw={800} size="sm" truncate>
            {party.name}
          </Text>
          <Text size="xs" lineClamp={2}>
            {party.address}
          </Text>
          <Text size="xs">
            <bdi dir="ltr">{party.phone}</bdi>
          </Text>
        </>
      ) : (
        <Text fw={800} size="sm">
          <LabelPlace name={place} />
        </Text>
      )}
    </div>
  );
}

/** The A6 label itself: where from and to, the barcode and the QR code of the tracking page. */
function ShipmentLabel({ shipment }: { shipment: CargoShipment }) {
  const { t } = useTranslation('cargo');
  const format = useFormat();
  const { brandName } = useDomainContext();
  const trackingUrl = `${window.location.origin}/track/${shipment.trackingNumber}`;
  return (
    <div className="shipment-label" data-testid="shipment-label">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={800} size="sm" truncate translate="no">
          {brandName}
        </Text>
        <Text fw={800} size="lg" tt="uppercase">
          {t(`methods.${shipment.cargoType}`)}
        </Text>
      </Group>
      <PartyBlock title={t('label.from')} party={shipment.sender} place={shipment.fromLocation} />
      <PartyBlock title={t('label.to')} party={shipment.recipient} place={shipment.toLocation} />
      <div className="shipment-label-block">
        <Code128 value={shipment.trackingNumber} label={t('label.barcode', { trackingNumber: shipment.trackingNumber })} />
        <Text ta="center" ff="monospace" fw={800} size="md" dir="ltr" data-testid="label-tracking-number">
          {shipment.trackingNumber}
        </Text>
      </div>
      <Group className="shipment-label-block" justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={0} miw={0}>
          <Text size="xs">
            {t('shipWeight')}: <b>{t('weightValue', { weight: format.number(Number(shipment.weight)) })}</b>
          </Text>
          {shipment.dimensions && (
            <Text size="xs">
              {t('dimensions')}: <b dir="ltr">{shipment.dimensions}</b>
            </Text>
          )}
          {shipment.pickupDate && (
            <Text size="xs">
              {t('pickup')}: <b>{format.shortDate(shipment.pickupDate)}</b>
            </Text>
          )}
          <Text size="xs">
            {t('label.toCity')}:{' '}
            <b>
              <LabelPlace name={shipment.toCity} />
            </b>
          </Text>
        </Stack>
        <QrCode value={trackingUrl} label={t('label.qr', { trackingNumber: shipment.trackingNumber })} size={96} testId="label-qr" />
      </Group>
    </div>
  );
}

/**
 * /track/:trackingNumber/label: the shipment's printable label, for its sender (and staff). The
 * public's view of a shipment has no addresses, so a visitor is told to sign in.
 */
export function ShipmentLabelPage() {
  const { t } = useTranslation('cargo');
  usePageTitle(t('label.title'));
  const { trackingNumber: typed = '' } = useParams();
  const trackingNumber = normalizeTrackingNumber(typed);
  const { user, checking } = useCurrentUser();
  const query = trpc.cargo.track.useQuery({ trackingNumber }, { retry: false, enabled: !checking });
  if (checking || query.isPending) return <PageLoader label={t('looking')} />;
  if (!query.data) return <NoShipment />;
  const shipment = query.data;
  if (shipment.view !== 'sender') {
    return (
      <PageNotice
        testId="label-sender-only"
        icon={<IconLock size={30} />}
        title={t('label.title')}
        description={t('label.senderOnly')}
        actions={
          user ? undefined : (
            <Button onClick={() => openAuthDialog('login')} mt="xs">
              {t('auth:signIn')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <Stack gap="md" p="md">
      <Title order={1} fz={24}>
        {t('label.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('label.hint')}
      </Text>
      <ShipmentLabel shipment={shipment} />
      {/* Each button as wide as its text needs (sharing the row when both fit, one under the other
          when not): equal halves cut 'Back to tracking' short on a phone. */}
      <Group gap="sm" className="shipment-label-actions">
        <Button
          component={Link}
          to={`/track/${shipment.trackingNumber}`}
          variant="default"
          leftSection={<IconArrowLeft size={18} className="flip-rtl" aria-hidden />}
          style={{ flex: '1 0 auto' }}
        >
          {t('label.back')}
        </Button>
        <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()} style={{ flex: '1 0 auto' }}>
          {t('label.print')}
        </Button>
      </Group>
    </Stack>
  );
}
