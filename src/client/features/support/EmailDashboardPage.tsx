import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title';
import { EmailManager } from './EmailManager';

/** /email-dashboard (staff, inside StaffGate): the inbox as a page; list and e-mail side by side on a laptop. */
export function EmailDashboardPage() {
  const { t } = useTranslation('support');
  usePageTitle(t('inbox.dashboardTitle'));
  return (
    <Stack p="md" gap="md">
      <Title order={1} fz={24}>
        {t('inbox.dashboardTitle')}
      </Title>
      <EmailManager layout="page" />
    </Stack>
  );
}
