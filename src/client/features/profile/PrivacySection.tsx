import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format';
import { serverMessage } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { saveFile } from './export-download';

// The profile's privacy rights: ask for a copy of one's data (made by a job, linked by e-mail,
// downloadable here too while it lasts) and the way to deleting the account.
export function PrivacySection() {
  const { t } = useTranslation('privacy');
  const format = useFormat();
  const utils = trpc.useUtils();
  const status = trpc.privacy.exportStatus.useQuery();
  const request = trpc.privacy.requestExport.useMutation({
    onSuccess: () => {
      showToast({ title: t('export.requested'), message: t('export.requestedText'), color: 'green' });
      void utils.privacy.exportStatus.invalidate();
    },
    onError: (error) => showToast({ title: t('common:error'), message: serverMessage(error) ?? t('export.failed'), color: 'red' }),
  });
  const download = trpc.privacy.exportFile.useMutation({
    onSuccess: saveFile,
    onError: (error) => showToast({ title: t('common:error'), message: serverMessage(error) ?? t('export.failed'), color: 'red' }),
  });
  const latest = status.data?.latest ?? null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="privacy-title">
      <Stack gap="sm">
        <div>
          <Text fw={700} id="privacy-title">
            {t('section.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('section.text')}
          </Text>
        </div>
        {latest?.status === 'pending' && <Text size="sm">{t('export.pending')}</Text>}
        {latest?.status === 'ready' && (
          <>
            <Text size="sm">{t('export.ready', { date: format.instantDateTime(latest.expiresAt) })}</Text>
            <Group gap="xs" grow>
              <Button variant="light" h={44} loading={download.isPending} onClick={() => download.mutate({ exportId: latest.id, format: 'html' })}>
                {t('export.html')}
              </Button>
              <Button variant="light" h={44} loading={download.isPending} onClick={() => download.mutate({ exportId: latest.id, format: 'json' })}>
                {t('export.json')}
              </Button>
            </Group>
          </>
        )}
        <Button
          variant="outline"
          h={44}
          leftSection={<IconDownload size={18} />}
          loading={request.isPending}
          disabled={latest?.status === 'pending'}
          onClick={() => request.mutate()}
        >
          {t('export.request')}
        </Button>
        <Button component={Link} to="/profile/delete" variant="subtle" color="red" h={44} leftSection={<IconTrash size={18} />}>
          {t('delete.menu')}
        </Button>
      </Stack>
    </Paper>
  );
}
