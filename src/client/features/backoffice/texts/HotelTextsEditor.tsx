import { Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  MAX_TRANSLATED_DESCRIPTION,
  MAX_TRANSLATED_NAME,
  ZHotelTextsUpdateRequest,
  ZRoomTypeTextsUpdateRequest,
  type HotelTexts,
  type RoomTypeTexts,
} from '@shared/schemas/catalogue-texts';
import { showServerErrors, zodResolver } from '../../../lib/form';
import { trpc } from '../../../lib/trpc';
import { QueryState } from '../ui/QueryState';
import { HistoryLink, SaveTextsButton, useSaveToasts } from './texts-form';
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
  const toasts = useSaveToasts();
  const form = useForm<z.input<typeof ZHotelForm>>({
    initialValues: {
      translations: { sw: { description: hotel.translations.sw.description ?? '' }, ar: { description: hotel.translations.ar.description ?? '' } },
    },
    ...zodResolver(ZHotelForm, t),
  });
  const update = trpc.catalogueTexts.updateHotel.useMutation({
    onSuccess: (next) => {
      utils.catalogueTexts.hotel.setData({ id: hotel.id }, next);
      toasts.saved();
    },
    onError: toasts.failed,
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
        <SaveTextsButton pending={update.isPending} />
      </Stack>
    </form>
  );
}

function RoomTypeForm({ hotelId, roomType }: { hotelId: string; roomType: RoomTypeTexts }) {
  const { t } = useTranslation('backoffice');
  const utils = trpc.useUtils();
  const toasts = useSaveToasts();
  const form = useForm<z.input<typeof ZRoomTypeForm>>({
    initialValues: { translations: { sw: { name: roomType.translations.sw.name ?? '' }, ar: { name: roomType.translations.ar.name ?? '' } } },
    ...zodResolver(ZRoomTypeForm, t),
  });
  const update = trpc.catalogueTexts.updateRoomType.useMutation({
    onSuccess: (next) => {
      utils.catalogueTexts.hotel.setData({ id: hotelId }, next);
      toasts.saved();
    },
    onError: toasts.failed,
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
        <SaveTextsButton pending={update.isPending} itemName={roomType.name} variant="light" />
      </Stack>
    </Paper>
  );
}
