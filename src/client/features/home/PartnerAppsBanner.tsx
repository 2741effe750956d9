import { Button, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDomainContext } from '../../lib/domain-context';

// Flagged brand only: two partner booking sites, each in a new tab.
export function PartnerAppsBanner() {
  const { t } = useTranslation('home');
  const { isManasaTours, context } = useDomainContext();
  const partnerLinks = context?.partnerLinks ?? [];
  if (!isManasaTours || partnerLinks.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" bg="orange.0">
      <Title order={2} fz="md">
        {t('partners.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('partners.text')}
      </Text>
      <Group grow>
        {partnerLinks.map((app) => (
          <Button
            key={app.url}
            component="a"
            href={app.url}
            target="_blank"
            rel="noopener noreferrer"
            variant="white"
            rightSection={<IconExternalLink size={14} className="flip-rtl" aria-hidden />}
            styles={{ label: { overflow: 'visible' } }}
          >
            {app.name}
            <VisuallyHidden>{t('common:opensInNewTab')}</VisuallyHidden>
          </Button>
        ))}
      </Group>
    </Paper>
  );
}
