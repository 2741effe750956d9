import { useEffect, useMemo, type ReactNode } from 'react';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAddressBook, IconBrandWhatsapp, IconMail, IconPhone, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ContactCard } from '../../../shared/schemas/support';
import { BUSINESS_HOURS, EMERGENCY_SUPPORT } from '../../../shared/contact';
import { trpc } from '../../lib/trpc';
import { QrCode } from '../../components/QrCode';

/** The brand's contact details, its vCard as a QR code (and a file to save), and the business hours (spec §9). */
export function ContactDetails() {
  const { t } = useTranslation('support');
  const card = trpc.support.card.useQuery(undefined, { staleTime: Infinity });
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="md" mb="sm">
          {t('contact.details.title')}
        </Title>
        {card.data ? <DetailLines card={card.data} /> : <Skeleton h={120} />}
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="md" mb="sm">
          {t('contact.qr.title')}
        </Title>
        {card.data ? <BusinessCard card={card.data} /> : <Skeleton h={200} w={200} mx="auto" />}
      </Paper>
      <BusinessHours />
    </Stack>
  );
}

/** One way to reach us; a link is the whole row, so it is a thumb-sized target (44 px). */
function DetailLine({ icon, label, value, href, external = false }: { icon: ReactNode; label: string; value: string; href?: string; external?: boolean }) {
  const { t } = useTranslation('support');
  const content = (
    <Group gap="sm" wrap="nowrap" mih={44}>
      {icon}
      <Stack gap={0} miw={0}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text c={href ? 'var(--mantine-primary-color-filled)' : undefined} dir={external ? undefined : 'ltr'} ta="start" style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      </Stack>
      {external && <VisuallyHidden>{t('common:opensInNewTab')}</VisuallyHidden>}
    </Group>
  );
  if (!href) return content;
  return (
    <Anchor href={href} underline="hover" display="block" {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {content}
    </Anchor>
  );
}

function DetailLines({ card }: { card: ContactCard }) {
  const { t } = useTranslation('support');
  return (
    <Stack gap={4}>
      <Text fw={700}>{card.brandName}</Text>
      <DetailLine icon={<IconPhone size={20} aria-hidden />} label={t('contact.details.phone')} value={card.phone} href={`tel:${card.phone.replace(/\s/g, '')}`} />
      <DetailLine icon={<IconMail size={20} aria-hidden />} label={t('contact.details.email')} value={card.email} href={`mailto:${card.email}`} />
      <DetailLine icon={<IconBrandWhatsapp size={20} aria-hidden />} label={t('contact.details.whatsapp')} value={t('contact.details.whatsappChat')} href={card.whatsappUrl} external />
      <DetailLine icon={<IconWorld size={20} aria-hidden />} label={t('contact.details.website')} value={card.website.replace(/^https:\/\//, '')} />
    </Stack>
  );
}

function BusinessCard({ card }: { card: ContactCard }) {
  const { t } = useTranslation('support');
  // The same vCard as a file, for a laptop (or a phone that cannot scan its own screen).
  const fileUrl = useMemo(() => URL.createObjectURL(new Blob([card.vcard], { type: 'text/vcard' })), [card.vcard]);
  useEffect(() => () => URL.revokeObjectURL(fileUrl), [fileUrl]);
  return (
    <Stack align="center" gap="xs">
      <QrCode value={card.vcard} label={t('contact.qr.label', { brand: card.brandName })} testId="contact-qr" />
      <Text size="sm" c="dimmed" ta="center" maw={300}>
        {t('contact.qr.caption')}
      </Text>
      <Button component="a" href={fileUrl} download={`${card.brandName}.vcf`} variant="light" leftSection={<IconAddressBook size={18} />}>
        {t('contact.qr.download')}
      </Button>
    </Stack>
  );
}

const DAY_KEYS = { 'Mon-Fri': 'monFri', Sat: 'sat', Sun: 'sun' } as const;

/** Spec §9: Mon-Fri 9:00-18:00, Sat 10:00-16:00, Sun 12:00-16:00; emergency support 24/7. */
function BusinessHours() {
  const { t } = useTranslation('support');
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md" mb="sm">
        {t('contact.hours.title')}
      </Title>
      <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0} data-testid="business-hours">
        <Table.Tbody>
          {BUSINESS_HOURS.map((line) => (
            <Table.Tr key={line.days}>
              <Table.Th fw={500} scope="row">
                {t(`contact.hours.${DAY_KEYS[line.days]}`)}
              </Table.Th>
              <Table.Td ta="end">
                <span dir="ltr">{line.hours}</span>
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th fw={700} scope="row">
              {t('contact.hours.emergency')}
            </Table.Th>
            <Table.Td ta="end" fw={700}>
              <span dir="ltr">{EMERGENCY_SUPPORT}</span>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
