import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZSavedTravellerInput, type SavedTraveller, type SavedTravellerRequest } from '@shared/schemas/saved-travellers';
import type { DietaryChoice } from '@shared/schemas/travellers';
import { AppModal } from '../../components/AppModal';
import { DietaryFields, dietaryInput } from '../../components/DietaryFields';
import { dietaryLabel } from '../../components/dietary';
import { useFormat } from '../../i18n/format';
import { serverMessage } from '../../lib/errors';
import { schemaErrors, showServerErrors } from '../../lib/form';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

type TravellerValues = {
  label: string;
  givenNames: string;
  surname: string;
  dateOfBirth: string;
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
  dietaryChoice: DietaryChoice;
  dietaryNote: string;
};

/** The request from the form: empty optional fields left out, dietary needs only when there are some. */
function toRequest(values: TravellerValues): SavedTravellerRequest {
  const dietary = dietaryInput(values);
  return {
    label: values.label,
    givenNames: values.givenNames,
    surname: values.surname,
    dateOfBirth: values.dateOfBirth,
    nationality: values.nationality,
    ...(values.passportNumber.trim() ? { passportNumber: values.passportNumber } : {}),
    ...(values.passportExpiry ? { passportExpiry: values.passportExpiry } : {}),
    ...(dietary ? { dietary } : {}),
  };
}

/** The schema's and the server's 'dietary.note' is the form's 'dietaryNote'. */
const formPath = (path: string) => path.replace('dietary.choice', 'dietaryChoice').replace('dietary.note', 'dietaryNote');

/**
 * The profile's saved travellers ('Me', 'Spouse', …): people the user books for, to fill
 * checkout's forms. Added, changed and deleted here; a passport number is only ever shown masked.
 */
