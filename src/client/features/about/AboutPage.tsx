import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDomainContext } from '../../lib/domain-context';
import { BUSINESS_HOURS, EMERGENCY_SUPPORT, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../shared/contact';
import { usePageTitle } from '../../lib/page-title';

const SERVICES = ['tours', 'hotels', 'flights', 'cars', 'taxi', 'cargo', 'marketplace'] as const;

export function AboutPage() {
  const { t } = useTranslation('about');
  const { brandName, variant } = useDomainContext();
  usePageTitle(t('common:nav.about'));
  return (
    <Stack p="md" gap="md">
      <Title order={1} fz={26}>
        {t('title', { brand: brandName })}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="md" mb={4}>
          {t('missionTitle')}
        </Title>
        <Text data-testid="about-mission">{t(`mission.${variant}`, { brand: brandName })}</Text>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="md" mb={4}>
          {t('servicesTitle')}
        </Title>
        <List size="sm" spacing={2}>
          {SERVICES.map((service) => (
            <List.Item key={service}>{t(`services.${service}`)}</List.Item>
          ))}
        </List>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="md" mb={4}>
          {t('contactTitle')}
        </Title>
        <Text size="sm">
          {t('phone')} <span dir="ltr">{SUPPORT_PHONE}</span>
        </Text>
        <Text size="sm">
          {t('email')} <span dir="ltr">{SUPPORT_EMAIL}</span>
        </Text>
        {BUSINESS_HOURS.map((line) => (
          <Text size="sm" key={line.days}>
            {t(`hours.${line.days}`)} <span dir="ltr">{line.hours}</span>
          </Text>
        ))}
        <Text size="sm">
          {t('emergency')} {EMERGENCY_SUPPORT}
        </Text>
      </Paper>
    </Stack>
  );
}
