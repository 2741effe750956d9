import { ActionIcon, BackgroundImage, Box, Button, Group, Indicator, Overlay, Text, Title } from '@mantine/core';
import { IconLogin, IconMail, IconUser } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { TAGLINES, useDomainContext } from '../../lib/domain-context';
import { openAuthDialog } from '../../lib/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';
import { MAIL_BADGE } from '../../lib/chrome';

export function HeroBanner() {
  const { brandName, variant } = useDomainContext();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  return (
    <BackgroundImage src="/images/app/hero.svg" pos="relative" h={250}>
      <Overlay gradient="linear-gradient(180deg, rgba(0,0,0,0.15) 0%, rgba(0,0,0,0.55) 100%)" opacity={1} zIndex={0} />
      <Box pos="relative" px="md" pt="md" style={{ zIndex: 1 }} maw={720} mx="auto">
        {/* Home header: login and mail (spec §2 Home). */}
        <Group justify="flex-end" gap="xs">
          {user ? (
            <Button size="xs" variant="white" leftSection={<IconUser size={14} />} onClick={() => navigate('/profile')}>
              {user.username}
            </Button>
          ) : (
            <Button size="xs" variant="white" leftSection={<IconLogin size={14} />} onClick={() => openAuthDialog('login')}>
              Login
            </Button>
          )}
          <Indicator label={MAIL_BADGE} size={16} color="red" offset={4}>
            <ActionIcon variant="white" aria-label="Open mail" onClick={() => navigate('/email-dashboard')}>
              <IconMail size={18} />
            </ActionIcon>
          </Indicator>
        </Group>
        <Title order={1} c="white" mt="lg" fz={28} lh={1.15}>
          Welcome to {brandName}
        </Title>
        <Text c="white" mt={6} fz="md" data-testid="hero-tagline">
          {TAGLINES[variant]}
        </Text>
      </Box>
    </BackgroundImage>
  );
}