export function SavedTravellersSection() {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const saved = trpc.profile.savedTravellers.useQuery();
  const [editing, setEditing] = useState<SavedTraveller | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SavedTraveller | null>(null);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="saved-travellers-title" data-testid="saved-travellers">
      <Stack gap="sm">
        <Title order={2} fz={18} id="saved-travellers-title">
          {t('savedTravellers.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('savedTravellers.intro')}
        </Text>
        {saved.data?.length === 0 && <Text size="sm">{t('savedTravellers.none')}</Text>}
        {saved.data?.map((traveller) => (
          <Group key={traveller.id} justify="space-between" wrap="nowrap" align="flex-start" data-testid="saved-traveller">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600}>
                <bdi>{traveller.label}</bdi>
              </Text>
              <Text size="sm">
                <bdi>{`${traveller.givenNames} ${traveller.surname}`}</bdi>
              </Text>
              <Text size="xs" c="dimmed">
                {t('savedTravellers.born', { date: format.mediumDate(traveller.dateOfBirth) })} · {traveller.nationality}
              </Text>
              {traveller.passportNumber && (
                <Text size="xs" c="dimmed">
                  <bdi dir="ltr">{t('common:whoTravels.passport', { number: traveller.passportNumber })}</bdi>
                </Text>
              )}
              {dietaryLabel(t, traveller.dietary) && (
                <Text size="xs" c="dimmed">
                  <bdi>{dietaryLabel(t, traveller.dietary)}</bdi>
                </Text>
              )}
            </Stack>
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" size={44} aria-label={t('savedTravellers.edit', { label: traveller.label })} onClick={() => setEditing(traveller)}>
                <IconPencil size={20} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size={44}
                aria-label={t('savedTravellers.delete', { label: traveller.label })}
                onClick={() => setDeleting(traveller)}
              >
                <IconTrash size={20} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        ))}
        <Button variant="light" size="md" leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          {t('savedTravellers.add')}
        </Button>
      </Stack>
      <AppModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('savedTravellers.add') : t('savedTravellers.editTitle')}
      >
        {editing !== null && <TravellerForm traveller={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </AppModal>
      <DeleteTravellerModal traveller={deleting} onClose={() => setDeleting(null)} />
    </Paper>
  );
}

function TravellerForm({ traveller, onDone }: { traveller: SavedTraveller | null; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const utils = trpc.useUtils();
  const form = useForm<TravellerValues>({
    initialValues: {
      label: traveller?.label ?? '',
      givenNames: traveller?.givenNames ?? '',
      surname: traveller?.surname ?? '',
      dateOfBirth: traveller?.dateOfBirth ?? '',
      nationality: traveller?.nationality ?? '',
      passportNumber: '',
      passportExpiry: traveller?.passportExpiry ?? '',
      dietaryChoice: traveller?.dietary?.choice ?? 'none',
      dietaryNote: traveller?.dietary?.note ?? '',
    },
    validate: (values) => {
      const errors = schemaErrors(ZSavedTravellerInput, toRequest(values), t);
      return Object.fromEntries(Object.entries(errors).map(([path, message]) => [formPath(path), message]));
    },
  });
  const done = () => {
    void utils.profile.savedTravellers.invalidate();
    showToast({ title: t('savedTravellers.saved'), message: '', color: 'green' });
    onDone();
  };
  const onError = (error: unknown) => {
    const mapped = {
      getValues: () => ({ ...form.getValues(), dietary: { choice: '', note: '' } }),
      setErrors: (errors: FormErrors) => form.setErrors(Object.fromEntries(Object.entries(errors).map(([path, message]) => [formPath(path), message]))),
    };
    if (!showServerErrors(mapped, error)) showToast({ title: t('common:error'), message: serverMessage(error) ?? '', color: 'red' });
  };
  const add = trpc.profile.addTraveller.useMutation({ onSuccess: done, onError });
  const update = trpc.profile.updateTraveller.useMutation({ onSuccess: done, onError });
  const submit = form.onSubmit((values) => {
    const request = toRequest(values);
    if (traveller) update.mutate({ ...request, id: traveller.id, keepPassport: !request.passportNumber && Boolean(traveller.passportNumber) });
    else add.mutate(request);
  });
  return (
    <form onSubmit={submit} noValidate data-testid="saved-traveller-form">
      <Stack gap="sm">
        <TextInput label={t('savedTravellers.label')} description={t('savedTravellers.labelHint')} required {...form.getInputProps('label')} data-autofocus />
        <TextInput label={t('savedTravellers.givenNames')} autoComplete="given-name" required {...form.getInputProps('givenNames')} />
        <TextInput label={t('savedTravellers.surname')} autoComplete="family-name" required {...form.getInputProps('surname')} />
        <TextInput label={t('savedTravellers.dateOfBirth')} type="date" required {...form.getInputProps('dateOfBirth')} />
        <TextInput
          label={t('savedTravellers.nationality')}
          description={t('savedTravellers.nationalityHint')}
          maxLength={2}
          autoComplete="country"
          required
          {...form.getInputProps('nationality')}
        />
        <TextInput
          label={t('savedTravellers.passportNumber')}
          description={traveller?.passportNumber ? t('savedTravellers.passportKept', { number: traveller.passportNumber }) : undefined}
          dir="ltr"
          {...form.getInputProps('passportNumber')}
        />
        <TextInput label={t('savedTravellers.passportExpiry')} type="date" {...form.getInputProps('passportExpiry')} />
        <DietaryFields
          choice={form.values.dietaryChoice}
          note={form.values.dietaryNote}
          onChoice={(choice) => form.setFieldValue('dietaryChoice', choice)}
          onNote={(note) => form.setFieldValue('dietaryNote', note)}
          choiceError={form.errors.dietaryChoice}
          noteError={form.errors.dietaryNote}
        />
        <Button type="submit" size="md" loading={add.isPending || update.isPending}>
          {t('savedTravellers.save')}
        </Button>
      </Stack>
    </form>
  );
}

function DeleteTravellerModal({ traveller, onClose }: { traveller: SavedTraveller | null; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const utils = trpc.useUtils();
  const remove = trpc.profile.deleteTraveller.useMutation({
    onSuccess: () => {
      void utils.profile.savedTravellers.invalidate();
      onClose();
    },
    onError: (error) => showToast({ title: t('common:error'), message: serverMessage(error) ?? '', color: 'red' }),
  });
  return (
    <AppModal opened={traveller !== null} onClose={onClose} title={t('savedTravellers.deleteTitle')}>
      <Stack gap="md">
        <Text>{t('savedTravellers.deleteConfirm', { label: traveller?.label ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onClose}>
            {t('savedTravellers.cancel')}
          </Button>
          <Button color="red" size="md" loading={remove.isPending} onClick={() => traveller && remove.mutate({ id: traveller.id })}>
            {t('savedTravellers.deleteButton')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
