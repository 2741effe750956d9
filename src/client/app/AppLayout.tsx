import { Suspense, useEffect } from 'react';
import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { TopBar } from './TopBar';
import { BottomBar } from './BottomBar';
import { BOTTOM_BAR_HEIGHT, contentWidth } from '../lib/chrome';
import { ScrollToTop } from './ScrollToTop';
import { AuthLayer } from '../features/auth/AuthLayer';
import { MailLayer } from '../features/support/MailLayer';
import { Spinner } from '../components/Spinner';
import { OfflineBanner } from '../components/OfflineBanner';
import { useBrandTitle } from '../lib/page-title';
import { lazyComponent, useOnceOpened } from '../lib/lazy-component';

// The side menu's drawer downloads when the menu is first opened.
const SideMenu = lazyComponent(() => import('./SideMenu'), 'SideMenu');

// Phone-first frame: fixed top bar, content, fixed bottom bar; content is capped in width so
// a laptop shows a comfortable column instead of stretched cards.
/**
 * A screen the server rendered arrives inert (src/server/http/shell.ts): readable, but taps and
 * typing wait until the app has taken it over, so nothing typed before is silently dropped by
 * the form's state. This sits in the screen's Suspense boundary, so it runs when the screen's
 * own part has hydrated, not just the chrome around it.
 */
function ScreenReady() {
  useEffect(() => {
    // In a task of its own: lifting `inert` restyles the whole screen, which should not be
    // added to the task that finishes hydrating it (Total Blocking Time).
    const timer = setTimeout(() => document.getElementById('root')?.removeAttribute('inert'), 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

export function AppLayout() {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  useBrandTitle(pathname);
  const menuMounted = useOnceOpened(menuOpened);
  return (
    <Box mih="100dvh" pb={BOTTOM_BAR_HEIGHT + 16}>
      <ScrollToTop />
      <TopBar onOpenMenu={menu.open} />
      <OfflineBanner />
      <Box component="main" maw={contentWidth(pathname)} mx="auto">
        <Suspense fallback={<Spinner label={t('loading')} py={80} />}>
          <Outlet />
          <ScreenReady />
        </Suspense>
      </Box>
      {menuMounted && (
        <Suspense fallback={null}>
          <SideMenu opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
      <AuthLayer />
      <MailLayer />
      <BottomBar />
    </Box>
  );
}
