import { Button, Stack, Text, Title } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { showToast } from '../../lib/toast';
import { TrackShipmentForm } from './TrackShipmentForm';
import { TrackedShipment } from './TrackedShipment';

/** /track/:trackingNumber: a shareable tracking page, updated live. */
export function TrackShipmentPage() {
  const { t } = useTranslation('cargo');
  usePageTitle(t('page.title'));
  const { trackingNumber = '' } = useParams();
  const navigate = useNavigate();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      showToast({ title: t('page.copied'), message: t('page.shareHint'), color: 'green' });
    } catch {
      showToast({ title: t('page.copy'), message: window.location.href, color: 'orange' });
    }
  };
  return (
    <Stack gap="md" p="md">
      <Title order={1} fz={24}>
        {t('page.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('page.live')}
      </Text>
      <TrackedShipment key={trackingNumber} typed={trackingNumber} headingLevel={2} />
      <Button variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copy()}>
        {t('page.copy')}
      </Button>
      <Title order={2} fz="md" mt="md">
        {t('page.trackAnother')}
      </Title>
      <TrackShipmentForm key={`form-${trackingNumber}`} initial="" onTrack={(number) => navigate(`/track/${encodeURIComponent(number)}`)} />
    </Stack>
  );
}
