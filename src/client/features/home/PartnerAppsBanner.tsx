import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useDomainContext } from '../../lib/domain-context';
import { PARTNER_APPS } from '../../../shared/contact';

// Flagged brand only (spec §1, §2): two partner booking sites, each in a new tab.
export function PartnerAppsBanner() {
  const { isManasaTours } = useDomainContext();
  if (!isManasaTours) return null;
  return (
    <Paper withBorder radius="lg" p="md" bg="orange.0">
      <Title order={3} fz="md">
        Partner Booking Apps
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        More stays from our trusted partners.
      </Text>
      <Group grow>
        {PARTNER_APPS.map((app) => (
          <Button key={app.url} component="a" href={app.url} target="_blank" rel="noopener noreferrer" variant="white" rightSection={<IconExternalLink size={14} />}>
            {app.name}
          </Button>
        ))}
      </Group>
    </Paper>
  );
}
