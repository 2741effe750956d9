import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppModal } from '../../components/AppModal';
import { openAuthDialog } from '../../dialogs/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';
import { EmailManager } from './EmailManager';
import { MyConversations } from './MyConversations';

/** What the mail button opens: the staff's Email management, a traveller's messages, or how to reach us. */
export function MailDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('support');
  const { user, isStaff } = useCurrentUser();
  const title = isStaff ? t('inbox.title') : t('messages.title');
  return (
    <AppModal opened={opened} onClose={onClose} title={title} fullScreenOnPhone size="xl">
      {isStaff ? <EmailManager layout="dialog" /> : user ? <MyConversations onLeave={onClose} /> : <SignedOutMail onLeave={onClose} />}
    </AppModal>
  );
}

function SignedOutMail({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation('support');
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconMail size={30} />
      </ThemeIcon>
      <Title order={2} fz="lg">
        {t('messages.signedOutTitle')}
      </Title>
      <Text c="dimmed" maw={360}>
        {t('messages.signedOutText')}
      </Text>
      <Button
        onClick={() => {
          onLeave();
          openAuthDialog('login');
        }}
      >
        {t('messages.signIn')}
      </Button>
      <Button component={Link} to="/contact" variant="light" onClick={onLeave}>
        {t('messages.contactUs')}
      </Button>
    </Stack>
  );
}
