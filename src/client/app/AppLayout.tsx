import { Suspense } from 'react';
import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { TopBar } from './TopBar';
import { SideMenu } from './SideMenu';
import { BottomBar } from './BottomBar';
import { BOTTOM_BAR_HEIGHT, contentWidth } from '../lib/chrome';
import { ScrollToTop } from './ScrollToTop';
import { AuthLayer } from '../features/auth/AuthLayer';
import { MailLayer } from '../features/support/MailLayer';
import { Spinner } from '../components/Spinner';
import { useBrandTitle } from '../lib/page-title';

// Phone-first frame: fixed top bar, content, fixed bottom bar; content is capped in width so
// a laptop shows a comfortable column instead of stretched cards.
export function AppLayout() {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  useBrandTitle(pathname);
  return (
    <Box mih="100dvh" pb={BOTTOM_BAR_HEIGHT + 16}>
      <ScrollToTop />
      <TopBar onOpenMenu={menu.open} />
      <Box component="main" maw={contentWidth(pathname)} mx="auto">
        <Suspense fallback={<Spinner label={t('loading')} py={80} />}>
          <Outlet />
        </Suspense>
      </Box>
      <SideMenu opened={menuOpened} onClose={menu.close} />
      <AuthLayer />
      <MailLayer />
      <BottomBar />
    </Box>
  );
}
