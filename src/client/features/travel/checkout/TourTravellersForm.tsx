import { Alert, Button, Fieldset, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@shared/schemas/bookings';
import type { DietaryChoice, TourTravellerInput } from '@shared/schemas/travellers';
import { DietaryFields, dietaryInput, type DietaryValues } from '../../../components/DietaryFields';
import { SavedTravellerPicker } from '../../../components/SavedTravellerPicker';
import { serverFieldErrors, serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';

type TourTravellerValues = { givenNames: string; surname: string } & DietaryValues;

/** Whether a tour booking names who takes each place: it is paid only then. */
export const tourTravellersGiven = (booking: Booking) => booking.type !== 'tour' || (booking.travellers?.tourTravellers?.length ?? 0) >= booking.quantity;

/**
 * Checkout of a tour: a name for each place booked and what each traveller needs to eat (the
 * operator's kitchen reads it). A saved traveller fills an entry. The server checks every field
 * again; its messages are shown under the fields they name.
 */
export function TourTravellersForm({ booking, onSaved }: { booking: Booking; onSaved: (booking: Booking) => void }) {
  const { t } = useTranslation('checkout');
  const given = booking.travellers?.tourTravellers ?? [];
  const required = (value: string) => (value.trim() ? null : t('passengers.required'));
  const form = useForm<{ tourTravellers: TourTravellerValues[] }>({
    initialValues: {
      tourTravellers: Array.from({ length: booking.quantity }, (_, index) => ({
        givenNames: given[index]?.givenNames ?? '',
        surname: given[index]?.surname ?? '',
        dietaryChoice: given[index]?.dietary?.choice ?? 'none',
        dietaryNote: given[index]?.dietary?.note ?? '',
      })),
    },
    validate: { tourTravellers: { givenNames: required, surname: required } },
  });
  const save = trpc.bookings.travellers.useMutation({
    onSuccess: onSaved,
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  const submit = (values: { tourTravellers: TourTravellerValues[] }) => {
    const tourTravellers: TourTravellerInput[] = values.tourTravellers.map((traveller) => {
      const dietary = dietaryInput(traveller);
      return { givenNames: traveller.givenNames, surname: traveller.surname, ...(dietary ? { dietary } : {}) };
    });
    save.mutate({ id: booking.id, tourTravellers });
  };
  const unnamedError = save.error && Object.keys(serverFieldErrors(save.error)).every((field) => !field.startsWith('tourTravellers.'));
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="tour-travellers-form">
      <Stack gap="md">
        <Title order={2} fz={18}>
          {t('tourTravellers.title')}
        </Title>
        {form.values.tourTravellers.map((_, index) => {
          const path = `tourTravellers.${index}`;
          return (
            <Fieldset key={index} legend={t('tourTravellers.traveller', { number: index + 1 })}>
              <Stack gap="sm">
                <SavedTravellerPicker
                  onPick={(traveller) =>
                    form.setFieldValue(path, {
                      givenNames: traveller.givenNames,
                      surname: traveller.surname,
                      dietaryChoice: traveller.dietary?.choice ?? 'none',
                      dietaryNote: traveller.dietary?.note ?? '',
                    })
                  }
                />
                <TextInput label={t('tourTravellers.givenNames')} autoComplete="given-name" required {...form.getInputProps(`${path}.givenNames`)} />
                <TextInput label={t('tourTravellers.surname')} autoComplete="family-name" required {...form.getInputProps(`${path}.surname`)} />
                <DietaryFields
                  choice={form.values.tourTravellers[index].dietaryChoice}
                  note={form.values.tourTravellers[index].dietaryNote}
                  onChoice={(choice: DietaryChoice) => form.setFieldValue(`${path}.dietaryChoice`, choice)}
                  onNote={(note) => form.setFieldValue(`${path}.dietaryNote`, note)}
                  choiceError={form.errors[`${path}.dietary.choice`]}
                  noteError={form.errors[`${path}.dietary.note`]}
                />
              </Stack>
            </Fieldset>
          );
        })}
        {unnamedError && <Alert color="red">{serverMessage(save.error)}</Alert>}
        <Button type="submit" size="md" loading={save.isPending}>
          {t('passengers.save')}
        </Button>
      </Stack>
    </form>
  );
}
