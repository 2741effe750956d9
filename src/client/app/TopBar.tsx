import { ActionIcon, Box, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDomainContext } from '../lib/domain-context';
import { contentWidth } from '../lib/chrome';
import { MailButton } from '../components/MailButton';
import { NotificationBell } from '../features/notifications/NotificationBell';

// Shared chrome: logo and brand name; mail (opens the mail view), notifications and the
// side-menu button. The mail and bell badges are real unread counts, pushed live.
// Buttons are 44 px: thumb-sized on phones.

export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const { brandName, context } = useDomainContext();
  const { pathname } = useLocation();
  return (
    <Box component="header" pos="sticky" top={0} px="md" py={4} bg="white" style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Group justify="space-between" maw={contentWidth(pathname)} mx="auto" wrap="nowrap">
        <UnstyledButton component={Link} to="/" aria-label={t('topBar.home', { brand: brandName })} mih={44} style={{ display: 'flex', alignItems: 'center' }}>
          <Group gap={8} wrap="nowrap">
            {/* The brand's logo (Settings); an empty square until the brand is known, so no other brand's logo flashes. */}
            {context ? <Image src={context.branding.logo} alt="" w={32} h={32} radius={8} /> : <Box w={32} h={32} />}
            <Text fw={800} size="lg" c="var(--mantine-primary-color-filled)" translate="no">
              {brandName}
            </Text>
          </Group>
        </UnstyledButton>
        <Group gap={2} wrap="nowrap">
          <MailButton label={t('topBar.mail')} />
          <NotificationBell />
          <ActionIcon variant="subtle" size={44} aria-label={t('topBar.openMenu')} onClick={onOpenMenu}>
            <IconMenu2 size={22} />
          </ActionIcon>
        </Group>
      </Group>
    </Box>
  );
}
