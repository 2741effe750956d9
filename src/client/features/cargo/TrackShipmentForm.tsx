import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A tracking number field and its Track button; the number is passed on as typed (trimmed). */
export function TrackShipmentForm({ initial, onTrack }: { initial: string; onTrack: (trackingNumber: string) => void }) {
  const { t } = useTranslation('cargo');
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onTrack(value.trim());
  };
  return (
    <Group component="form" onSubmit={submit} gap="sm" align="flex-end" wrap="nowrap">
      <TextInput
        label={t('trackingNumber')}
        placeholder={t('trackingPlaceholder')}
        dir="ltr"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        style={{ flex: 1 }}
      />
      <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
        {t('track')}
      </Button>
    </Group>
  );
}
