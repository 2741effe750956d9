import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDomainContext } from '../../lib/domain-context';
import { OpeningHours } from '../../components/OpeningHours';
import { DEFAULT_BUSINESS_HOURS } from '@shared/schemas/branding';
import { usePageTitle } from '../../lib/page-title';

const SERVICES = ['tours', 'hotels', 'flights', 'cars', 'taxi', 'cargo', 'marketplace'] as const;

export function AboutPage() {
  const { t } = useTranslation('about');
  const { brandName, variant, context } = useDomainContext();
  usePageTitle(t('common:nav.about'));
  // The brand's own About text (Settings) when an admin wrote one, else the app's text for its variant.
  const aboutText = context?.aboutText;
  const contact = context?.contact;
  return (
    <Stack p="md" gap="md">
      <Title order={1} fz={26}>
        {t('title', { brand: brandName })}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="md" mb={4}>
          {t('missionTitle')}
        </Title>
        <Text data-testid="about-mission" style={{ whiteSpace: 'pre-line' }}>
          {aboutText ?? t(`mission.${variant}`, { brand: brandName })}
        </Text>
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
        {contact?.phone && (
          <Text size="sm">
            {t('phone')} <span dir="ltr">{contact.phone}</span>
          </Text>
        )}
        {contact?.email && (
          <Text size="sm">
            {t('email')} <span dir="ltr">{contact.email}</span>
          </Text>
        )}
        <OpeningHours days={context?.businessHours ?? DEFAULT_BUSINESS_HOURS} emergencySupport={context?.emergencySupport ?? true} />
      </Paper>
    </Stack>
  );
}
