import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';

/** The frame of every back-office screen: the way back, the screen's title (and tab title), its actions. */
export function BackOfficePage({
  title,
  titleLang,
  back = '/admin',
  backLabel,
  actions,
  children,
  testId,
}: {
  title: string;
  /** The title's language when it is not the page's (a catalogue item's English name). */
  titleLang?: string;
  back?: string;
  backLabel?: string;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('backoffice');
  usePageTitle(title);
  return (
    <Stack gap="md" p="md" data-testid={testId}>
      <Anchor component={Link} to={back} size="sm" mih={44} display="inline-flex" style={{ alignItems: 'center', gap: 6, alignSelf: 'flex-start' }}>
        <IconArrowLeft size={16} className="flip-rtl" aria-hidden />
        {backLabel ?? t('backToDashboard')}
      </Anchor>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz={24} lang={titleLang}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
