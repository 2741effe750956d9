import { Suspense, type ComponentType } from 'react';
import { ActionIcon, Affix, Stack, useDirection } from '@mantine/core';
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

// Floating WhatsApp (external chat, new tab) and AI chat buttons above the bottom bar, at the
// end side of the screen (the left in Arabic). The chat panel belongs to the assistant feature;
// the app shell passes it in (features do not import each other), and its code loads on first open.
export function FloatingButtons({ assistant: AssistantPanel }: { assistant?: ComponentType<{ onClose: () => void }> }) {
  const { t } = useTranslation('home');
  const { dir } = useDirection();
  const [chatOpened, chat] = useDisclosure(false);
  const side = dir === 'rtl' ? { left: 16 } : { right: 16 };
  // The brand's WhatsApp number (Settings); no button when the brand has none.
  const whatsapp = useDomainContext().context?.contact.whatsapp;
  return (
    <>
      <Affix position={{ bottom: BOTTOM_BAR_HEIGHT + 16, ...side }} zIndex={150}>
        <Stack gap="sm" component="aside" aria-label={t('help')}>
          <ActionIcon size={52} radius="xl" color="violet" variant="filled" aria-label={t('assistant.open')} onClick={chat.open} style={{ boxShadow: 'var(--mantine-shadow-md)' }}>
            <IconMessageChatbot size={28} />
          </ActionIcon>
          {whatsapp && (
            <ActionIcon
              component="a"
              href={`https://wa.me/${whatsapp}`}
              target="_blank"
              rel="noopener noreferrer"
              size={52}
              radius="xl"
              color={WHATSAPP_GREEN}
              variant="filled"
              aria-label={t('whatsapp')}
              style={{ boxShadow: 'var(--mantine-shadow-md)' }}
            >
              <IconBrandWhatsapp size={28} />
            </ActionIcon>
          )}
        </Stack>
      </Affix>
      <AppDrawer opened={chatOpened} onClose={chat.close} position="bottom" size="92%" title={t('assistant.title')} closeLabel={t('assistant.close')} styles={CHAT_DRAWER_STYLES}>
        {AssistantPanel && (
          <Suspense fallback={<Spinner label={t('assistant.loading')} />}>
            <AssistantPanel onClose={chat.close} />
          </Suspense>
        )}
      </AppDrawer>
    </>
  );
}
