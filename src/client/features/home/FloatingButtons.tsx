import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { ActionIcon, Affix, Stack } from '@mantine/core';
import { AppDrawer } from '../../components/AppDrawer';
import { Spinner } from '../../components/Spinner';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandWhatsapp, IconMessageChatbot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BOTTOM_BAR_HEIGHT } from '../../lib/chrome';
import { useDomainContext } from '../../lib/domain-context';

/** WhatsApp's own dark green: white icons on it reach 4.5:1 (its bright green does not). */
const WHATSAPP_GREEN = '#0e7a4a';

/** The chat fills the drawer: the message list scrolls, the input stays at the bottom. */
const CHAT_DRAWER_STYLES = {
  content: { display: 'flex', flexDirection: 'column' as const },
  body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' as const, paddingBottom: 'var(--mantine-spacing-sm)' },
};

const BUTTON_SIZE = 48;
const BUTTON_GAP = 12;
const EDGE = 16;

/**
 * The space the buttons take at the bottom of the screen, above the bottom bar's own padding:
 * a screen that shows them ends with this much padding, so its last cards are clear of them
 * when scrolled to the end.
 */
export const FLOATING_BUTTONS_CLEARANCE = EDGE + 2 * BUTTON_SIZE + BUTTON_GAP + EDGE;

/** Moves under this many pixels do not count as a change of direction (a finger's jitter). */
const SCROLL_SLACK_PX = 8;

/**
 * True while the reader scrolls down through the page: the buttons step aside so they never sit
 * on the cards going past. They come back on scrolling up, at the top, and at the end of the
 * page (where the page's bottom padding keeps them clear of the last cards).
 */
function useSteppedAside(): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - 2;
      if (y <= 0 || atEnd) {
        setAside(false);
        last = y;
      } else if (Math.abs(y - last) >= SCROLL_SLACK_PX) {
        setAside(y > last);
        last = y;
      }
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return aside;
}

// Floating WhatsApp (external chat, new tab) and AI chat buttons above the bottom bar, at the
// end side of the screen: `inset-inline-end` puts them on the right, and on the left in Arabic,
// from the page's own direction. While the page scrolls down they slide away (hidden, so
// neither a tap nor the keyboard reaches them then). The chat panel belongs to the assistant
// feature; the app shell passes it in (features do not import each other), and its code loads
// on first open.
export function FloatingButtons({ assistant: AssistantPanel }: { assistant?: ComponentType<{ onClose: () => void }> }) {
  const { t } = useTranslation('home');
  const [chatOpened, chat] = useDisclosure(false);
  const aside = useSteppedAside();
  // The brand's WhatsApp number (Settings); no button when the brand has none.
  const whatsapp = useDomainContext().context?.contact.whatsapp;
  return (
    <>
      <Affix
        position={{ bottom: BOTTOM_BAR_HEIGHT + EDGE }}
        zIndex={150}
        className="floating-buttons"
        data-aside={aside || undefined}
        data-testid="floating-buttons"
        style={{ insetInlineEnd: EDGE }}
      >
        <Stack gap={BUTTON_GAP} component="aside" aria-label={t('help')}>
          <ActionIcon
            size={BUTTON_SIZE}
            radius="xl"
            color="violet"
            variant="filled"
            aria-label={t('assistant.open')}
            onClick={chat.open}
            style={{ boxShadow: 'var(--mantine-shadow-md)' }}
          >
            <IconMessageChatbot size={26} />
          </ActionIcon>
          {whatsapp && (
            <ActionIcon
              component="a"
              href={`https://wa.me/${whatsapp}`}
              target="_blank"
              rel="noopener noreferrer"
              size={BUTTON_SIZE}
              radius="xl"
              color={WHATSAPP_GREEN}
              variant="filled"
              aria-label={t('whatsapp')}
              style={{ boxShadow: 'var(--mantine-shadow-md)' }}
            >
              <IconBrandWhatsapp size={26} />
            </ActionIcon>
          )}
        </Stack>
      </Affix>
      <AppDrawer
        opened={chatOpened}
        onClose={chat.close}
        position="bottom"
        size="92%"
        title={t('assistant.title')}
        closeLabel={t('assistant.close')}
        styles={CHAT_DRAWER_STYLES}
      >
        {AssistantPanel && (
          <Suspense fallback={<Spinner label={t('assistant.loading')} />}>
            <AssistantPanel onClose={chat.close} />
          </Suspense>
        )}
      </AppDrawer>
    </>
  );
}
