import { ActionIcon, BackgroundImage, Box, Button, Group, Indicator, Overlay, Text, Title } from '@mantine/core';
import { IconLogin, IconMail, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDomainContext } from '../../lib/domain-context';
import { openAuthDialog } from '../../lib/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';
import { MAIL_BADGE } from '../../lib/chrome';

export function HeroBanner() {
  const { t } = useTranslation('home');
  const { brandName, variant } = useDomainContext();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  return (
    <BackgroundImage src="/images/app/hero.svg" pos="relative" h={250}>
      {/* Dark enough behind the white text at every point (WCAG 1.4.3). */}
      <Overlay gradient="linear-gradient(180deg, rgba(0,0,0,0.35) 0%, rgba(0,0,0,0.65) 100%)" opacity={1} zIndex={0} />
      <Box pos="relative" px="md" pt="md" style={{ zIndex: 1 }} maw={720} mx="auto">
        {/* Home header: login and mail (spec §2 Home), thumb-sized (44 px). */}
        <Group justify="flex-end" gap="xs">
          {user ? (
            <Button h={44} variant="white" leftSection={<IconUser size={16} />} onClick={() => navigate('/profile')}>
              {user.username}
            </Button>
          ) : (
            <Button h={44} variant="white" leftSection={<IconLogin size={16} className="flip-rtl" />} onClick={() => openAuthDialog('login')}>
              {t('auth:login')}
            </Button>
          )}
          <Indicator label={MAIL_BADGE} size={16} color="red" offset={6}>
            <ActionIcon variant="white" size={44} aria-label={t('openMail')} onClick={() => navigate('/email-dashboard')}>
              <IconMail size={20} />
            </ActionIcon>
          </Indicator>
        </Group>
        <Title order={1} c="white" mt="lg" fz={28} lh={1.15}>
          {t('welcomeTo', { brand: brandName })}
        </Title>
        <Text c="white" mt={6} fz="md" data-testid="hero-tagline">
          {t(`tagline.${variant}`)}
        </Text>
      </Box>
    </BackgroundImage>
  );
}
