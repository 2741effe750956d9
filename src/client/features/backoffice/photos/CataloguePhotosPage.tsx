import { useState } from 'react';
import { Button, Card, Group, Image, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PhotoItem } from '@shared/schemas/photos';
import { useFormat } from '../../../i18n/format';
import { trpc } from '../../../lib/trpc';
import { AppModal } from '../../../components/AppModal';
import { BackOfficePage } from '../ui/BackOfficePage';
import { QueryState } from '../ui/QueryState';
import { PhotoManager } from './PhotoManager';

type Kind = 'hotel' | 'car';

/** /admin/photos: photos for hotels and cars (tours have theirs in the package manager). */
export function CataloguePhotosPage() {
  const { t } = useTranslation('backoffice');
  const format = useFormat();
  const [kind, setKind] = useState<Kind>('hotel');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [open, setOpen] = useState<PhotoItem | null>(null);
  const items = trpc.media.items.useQuery({ ownerType: kind, search: debounced || undefined });
  return (
    <BackOfficePage title={t('catalogue.title')}>
      <SegmentedControl
        value={kind}
        onChange={(value) => setKind(value as Kind)}
        data={[
          { value: 'hotel', label: t('catalogue.hotels') },
          { value: 'car', label: t('catalogue.cars') },
        ]}
        aria-label={t('catalogue.kind')}
      />
      <TextInput
        aria-label={t('catalogue.search')}
        placeholder={t(`catalogue.placeholder.${kind}`)}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {items.data ? (
        <Stack gap="xs">
          {items.data.length === 0 && (
            <Text c="dimmed" role="status">
              {t('catalogue.none')}
            </Text>
          )}
          {items.data.map((item) => (
            <Card key={item.id} withBorder radius="md" p="xs">
              <Group wrap="nowrap" gap="sm">
                <Image src={item.image} alt="" w={64} h={48} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
                <Stack gap={0} miw={0} style={{ flex: 1 }}>
                  <Text fw={600} size="sm" truncate>
                    {item.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {format.place(item.place)} · {t('packages.photoCount', { count: item.photoCount })}
                  </Text>
                </Stack>
                <Button variant="light" onClick={() => setOpen(item)} aria-label={t('catalogue.manageFor', { name: item.name })}>
                  {t('catalogue.manage')}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      ) : (
        <QueryState
          what={t(`catalogue.${kind === 'hotel' ? 'hotels' : 'cars'}`)}
          isPending={items.isPending}
          error={items.error}
          onRetry={() => void items.refetch()}
        />
      )}
      <AppModal opened={open !== null} onClose={() => setOpen(null)} title={open ? t('catalogue.photosOf', { name: open.name }) : ''} fullScreenOnPhone>
        {open && <PhotoManager owner={{ ownerType: kind, ownerId: open.id }} itemName={open.name} />}
      </AppModal>
    </BackOfficePage>
  );
}
