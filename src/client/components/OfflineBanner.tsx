import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/offline/online';

/** Shown on every screen while the device is offline (the app shell renders it). */
export function OfflineBanner() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <Alert
      role="status"
      color="yellow"
      variant="light"
      radius={0}
      icon={<IconWifiOff size={20} aria-hidden />}
      title={t('offlineMode.title')}
      data-testid="offline-banner"
    >
      {t('offlineMode.text')}
    </Alert>
  );
}
