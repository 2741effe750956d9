import { ActionIcon, Box, Group, Image, Indicator, Popover, Text, UnstyledButton } from '@mantine/core';
import { IconBell, IconMail, IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDomainContext } from '../lib/domain-context';
import { MAIL_BADGE, NOTIFICATIONS_BADGE } from '../lib/chrome';

// Spec §2 shared chrome: logo and brand name; mail (badge, opens the mail view),
// notifications (badge) and the side-menu button. Buttons are 44 px: thumb-sized on phones.

export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const { brandName, context } = useDomainContext();
  const navigate = useNavigate();
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      px="md"
      py={4}
      bg="white"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group justify="space-between" maw={720} mx="auto" wrap="nowrap">
        <UnstyledButton component={Link} to="/" aria-label={t('topBar.home', { brand: brandName })} mih={44} style={{ display: 'flex', alignItems: 'center' }}>
          <Group gap={8} wrap="nowrap">
            {/* The brand's logo (Settings); an empty square until the brand is known, so no other brand's logo flashes. */}
            {context ? <Image src={context.branding.logo} alt="" w={32} h={32} radius={8} /> : <Box w={32} h={32} />}
            <Text fw={800} size="lg" c="var(--mantine-primary-color-filled)">
              {brandName}
            </Text>
          </Group>
        </UnstyledButton>
        <Group gap={2} wrap="nowrap">
          <Indicator label={MAIL_BADGE} size={16} color="red" offset={6}>
            <ActionIcon variant="subtle" size={44} aria-label={t('topBar.mail')} onClick={() => navigate('/email-dashboard')}>
              <IconMail size={22} />
            </ActionIcon>
          </Indicator>
          {/* The popover's target is the button itself: its aria-expanded belongs on a button. */}
          <Indicator label={NOTIFICATIONS_BADGE} size={16} color="red" offset={6}>
            <Popover width={260} position="bottom-end" shadow="md" trapFocus returnFocus>
              <Popover.Target>
                <ActionIcon variant="subtle" size={44} aria-label={t('topBar.notifications')}>
                  <IconBell size={22} />
                </ActionIcon>
              </Popover.Target>
              <Popover.Dropdown aria-label={t('topBar.notifications')}>
                <Text size="sm" fw={600}>
                  {t('topBar.notifications')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('topBar.notificationsSoon')}
                </Text>
              </Popover.Dropdown>
            </Popover>
          </Indicator>
          <ActionIcon variant="subtle" size={44} aria-label={t('topBar.openMenu')} onClick={onOpenMenu}>
            <IconMenu2 size={22} />
          </ActionIcon>
        </Group>
      </Group>
    </Box>
  );
}
