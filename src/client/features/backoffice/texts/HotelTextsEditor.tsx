import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  MAX_TRANSLATED_DESCRIPTION,
  MAX_TRANSLATED_NAME,
  ZHotelTextsUpdateRequest,
  ZRoomTypeTextsUpdateRequest,
  type HotelTexts,
  type RoomTypeTexts,
} from '@shared/schemas/catalogue-texts';
import { serverMessage } from '../../../lib/errors';
import { showServerErrors, zodResolver } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { QueryState } from '../ui/QueryState';
import { TranslatedField } from './TranslatedField';

const ZHotelForm = ZHotelTextsUpdateRequest.pick({ translations: true });
const ZRoomTypeForm = ZRoomTypeTextsUpdateRequest.pick({ translations: true });

/** A hotel's description and, below it, each room type's name, in Kiswahili and Arabic. */
export function HotelTextsEditor({ id }: { id: string }) {
  const { t } = useTranslation('backoffice');
  const texts = trpc.catalogueTexts.hotel.useQuery({ id }, { refetchOnMount: 'always' });
  if (!texts.data) return <QueryState what={t('texts.thing')} isPending={texts.isPending} error={texts.error} onRetry={() => void texts.refetch()} />;
  const hotel = texts.data;
  return (
    <Stack gap="md" data-testid="hotel-texts">
      <Text size="sm" c="dimmed">
        {t('texts.hint')} {t('texts.hotelName')}
      </Text>
      <DescriptionForm key={hotel.id} hotel={hotel} />
      <Title order={3} fz="md">
        {t('texts.roomTypes')}
      </Title>
      {hotel.roomTypes.map((roomType) => (
        <RoomTypeForm key={roomType.id} hotelId={hotel.id} roomType={roomType} />
      ))}
      <HistoryLink itemType="hotel" itemId={hotel.id} />
    </Stack>
  );
}

function DescriptionForm({ hotel }: { hotel: HotelTexts }) {
  const { t } = useTranslation('backoffice');
  const utils = trpc.useUtils();
  const form = useForm<z.input<typeof ZHotelForm>>({
    initialValues: {
      translations: { sw: { description: hotel.translations.sw.description ?? '' }, ar: { description: hotel.translations.ar.description ?? '' } },
    },
    ...zodResolver(ZHotelForm, t),
  });
  const update = trpc.catalogueTexts.updateHotel.useMutation({
    onSuccess: (next) => {
      utils.catalogueTexts.hotel.setData({ id: hotel.id }, next);
      showToast({ title: t('texts.saved'), message: t('texts.savedText'), color: 'green' });
    },
    onError: (error) => showToast({ title: t('texts.failed'), message: serverMessage(error), color: 'red' }),
  });
  const submit = form.onSubmit((parsed) =>
    update.mutateAsync({ id: hotel.id, translations: parsed.translations }).catch((error: unknown) => showServerErrors(form, error)),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="hotel-description-form">
      <Stack gap="sm">
        <TranslatedField
          field="description"
          english={hotel.description}
          multiline
          maxLength={MAX_TRANSLATED_DESCRIPTION}
          inputProps={(language) => form.getInputProps(`translations.${language}.description`)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('texts.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RoomTypeForm({ hotelId, roomType }: { hotelId: string; roomType: RoomTypeTexts }) {
  const { t } = useTranslation('backoffice');
  const utils = trpc.useUtils();
  const form = useForm<z.input<typeof ZRoomTypeForm>>({
    initialValues: { translations: { sw: { name: roomType.translations.sw.name ?? '' }, ar: { name: roomType.translations.ar.name ?? '' } } },
    ...zodResolver(ZRoomTypeForm, t),
  });
  const update = trpc.catalogueTexts.updateRoomType.useMutation({
    onSuccess: (next) => {
      utils.catalogueTexts.hotel.setData({ id: hotelId }, next);
      showToast({ title: t('texts.saved'), message: t('texts.savedText'), color: 'green' });
    },
    onError: (error) => showToast({ title: t('texts.failed'), message: serverMessage(error), color: 'red' }),
  });
  const submit = form.onSubmit((parsed) =>
    update.mutateAsync({ id: roomType.id, translations: parsed.translations }).catch((error: unknown) => showServerErrors(form, error)),
  );
  return (
    <Paper withBorder radius="md" p="sm" component="form" onSubmit={submit} noValidate data-testid="room-type-form">
      <Stack gap="sm">
        <TranslatedField
          field="name"
          english={roomType.name}
          maxLength={MAX_TRANSLATED_NAME}
          inputProps={(language) => form.getInputProps(`translations.${language}.name`)}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={update.isPending} aria-label={t('texts.saveFor', { name: roomType.name })}>
            {t('texts.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The item's changes in the audit trail. */
export function HistoryLink({ itemType, itemId }: { itemType: 'hotel' | 'product'; itemId: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <Anchor
      component={Link}
      to={`/admin/audit?itemType=${itemType}&itemId=${encodeURIComponent(itemId)}`}
      size="sm"
      mih={44}
      display="inline-flex"
      style={{ alignItems: 'center', gap: 6, alignSelf: 'flex-start' }}
    >
      <IconHistory size={16} aria-hidden />
      {t('texts.history')}
    </Anchor>
  );
}
