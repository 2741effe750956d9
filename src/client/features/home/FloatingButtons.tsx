import { ActionIcon, Affix, Drawer, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandWhatsapp, IconMessageChatbot } from '@tabler/icons-react';
import { BOTTOM_BAR_HEIGHT } from '../../lib/chrome';
import { SUPPORT_WHATSAPP_URL } from '../../../shared/contact';

// Floating WhatsApp (external chat, new tab) and AI chat buttons above the bottom bar.
export function FloatingButtons() {
  const [chatOpened, chat] = useDisclosure(false);
  return (
    <>
      <Affix position={{ bottom: BOTTOM_BAR_HEIGHT + 16, right: 16 }} zIndex={150}>
        <Stack gap="sm">
          <ActionIcon size={52} radius="xl" color="violet" variant="filled" aria-label="AI travel assistant" onClick={chat.open} style={{ boxShadow: 'var(--mantine-shadow-md)' }}>
            <IconMessageChatbot size={28} />
          </ActionIcon>
          <ActionIcon component="a" href={SUPPORT_WHATSAPP_URL} target="_blank" rel="noopener noreferrer" size={52} radius="xl" color="green" variant="filled" aria-label="Chat on WhatsApp" style={{ boxShadow: 'var(--mantine-shadow-md)' }}>
            <IconBrandWhatsapp size={28} />
          </ActionIcon>
        </Stack>
      </Affix>
      <Drawer opened={chatOpened} onClose={chat.close} position="bottom" size="50%" title="AI Travel Assistant" closeButtonProps={{ 'aria-label': 'Close assistant' }}>
        <Text c="dimmed">The AI travel assistant is coming soon. Meanwhile, our team answers on WhatsApp around the clock.</Text>
      </Drawer>
    </>
  );
}
