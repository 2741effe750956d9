import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconHome, IconSearch, IconShoppingBag, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { BOTTOM_BAR_HEIGHT } from '../lib/chrome';

const TABS = [
  { to: '/', label: 'nav.home', icon: IconHome },
  { to: '/search', label: 'nav.search', icon: IconSearch },
  { to: '/shop', label: 'nav.shop', icon: IconShoppingBag },
  { to: '/bookings', label: 'nav.bookings', icon: IconCalendarEvent },
  { to: '/profile', label: 'nav.profile', icon: IconUser },
] as const;

// Five tabs, the active route highlighted (and marked aria-current="page").
export function BottomBar() {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('nav.main')}
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
          <NavLink
            key={to}
            to={to}
            end={to === '/'}
            className="focus-ring-inset"
            style={{ textDecoration: 'none', flex: 1, alignSelf: 'stretch', display: 'flex' }}
          >
            {({ isActive }) => (
              <UnstyledButton
                component="span"
                w="100%"
                py={6}
                style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
                c={isActive ? 'var(--mantine-primary-color-filled)' : 'dimmed'}
              >
                <Icon size={24} stroke={isActive ? 2.4 : 1.8} aria-hidden />
                <Text size="xs" fw={isActive ? 700 : 500}>
                  {t(label)}
                </Text>
              </UnstyledButton>
            )}
          </NavLink>
        ))}
      </Group>
    </Box>
  );
}
