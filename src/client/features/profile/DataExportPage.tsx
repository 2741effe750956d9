import { useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageNotice } from '../../components/PageNotice';
import { httpStatusOf, serverMessage } from '../../lib/errors';
import { usePageTitle } from '../../lib/page-title';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { saveFile } from './export-download';

/** The export and token of a link: '#id=…&token=…' (a fragment never reaches a server, a log or a Referer). */
function linkOf(hash: string) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { exportId: params.get('id') ?? '', token: params.get('token') ?? '' };
}

/** /data-export: where the link in the 'Your data is ready' e-mail leads. */
export function DataExportPage() {
  const { t } = useTranslation('privacy');
  usePageTitle(t('exportPage.title'));
  const { exportId, token } = linkOf(useLocation().hash);
  const [gone, setGone] = useState(false);
  const download = trpc.privacy.exportFile.useMutation({
    onSuccess: (file) => {
      saveFile(file);
      showToast({ title: t('exportPage.downloaded'), message: file.fileName, color: 'green' });
    },
    onError: (error) => {
      if (httpStatusOf(error) === 404) setGone(true);
      else showToast({ title: t('common:error'), message: serverMessage(error) ?? t('export.failed'), color: 'red' });
    },
  });
  if (!exportId || !token || gone) {
    return (
      <PageNotice
        icon={<IconLinkOff size={30} />}
        color="yellow"
        title={t('exportPage.title')}
        description={gone ? t('exportPage.notFound') : t('exportPage.incomplete')}
      />
    );
  }
  return (
    <Stack gap="md" p="md">
      <Title order={1} fz={22}>
        {t('exportPage.title')}
      </Title>
      <Text size="sm">{t('exportPage.text')}</Text>
      <Button h={48} loading={download.isPending} onClick={() => download.mutate({ exportId, token, format: 'html' })}>
        {t('export.html')}
      </Button>
      <Button h={48} variant="outline" loading={download.isPending} onClick={() => download.mutate({ exportId, token, format: 'json' })}>
        {t('export.json')}
      </Button>
    </Stack>
  );
}
