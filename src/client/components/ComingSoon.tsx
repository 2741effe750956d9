import { Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageNotice } from './PageNotice';
import { usePageTitle } from '../lib/page-title';

/** An honest placeholder for a screen that a later release builds: no sample data. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  const soon = (
    <Text size="sm" c="dimmed">
      {t('comingSoon')}
    </Text>
  );
  return <PageNotice icon={<IconClockHour4 size={30} />} title={title} description={description} actions={soon} />;
}
