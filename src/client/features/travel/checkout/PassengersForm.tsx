import { Alert, Button, Checkbox, Fieldset, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@shared/schemas/bookings';
import { isCountryCode, type FlightTravellerInput } from '@shared/schemas/travellers';
import { SavedTravellerPicker } from '../../../components/SavedTravellerPicker';
import { TOUCH_LABEL } from '../../../components/touch-label';
import { serverFieldErrors, serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';

type PassengerValues = {
  givenNames: string;
  surname: string;
  dateOfBirth: string;
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
  /** Filled from a saved traveller whose passport the server keeps (the form sees it masked only). */
  savedId: string | null;
};

const blank = (): PassengerValues => ({
  givenNames: '',
  surname: '',
  dateOfBirth: '',
  nationality: '',
  passportNumber: '',
  passportExpiry: '',
  savedId: null,
});

/** Whether a flight booking names every passenger: it is paid only then. */
export const passengersGiven = (booking: Booking) => booking.type !== 'flight' || (booking.travellers?.passengers?.length ?? 0) >= booking.quantity;

/**
 * Checkout of a flight: one entry per passenger, names as on the passport; passport number and
 * expiry on an international route. The server checks every field again (and the 6-month rule)
 * and its messages are shown under the fields they name. A saved traveller fills an entry (its
 * passport number, shown masked, is typed again: the server never answers it); 'Save these
 * travellers' keeps the entries typed here on the profile.
 */
export function PassengersForm({ booking, onSaved }: { booking: Booking; onSaved: (booking: Booking) => void }) {
  const { t } = useTranslation('checkout');
  const international = booking.bookingDetails.international !== false;
  const required = (value: string) => (value.trim() ? null : t('passengers.required'));
  // saveToProfile: also keep the passengers typed here (not filled from a saved one) on the profile.
  const form = useForm<{ travellers: PassengerValues[]; saveToProfile: boolean }>({
    initialValues: { travellers: Array.from({ length: booking.quantity }, blank), saveToProfile: false },
    validate: {
      travellers: {
        givenNames: required,
        surname: required,
        dateOfBirth: required,
        nationality: (value) => (isCountryCode(value.trim().toUpperCase()) ? null : t('passengers.countryCode')),
        passportNumber: (value) => (international ? required(value) : null),
        passportExpiry: (value) => (international ? required(value) : null),
      },
    },
  });
  const utils = trpc.useUtils();
  const addSaved = trpc.profile.addTraveller.useMutation({ onSuccess: () => void utils.profile.savedTravellers.invalidate() });
  const save = trpc.bookings.travellers.useMutation({
    onSuccess: async (updated, { travellers = [] }) => {
      // Kept on the profile once the booking took them: the same fields, checked once.
      const chosen = form.values.travellers.map((p, index) => ({ wanted: form.values.saveToProfile && !p.savedId, traveller: travellers[index] }));
      for (const { wanted, traveller } of chosen) {
        if (wanted && traveller) await addSaved.mutateAsync({ label: traveller.givenNames, ...traveller }).catch(() => undefined);
      }
      onSaved(updated);
    },
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  const submit = (values: { travellers: PassengerValues[]; saveToProfile: boolean }) => {
    const travellers: FlightTravellerInput[] = values.travellers.map((p) => ({
      givenNames: p.givenNames,
      surname: p.surname,
      dateOfBirth: p.dateOfBirth,
      nationality: p.nationality,
      ...(p.passportNumber.trim() ? { passportNumber: p.passportNumber } : {}),
      ...(p.passportExpiry ? { passportExpiry: p.passportExpiry } : {}),
    }));
    save.mutate({ id: booking.id, travellers });
  };
  const unnamedError = save.error && Object.keys(serverFieldErrors(save.error)).every((field) => !field.startsWith('travellers.'));
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="passengers-form">
      <Stack gap="md">
        <Title order={2} fz={18}>
          {t('passengers.title')}
        </Title>
        {international && (
          <Alert color="blue" variant="light">
            {t('passengers.passportNote')}
          </Alert>
        )}
        {form.values.travellers.map((_, index) => (
          <Fieldset key={index} legend={t('passengers.passenger', { number: index + 1 })}>
            <Stack gap="sm">
              <SavedTravellerPicker
                onPick={(traveller) =>
                  form.setFieldValue(`travellers.${index}`, {
                    ...blank(),
                    givenNames: traveller.givenNames,
                    surname: traveller.surname,
                    dateOfBirth: traveller.dateOfBirth,
                    nationality: traveller.nationality,
                    passportExpiry: traveller.passportExpiry ?? '',
                    savedId: traveller.id,
                  })
                }
              />
              <TextInput label={t('passengers.givenNames')} autoComplete="given-name" required {...form.getInputProps(`travellers.${index}.givenNames`)} />
              <TextInput label={t('passengers.surname')} autoComplete="family-name" required {...form.getInputProps(`travellers.${index}.surname`)} />
              <TextInput label={t('passengers.dateOfBirth')} type="date" required {...form.getInputProps(`travellers.${index}.dateOfBirth`)} />
              <TextInput
                label={t('passengers.nationality')}
                description={t('passengers.nationalityHint')}
                maxLength={2}
                autoComplete="country"
                required
                {...form.getInputProps(`travellers.${index}.nationality`)}
              />
              {international && (
                <>
                  <TextInput label={t('passengers.passportNumber')} dir="ltr" required {...form.getInputProps(`travellers.${index}.passportNumber`)} />
                  <TextInput label={t('passengers.passportExpiry')} type="date" required {...form.getInputProps(`travellers.${index}.passportExpiry`)} />
                </>
              )}
            </Stack>
          </Fieldset>
        ))}
        {form.values.travellers.some((p) => !p.savedId) && (
          <Checkbox size="md" styles={TOUCH_LABEL} label={t('passengers.saveToProfile')} {...form.getInputProps('saveToProfile', { type: 'checkbox' })} />
        )}
        {unnamedError && <Alert color="red">{serverMessage(save.error)}</Alert>}
        <Button type="submit" size="md" loading={save.isPending}>
          {t('passengers.save')}
        </Button>
      </Stack>
    </form>
  );
}
