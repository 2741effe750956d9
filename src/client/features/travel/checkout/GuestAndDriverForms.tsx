import { Alert, Button, Collapse, Group, NumberInput, Stack, Text, Textarea, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@shared/schemas/bookings';
import { MIN_DRIVER_AGE, isCountryCode } from '@shared/schemas/travellers';
import { SavedTravellerPicker } from '../../../components/SavedTravellerPicker';
import { serverFieldErrors, serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';

/** Whether a car booking names its driver: the app asks before payment (the counter checks the licence). */
export const driverGiven = (booking: Booking) => booking.type !== 'car' || Boolean(booking.travellers?.driver);

/** A save of who travels whose refusals land under the form's own fields (`driver.age` → `age`). */
function useSaveTravellers(prefix: 'driver' | 'leadGuest', onSaved: (booking: Booking) => void, setErrors: (errors: Record<string, string>) => void) {
  return trpc.bookings.travellers.useMutation({
    onSuccess: onSaved,
    onError: (error) => {
      const errors = serverFieldErrors(error);
      setErrors(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.replace(`${prefix}.`, ''), message])));
    },
  });
}

type DriverValues = { name: string; age: number | ''; licenceNumber: string; licenceCountry: string };

/** Whole years from a date of birth to `on` (both YYYY-MM-DD). */
function ageOn(dateOfBirth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return on.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/**
 * Checkout of a car: who drives, asked before payment as the rental counter will: the name on
 * the licence, the age (the youngest driver allowed is MIN_DRIVER_AGE), the licence's number and
 * country. The server checks each field again; its refusals are shown under the fields.
 */
export function DriverForm({ booking, onSaved }: { booking: Booking; onSaved: (booking: Booking) => void }) {
  const { t } = useTranslation('checkout');
  const given = booking.travellers?.driver;
  const form = useForm<DriverValues>({
    initialValues: { name: given?.name ?? '', age: given?.age ?? '', licenceNumber: given?.licenceNumber ?? '', licenceCountry: given?.licenceCountry ?? '' },
    validate: {
      name: (value) => (value.trim() ? null : t('passengers.required')),
      age: (value) => (value === '' ? t('passengers.required') : value < MIN_DRIVER_AGE ? t('driver.tooYoung', { age: MIN_DRIVER_AGE }) : null),
      licenceNumber: (value) => (value.trim() ? null : t('passengers.required')),
      licenceCountry: (value) => (isCountryCode(value.trim().toUpperCase()) ? null : t('passengers.countryCode')),
    },
  });
  const save = useSaveTravellers('driver', onSaved, form.setErrors);
  const submit = (values: DriverValues) => save.mutate({ id: booking.id, driver: { ...values, age: Number(values.age) } });
  const unnamedError = save.error && Object.keys(serverFieldErrors(save.error)).every((field) => !field.startsWith('driver.'));
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="driver-form">
      <Stack gap="sm">
        <Title order={2} fz={18}>
          {t('driver.title')}
        </Title>
        <SavedTravellerPicker
          onPick={(traveller) => {
            form.setFieldValue('name', `${traveller.givenNames} ${traveller.surname}`);
            form.setFieldValue('age', ageOn(traveller.dateOfBirth, booking.startDate ?? new Date().toISOString().slice(0, 10)));
          }}
        />
        <TextInput label={t('driver.name')} autoComplete="name" required {...form.getInputProps('name')} />
        <NumberInput label={t('driver.age')} min={MIN_DRIVER_AGE} max={99} clampBehavior="none" allowDecimal={false} required {...form.getInputProps('age')} />
        <TextInput label={t('driver.licenceNumber')} dir="ltr" required {...form.getInputProps('licenceNumber')} />
        <TextInput
          label={t('driver.licenceCountry')}
          description={t('passengers.nationalityHint')}
          maxLength={2}
          autoComplete="country"
          required
          {...form.getInputProps('licenceCountry')}
        />
        {unnamedError && <Alert color="red">{serverMessage(save.error)}</Alert>}
        <Button type="submit" size="md" loading={save.isPending}>
          {t('passengers.save')}
        </Button>
      </Stack>
    </form>
  );
}

type LeadGuestValues = { name: string; arrivalTime: string; specialRequest: string };

/**
 * Checkout of a hotel: the guest the room is booked under, when they expect to arrive and a
 * request for the hotel. Optional: the booking is made in the account's name, and the hotel
 * takes it without these.
 */
export function LeadGuestForm({ booking, onSaved }: { booking: Booking; onSaved: (booking: Booking) => void }) {
  const { t } = useTranslation('checkout');
  const given = booking.travellers?.leadGuest;
  const [opened, { toggle }] = useDisclosure(false);
  const form = useForm<LeadGuestValues>({
    initialValues: { name: given?.name ?? '', arrivalTime: given?.arrivalTime ?? '', specialRequest: given?.specialRequest ?? '' },
    validate: { name: (value) => (value.trim() ? null : t('passengers.required')) },
  });
  const save = useSaveTravellers('leadGuest', onSaved, form.setErrors);
  const submit = (values: LeadGuestValues) =>
    save.mutate({
      id: booking.id,
      leadGuest: {
        name: values.name,
        ...(values.arrivalTime ? { arrivalTime: values.arrivalTime } : {}),
        ...(values.specialRequest.trim() ? { specialRequest: values.specialRequest } : {}),
      },
    });
  return (
    <Stack gap="xs" data-testid="lead-guest">
      <UnstyledButton onClick={toggle} aria-expanded={opened} mih={44}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{given ? t('leadGuest.change') : t('leadGuest.add')}</Text>
          <IconChevronDown size={18} aria-hidden style={{ transform: opened ? 'rotate(180deg)' : undefined }} />
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened}>
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="sm">
            <SavedTravellerPicker onPick={(traveller) => form.setFieldValue('name', `${traveller.givenNames} ${traveller.surname}`)} />
            <TextInput label={t('leadGuest.name')} autoComplete="name" required {...form.getInputProps('name')} />
            <TextInput label={t('leadGuest.arrivalTime')} type="time" {...form.getInputProps('arrivalTime')} />
            <Textarea
              label={t('leadGuest.specialRequest')}
              description={t('leadGuest.specialRequestHint')}
              autosize
              minRows={2}
              maxLength={500}
              {...form.getInputProps('specialRequest')}
            />
            {save.isSuccess && (
              <Text size="sm" fw={600} role="status">
                {t('leadGuest.saved')}
              </Text>
            )}
            <Button type="submit" variant="light" loading={save.isPending}>
              {t('leadGuest.save')}
            </Button>
          </Stack>
        </form>
      </Collapse>
    </Stack>
  );
}
