import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconHome, IconSearch, IconShoppingBag, IconUser } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { BOTTOM_BAR_HEIGHT } from '../lib/chrome';

const TABS = [
  { to: '/', label: 'Home', icon: IconHome },
  { to: '/search', label: 'Search', icon: IconSearch },
  { to: '/shop', label: 'Shop', icon: IconShoppingBag },
  { to: '/bookings', label: 'Bookings', icon: IconCalendarEvent },
  { to: '/profile', label: 'Profile', icon: IconUser },
];

// Spec §2: five tabs, the active route highlighted (and marked aria-current="page").
export function BottomBar() {
  return (
    <Box
      component="nav"
      aria-label="Main"
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      h={BOTTOM_BAR_HEIGHT}
      bg="white"
      style={{ zIndex: 100, borderTop: '1px solid var(--mantine-color-gray-2)', paddingBottom: 'env(safe-area-inset-bottom)' }}
    >
      <Group justify="space-around" h="100%" maw={720} mx="auto" gap={0} wrap="nowrap">
        {TABS.map(({ to, label, icon: Icon }) => (
          <NavLink key={to} to={to} end={to === '/'} style={{ textDecoration: 'none', flex: 1 }}>
            {({ isActive }) => (
              <UnstyledButton
                component="span"
                w="100%"
                py={6}
                style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
                c={isActive ? 'var(--mantine-primary-color-filled)' : 'gray.6'}
              >
                <Icon size={24} stroke={isActive ? 2.4 : 1.8} />
                <Text size="xs" fw={isActive ? 700 : 500}>
                  {label}
                </Text>
              </UnstyledButton>
            )}
          </NavLink>
        ))}
      </Group>
    </Box>
  );
}
