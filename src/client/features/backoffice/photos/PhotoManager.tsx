import { useState } from 'react';
import { ActionIcon, Badge, Box, Button, Card, FileButton, Group, Image, Progress, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconPhotoPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PHOTO_ACCEPT, type Photo, type PhotoOwner } from '@shared/schemas/photos';
import { serverMessage } from '../../../lib/errors';
import { isTooLarge, uploadPhoto } from './photo-upload';
import { showToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { ConfirmModal } from '../ui/ConfirmModal';
import { QueryState } from '../ui/QueryState';

interface Progressing {
  name: string;
  fraction: number;
}

/**
 * Photos of one catalogue item (a tour, a hotel, a car): add several at once (uploaded one
 * after the other, with progress), choose the cover, delete. The server checks and re-encodes
 * every file; a refused one says why and the others carry on.
 */
export function PhotoManager({ owner, itemName, onChange }: { owner: PhotoOwner; itemName: string; onChange?: () => void }) {
  const { t } = useTranslation('backoffice');
  const utils = trpc.useUtils();
  const photos = trpc.media.list.useQuery(owner);
  const [progress, setProgress] = useState<Progressing | null>(null);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const refresh = () => {
    void utils.media.list.invalidate(owner);
    void utils.media.items.invalidate();
    void utils.tours.list.invalidate();
    onChange?.();
  };
  const remove = trpc.media.remove.useMutation({
    onSuccess: refresh,
    onError: (error) => showToast({ title: t('photos.failed'), message: serverMessage(error), color: 'red' }),
  });
  const setCover = trpc.media.setCover.useMutation({
    onSuccess: refresh,
    onError: (error) => showToast({ title: t('photos.failed'), message: serverMessage(error), color: 'red' }),
  });

  const upload = async (files: File[]) => {
    let added = 0;
    for (const file of files) {
      if (isTooLarge(file)) {
        showToast({ title: t('photos.failed'), message: t('photos.tooLarge', { name: file.name }), color: 'red' });
        continue;
      }
      setProgress({ name: file.name, fraction: 0 });
      try {
        await uploadPhoto(owner, file, (fraction) => setProgress({ name: file.name, fraction }));
        added++;
      } catch (error) {
        showToast({
          title: t('photos.failed'),
          message: t('photos.refused', { name: file.name, reason: error instanceof Error ? error.message : String(error) }),
          color: 'red',
        });
      }
    }
    setProgress(null);
    if (added > 0) {
      showToast({ title: t('photos.uploaded', { count: added }), message: t('photos.uploadedText'), color: 'green' });
      refresh();
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('photos.hint')}
      </Text>
      {photos.data ? (
        photos.data.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="no-photos">
            {t('photos.none')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {photos.data.map((photo, index) => (
              <Card key={photo.id} withBorder p={0} radius="md" data-testid="photo">
                <Box pos="relative">
                  <Image
                    src={photo.src}
                    srcSet={photo.srcSet}
                    sizes="(max-width: 600px) 50vw, 240px"
                    alt={t('photos.alt', { index: index + 1, name: itemName })}
                    h={110}
                    fit="cover"
                  />
                  {index === 0 && (
                    <Badge pos="absolute" top={6} style={{ insetInlineStart: 6 }} leftSection={<IconStar size={12} aria-hidden />}>
                      {t('photos.cover')}
                    </Badge>
                  )}
                </Box>
                <Group justify="space-between" gap={4} p={4} wrap="nowrap">
                  {index > 0 ? (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      h={44}
                      onClick={() => setCover.mutate({ id: photo.id })}
                      loading={setCover.isPending && setCover.variables?.id === photo.id}
                      aria-label={t('photos.makeCoverLabel', { index: index + 1 })}
                    >
                      {t('photos.makeCover')}
                    </Button>
                  ) : (
                    <span />
                  )}
                  <Tooltip label={t('photos.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size={44}
                      aria-label={t('photos.deleteLabel', { index: index + 1 })}
                      onClick={() => setDeleting(photo)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )
      ) : (
        <QueryState what={t('photos.things')} isPending={photos.isPending} error={photos.error} onRetry={() => void photos.refetch()} />
      )}
      {progress && (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm">{t('photos.uploading', { name: progress.name })}</Text>
          <Progress value={Math.round(progress.fraction * 100)} aria-label={t('photos.uploading', { name: progress.name })} animated />
        </Stack>
      )}
      <FileButton onChange={(files) => void upload(files)} accept={PHOTO_ACCEPT} multiple>
        {(props) => (
          <Button
            {...props}
            variant="light"
            leftSection={<IconPhotoPlus size={18} aria-hidden />}
            loading={progress !== null}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('photos.add')}
          </Button>
        )}
      </FileButton>
      <ConfirmModal
        opened={deleting !== null}
        title={t('photos.deleteTitle')}
        message={t('photos.deleteText')}
        confirmLabel={t('photos.delete')}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id }, { onSettled: () => setDeleting(null) })}
      />
    </Stack>
  );
}
