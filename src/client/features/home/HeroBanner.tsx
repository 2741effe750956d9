import { Box, Button, Group, Overlay, Text, Title } from '@mantine/core';
import { IconLogin, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDomainContext } from '../../lib/domain-context';
import { openAuthDialog } from '../../dialogs/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';
import { MailButton } from '../../components/MailButton';
// Inlined by the build (a 1 kB SVG): the largest paint of the first screen waits for no request.
// An <img>, not a CSS background: the browser counts it as the screen's largest paint (Largest
// Contentful Paint), painted with the first render, instead of a featured deal's photo that
// arrives after the catalogue answers (docs/performance.md).
import heroImage from './hero.svg';

export function HeroBanner() {
  const { t } = useTranslation('home');
  const { brandName, variant } = useDomainContext();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  return (
    <Box pos="relative" h={250} style={{ overflow: 'hidden' }}>
      <img
        src={heroImage}
        alt=""
        width={640}
        height={400}
        fetchPriority="high"
        decoding="sync"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      />
      {/* Dark enough behind the white text at every point (WCAG 1.4.3). */}
      <Overlay gradient="linear-gradient(180deg, rgba(0,0,0,0.35) 0%, rgba(0,0,0,0.65) 100%)" opacity={1} zIndex={0} />
      <Box pos="relative" px="md" pt="md" style={{ zIndex: 1 }} maw={720} mx="auto">
        {/* Home header: login and mail, thumb-sized (44 px). */}
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
          <MailButton label={t('openMail')} variant="white" iconSize={20} />
        </Group>
        <Title order={1} c="white" mt="lg" fz={28} lh={1.15}>
          {t('welcomeTo', { brand: brandName })}
        </Title>
        <Text c="white" mt={6} fz="md" data-testid="hero-tagline">
          {t(`tagline.${variant}`)}
        </Text>
      </Box>
    </Box>
  );
}
