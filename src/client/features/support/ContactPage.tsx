import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppModal } from '../../components/AppModal';
import { useDomainContext } from '../../lib/domain-context';
import { useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/page-title';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { ConversationView } from './ConversationView';

/**
 * /contact: the message form (into the staff inbox), the brand's contact details with its QR
 * business card, and the business hours. `?conversation=<id>` (a support-reply notification)
 * opens that conversation over the page.
 */
export function ContactPage() {
  const { t } = useTranslation('support');
  const { brandName } = useDomainContext();
  usePageTitle(t('contact.title'));
  return (
    <Stack p="md" gap="md">
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {t('contact.title')}
        </Title>
        <Text c="dimmed">{t('contact.intro', { brand: brandName })}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ContactForm />
        <ContactDetails />
      </SimpleGrid>
      <ConversationFromLink />
    </Stack>
  );
}

function ConversationFromLink() {
  const { t } = useTranslation('support');
  const [params, setParams] = useSearchParams();
  const { user } = useCurrentUser();
  const id = params.get('conversation');
  const close = () =>
    setParams(
      (current) => {
        current.delete('conversation');
        return current;
      },
      { replace: true },
    );
  const valid = id !== null && /^[0-9a-f-]{36}$/i.test(id);
  return (
    <AppModal opened={valid && Boolean(user)} onClose={close} title={t('messages.title')} fullScreenOnPhone>
      {valid && user && <ConversationView id={id} />}
    </AppModal>
  );
}
