import { useState } from 'react';
import { SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { ShipCargoForm } from './ShipCargoForm';
import { TrackShipmentForm } from './TrackShipmentForm';
import { TrackedShipment } from './TrackedShipment';

type Mode = 'ship' | 'track';

// Cargo dialog, two modes: Ship Cargo and Track Shipment. A successful creation
// switches to Track with the new tracking number filled in.
export function CargoDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('cargo');
  const [mode, setMode] = useState<Mode>('ship');
  const [tracking, setTracking] = useState('');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('dialogTitle')} fullScreenOnPhone>
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          aria-label={t('dialogTitle')}
          value={mode}
          onChange={(value) => setMode(value as Mode)}
          data={[
            { value: 'ship', label: t('modes.ship') },
            { value: 'track', label: t('modes.track') },
          ]}
        />
        {mode === 'ship' ? (
          <ShipCargoForm
            onCreated={(trackingNumber) => {
              setTracking(trackingNumber);
              setMode('track');
            }}
          />
        ) : (
          <Stack gap="md">
            <TrackShipmentForm key={tracking} initial={tracking} onTrack={setTracking} />
            {tracking && <TrackedShipment typed={tracking} withPageLink />}
          </Stack>
        )}
      </Stack>
    </AppModal>
  );
}
