import { ActionIcon, Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MAX_PARTNER_LINKS, PARTNER_KINDS, type PartnerKind, type PartnerLink } from '@shared/schemas/branding';

/** The flagged brand's Partner Apps: name, web address and what the partner offers. */
export function PartnerLinksEditor({ value, onChange, errors }: { value: PartnerLink[]; onChange: (links: PartnerLink[]) => void; errors: FormErrors }) {
  const { t } = useTranslation('backoffice');
  const update = (index: number, change: Partial<PartnerLink>) => onChange(value.map((link, i) => (i === index ? { ...link, ...change } : link)));
  return (
    <Stack gap="sm">
      {value.map((link, index) => (
        <Paper key={index} withBorder p="sm" radius="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('settings.partnerName')}
              value={link.name}
              onChange={(e) => update(index, { name: e.currentTarget.value })}
              error={errors[`partnerLinks.${index}.name`]}
              style={{ flex: '1 1 140px' }}
            />
            <TextInput
              label={t('settings.partnerUrl')}
              type="url"
              value={link.url}
              onChange={(e) => update(index, { url: e.currentTarget.value })}
              error={errors[`partnerLinks.${index}.url`]}
              dir="ltr"
              style={{ flex: '2 1 220px' }}
            />
            <Select
              label={t('settings.partnerKind')}
              data={PARTNER_KINDS.map((kind) => ({ value: kind, label: t(`common:partners.${kind}`) }))}
              value={link.kind}
              onChange={(kind) => kind && update(index, { kind: kind as PartnerKind })}
              allowDeselect={false}
              w={170}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size={44}
              aria-label={t('settings.removePartner', { name: link.name || index + 1 })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={value.length >= MAX_PARTNER_LINKS}
        onClick={() => onChange([...value, { name: '', url: 'https://', kind: 'other' }])}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('settings.addPartner')}
      </Button>
    </Stack>
  );
}
