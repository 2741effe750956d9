import { useEffect, useMemo, type ReactNode } from 'react';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAddressBook, IconBrandWhatsapp, IconMail, IconMapPin, IconPhone, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ContactCard } from '@shared/schemas/support';
import { groupOpeningHours, referenceDate, shortClock } from '@shared/business-hours';
import { useFormat } from '../../i18n/format';
import { trpc } from '../../lib/trpc';
import { QrImage } from '../../components/QrImage';

/** The brand's contact details and business hours (its Settings), its vCard as a QR code (and a file to save). */
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
      {card.data ? <BusinessHours card={card.data} /> : <Skeleton h={140} />}
    </Stack>
  );
}

/** One way to reach us; a link is the whole row, so it is a thumb-sized target (44 px). */
function DetailLine({
  icon,
  label,
  value,
  href,
  external = false,
  plain = false,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  href?: string;
  external?: boolean;
  plain?: boolean;
}) {
  const { t } = useTranslation('support');
  const content = (
    <Group gap="sm" wrap="nowrap" mih={44}>
      {icon}
      <Stack gap={0} miw={0}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text
          c={href ? 'var(--mantine-primary-color-filled)' : undefined}
          dir={external || plain ? undefined : 'ltr'}
          ta="start"
          style={{ overflowWrap: 'anywhere' }}
        >
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
  const format = useFormat();
  return (
    <Stack gap={4}>
      <Text fw={700} translate="no">
        {card.brandName}
      </Text>
      {card.phone && (
        <DetailLine
          icon={<IconPhone size={20} aria-hidden />}
          label={t('contact.details.phone')}
          value={card.phone}
          href={`tel:${card.phone.replace(/[\s()-]/g, '')}`}
        />
      )}
      <DetailLine icon={<IconMail size={20} aria-hidden />} label={t('contact.details.email')} value={card.email} href={`mailto:${card.email}`} />
      {card.whatsappUrl && (
        <DetailLine
          icon={<IconBrandWhatsapp size={20} aria-hidden />}
          label={t('contact.details.whatsapp')}
          value={t('contact.details.whatsappChat')}
          href={card.whatsappUrl}
          external
        />
      )}
      {card.address && <DetailLine icon={<IconMapPin size={20} aria-hidden />} label={t('contact.details.address')} value={format.place(card.address)} plain />}
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
      <QrImage image={card.qr} label={t('contact.qr.label', { brand: card.brandName })} testId="contact-qr" />
      <Text size="sm" c="dimmed" ta="center" maw={300}>
        {t('contact.qr.caption')}
      </Text>
      <Button component="a" href={fileUrl} download={`${card.brandName}.vcf`} variant="light" leftSection={<IconAddressBook size={18} />}>
        {t('contact.qr.download')}
      </Button>
    </Stack>
  );
}

/** The brand's business hours (Settings), consecutive days with the same hours on one row. */
function BusinessHours({ card }: { card: ContactCard }) {
  const { t } = useTranslation('support');
  const format = useFormat();
  const dayName = (day: Parameters<typeof referenceDate>[0]) => format.weekdayLong(referenceDate(day));
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md" mb="sm">
        {t('contact.hours.title')}
      </Title>
      <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0} data-testid="business-hours">
        <Table.Tbody>
          {groupOpeningHours(card.businessHours).map((line) => (
            <Table.Tr key={line.from}>
              <Table.Th fw={500} scope="row">
                {line.from === line.to ? dayName(line.from) : t('contact.hours.range', { from: dayName(line.from), to: dayName(line.to) })}
              </Table.Th>
              <Table.Td ta="end">
                {line.open && line.close ? <span dir="ltr">{`${shortClock(line.open)}-${shortClock(line.close)}`}</span> : t('common:hours.closed')}
              </Table.Td>
            </Table.Tr>
          ))}
          {card.emergency && (
            <Table.Tr>
              <Table.Th fw={700} scope="row">
                {t('contact.hours.emergency')}
              </Table.Th>
              <Table.Td ta="end" fw={700}>
                <span dir="ltr">{card.emergency}</span>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
