import { Anchor, Divider, Group, NavLink as MantineNavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import { AppDrawer } from '../components/AppDrawer';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useNavigateFromOverlay } from '../lib/overlay-history';
import { useDomainContext } from '../lib/domain-context';
import { SideMenuAccount } from '../features/auth/SideMenuAccount';
import { LanguagePicker } from '../components/LanguagePicker';
import { CurrencyPicker } from '../components/CurrencyPicker';
import { COPYRIGHT_YEAR } from '@shared/contact';

const LINKS = [
  { to: '/', label: 'nav.home' },
  { to: '/search', label: 'nav.search' },
  { to: '/shop', label: 'nav.shop' },
  { to: '/bookings', label: 'nav.myBookings' },
  { to: '/email-dashboard', label: 'nav.emailDashboard' },
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/profile', label: 'nav.profile' },
] as const;

// The side menu, a sheet from the right (the left in Arabic: the layout mirrors).
// Account block (Login/Register when signed out), links, the language, '© 2024' + brand name,
// and Partner Apps for the flagged brand.
export function SideMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { brandName, isManasaTours, context } = useDomainContext();
  const partnerLinks = context?.partnerLinks ?? [];
  const { pathname } = useLocation();
  const go = useNavigateFromOverlay(onClose);

  return (
    <AppDrawer opened={opened} onClose={onClose} position="right" size={300} title={<span translate="no">{brandName}</span>} closeLabel={t('sideMenu.close')}>
      <Stack gap="md">
        <div data-testid="side-menu-account">
          <SideMenuAccount onAction={onClose} />
        </div>
        <Divider />
        <nav aria-label={t('nav.sideMenu')}>
          {LINKS.map((link) => (
            <MantineNavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={t(link.label)}
              active={pathname === link.to}
              onClick={(event) => {
                // Plain clicks only: a new tab or window keeps the browser's own handling.
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                go(link.to);
              }}
              mih={44}
            />
          ))}
        </nav>
        <Divider />
        <LanguagePicker />
        <CurrencyPicker />
        {isManasaTours && partnerLinks.length > 0 && (
          <>
            <Divider />
            <Stack gap={6}>
              <Text fw={700} size="sm">
                {t('sideMenu.partnerApps')}
              </Text>
              {partnerLinks.map((app) => (
                <Anchor
                  key={app.url}
                  href={app.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  mih={44}
                  display="flex"
                  style={{ alignItems: 'center' }}
                >
                  <Group gap={6} wrap="nowrap">
                    {app.name}{' '}
                    <Text span size="xs" c="dimmed">
                      ({t(`partners.${app.kind}`)})
                    </Text>
                    <IconExternalLink size={14} className="flip-rtl" aria-hidden />
                    <VisuallyHidden>{t('opensInNewTab')}</VisuallyHidden>
                  </Group>
                </Anchor>
              ))}
            </Stack>
          </>
        )}
        <Divider />
        <Text size="xs" c="dimmed" ta="center">
          {t('sideMenu.copyright', { year: COPYRIGHT_YEAR, brand: brandName })}
        </Text>
      </Stack>
    </AppDrawer>
  );
}
