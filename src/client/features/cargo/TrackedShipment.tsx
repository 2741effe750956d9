import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checkTrackingNumber, normalizeTrackingNumber } from '@shared/tracking-number';
import { NoShipment, ShipmentLive } from './ShipmentLive';

/**
 * What a typed tracking number shows: a typo the check digit catches is told at once (nothing
 * is looked up); a well-formed number is followed live.
 */
export function TrackedShipment({ typed, headingLevel, withPageLink = false }: { typed: string; headingLevel?: 2 | 3; withPageLink?: boolean }) {
  const { t } = useTranslation('cargo');
  const number = normalizeTrackingNumber(typed);
  const check = checkTrackingNumber(number);
  if (check === 'format') return <NoShipment hint={t('badFormat')} />;
  if (check === 'checkDigit') return <NoShipment hint={t('checkDigit')} />;
  return (
    <Stack gap="sm">
      <ShipmentLive key={number} trackingNumber={number} headingLevel={headingLevel} />
      {withPageLink && (
        <Anchor component={Link} to={`/track/${number}`} ta="center" py={10}>
          {t('openPage')}
        </Anchor>
      )}
    </Stack>
  );
}
