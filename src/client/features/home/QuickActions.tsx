import { Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionHeader } from '../../components/SectionHeader';

export function QuickActions() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="quick-actions">
      <SectionHeader id="quick-actions" title={t('quickActions.title')} />
      <SimpleGrid cols={2} spacing="sm">
        <UnstyledButton component={Link} to="/bookings" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Paper withBorder radius="md" p="md" h="100%">
            <ThemeIcon variant="light" size={40} radius="xl" aria-hidden>
              <IconCalendarEvent size={22} />
            </ThemeIcon>
            <Text fw={700} mt={6}>
              {t('common:nav.myBookings')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('quickActions.bookingsText')}
            </Text>
          </Paper>
        </UnstyledButton>
        <UnstyledButton component={Link} to="/contact" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Paper withBorder radius="md" p="md" h="100%">
            <ThemeIcon variant="light" size={40} radius="xl" color="green" aria-hidden>
              <IconHeadset size={22} />
            </ThemeIcon>
            <Text fw={700} mt={6}>
              {t('quickActions.support')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('quickActions.supportText')}
            </Text>
          </Paper>
        </UnstyledButton>
      </SimpleGrid>
    </section>
  );
}
