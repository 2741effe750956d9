import { Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconHeadset } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SectionHeader } from '../../components/SectionHeader';

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions">
      <SectionHeader title="Quick Actions" />
      <SimpleGrid cols={2} spacing="sm">
        <UnstyledButton component={Link} to="/bookings">
          <Paper withBorder radius="md" p="md">
            <ThemeIcon variant="light" size={40} radius="xl">
              <IconCalendarEvent size={22} />
            </ThemeIcon>
            <Text fw={700} mt={6}>
              My Bookings
            </Text>
            <Text size="xs" c="dimmed">
              Trips and reservations
            </Text>
          </Paper>
        </UnstyledButton>
        <UnstyledButton component={Link} to="/contact">
          <Paper withBorder radius="md" p="md">
            <ThemeIcon variant="light" size={40} radius="xl" color="green">
              <IconHeadset size={22} />
            </ThemeIcon>
            <Text fw={700} mt={6}>
              24/7 Support
            </Text>
            <Text size="xs" c="dimmed">
              We are here to help
            </Text>
          </Paper>
        </UnstyledButton>
      </SimpleGrid>
    </section>
  );
}
