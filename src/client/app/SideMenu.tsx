import { Anchor, Divider, Drawer, Group, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useDomainContext } from '../lib/domain-context';
import { SideMenuAccount } from '../features/auth/SideMenuAccount';
import { COPYRIGHT_YEAR, PARTNER_APPS } from '../../shared/contact';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/search', label: 'Search' },
  { to: '/shop', label: 'Shop' },
  { to: '/bookings', label: 'My Bookings' },
  { to: '/email-dashboard', label: 'Email Dashboard' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/profile', label: 'Profile' },
];

// Spec §2: the right-hand side menu. Account block (Login/Register when signed out), links,
// '© 2024' + brand name, and Partner Apps for the flagged brand.
export function SideMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { brandName, isManasaTours } = useDomainContext();
  const { pathname } = useLocation();

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={300} title={brandName} closeButtonProps={{ 'aria-label': 'Close menu' }}>
      <Stack gap="md">
        <div data-testid="side-menu-account">
          <SideMenuAccount onAction={onClose} />
        </div>
        <Divider />
        <nav aria-label="Side menu">
          {LINKS.map((link) => (
            <MantineNavLink key={link.to} component={Link} to={link.to} label={link.label} active={pathname === link.to} onClick={onClose} />
          ))}
        </nav>
        {isManasaTours && (
          <>
            <Divider />
            <Stack gap={6}>
              <Text fw={700} size="sm">
                Partner Apps
              </Text>
              {PARTNER_APPS.map((app) => (
                <Anchor key={app.url} href={app.url} target="_blank" rel="noopener noreferrer" size="sm">
                  <Group gap={6}>
                    {app.name} <Text span size="xs" c="dimmed">({app.description})</Text>
                    <IconExternalLink size={14} />
                  </Group>
                </Anchor>
              ))}
            </Stack>
          </>
        )}
        <Divider />
        <Text size="xs" c="dimmed" ta="center">
          © {COPYRIGHT_YEAR} {brandName}
        </Text>
      </Stack>
    </Drawer>
  );
}
