import { ActionIcon, Box, Group, Image, Indicator, Popover, Text, UnstyledButton } from '@mantine/core';
import { IconBell, IconMail, IconMenu2 } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useDomainContext } from '../lib/domain-context';
import { MAIL_BADGE, NOTIFICATIONS_BADGE } from '../lib/chrome';

// Spec §2 shared chrome: logo and brand name; mail (badge, opens the mail view),
// notifications (badge) and the side-menu button.

export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { brandName } = useDomainContext();
  const navigate = useNavigate();
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      px="md"
      py={8}
      bg="white"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group justify="space-between" maw={720} mx="auto" wrap="nowrap">
        <UnstyledButton component={Link} to="/" aria-label={`${brandName} home`}>
          <Group gap={8} wrap="nowrap">
            <Image src="/logo.svg" alt="" w={32} h={32} />
            <Text fw={800} size="lg" c="var(--mantine-primary-color-filled)">
              {brandName}
            </Text>
          </Group>
        </UnstyledButton>
        <Group gap={4} wrap="nowrap">
          <Indicator label={MAIL_BADGE} size={16} color="red" offset={4}>
            <ActionIcon variant="subtle" size="lg" aria-label="Mail" onClick={() => navigate('/email-dashboard')}>
              <IconMail size={22} />
            </ActionIcon>
          </Indicator>
          <Popover width={260} position="bottom-end" shadow="md">
            <Popover.Target>
              <Indicator label={NOTIFICATIONS_BADGE} size={16} color="red" offset={4}>
                <ActionIcon variant="subtle" size="lg" aria-label="Notifications">
                  <IconBell size={22} />
                </ActionIcon>
              </Indicator>
            </Popover.Target>
            <Popover.Dropdown>
              <Text size="sm" fw={600}>
                Notifications
              </Text>
              <Text size="sm" c="dimmed">
                Booking updates and offers will appear here. The notification centre is coming soon.
              </Text>
            </Popover.Dropdown>
          </Popover>
          <ActionIcon variant="subtle" size="lg" aria-label="Open menu" onClick={onOpenMenu}>
            <IconMenu2 size={22} />
          </ActionIcon>
        </Group>
      </Group>
    </Box>
  );
}
