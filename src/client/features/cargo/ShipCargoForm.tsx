import { useRef, type FormEvent } from 'react';
import { Alert, Button, Fieldset, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconBox, IconCalendar, IconClock, IconInfoCircle, IconMapPin, IconPhone, IconRuler, IconScale, IconUser } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CARGO_MAX_WEIGHT_KG, CARGO_RATE_PER_KG_CENTS } from '@shared/cargo-pricing';
import { centsToAmount } from '@shared/money';
import { CARGO_TYPES, PICKUP_MAX_DAYS_AHEAD, PICKUP_SLOTS, type CreateShipmentRequest } from '@shared/schemas/cargo';
import { addDays, travelToday } from '@shared/travel-calendar';
import { useFormat } from '../../i18n/format';
import { openAuthDialog } from '../../dialogs/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';
import { errorFieldOf, serverMessage } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { EMPTY_SHIP_FORM, dimensionsProblem, estimateAmount, normalizeWeight, phoneProblem, shipProblem, weightProblem, type ShipForm } from './ship-form';
import { usePriceFormat } from '../../lib/display-currency';

/** The server's field names (sender.phone) as the form's (senderPhone). */
const FORM_FIELD: Record<string, keyof ShipForm> = {
  fromLocation: 'fromLocation',
  toLocation: 'toLocation',
  weight: 'weight',
  dimensions: 'dimensions',
  cargoType: 'cargoType',
  'sender.name': 'senderName',
  'sender.phone': 'senderPhone',
  'sender.address': 'senderAddress',
  'recipient.name': 'recipientName',
  'recipient.phone': 'recipientPhone',
  'recipient.address': 'recipientAddress',
  pickupDate: 'pickupDate',
  pickupSlot: 'pickupSlot',
};
const withoutField = (message: string, field: string) => (message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message);
const startForm = (): ShipForm => ({ ...EMPTY_SHIP_FORM, pickupDate: travelToday() });

// Ship Cargo: from, to, shipping method (Road 2-5 days, Air 1-2 days, Sea 7-14 days),
// weight in kg, dimensions, a live cost estimate (2 decimals) and Create Shipment; then who
// hands it over and who receives it, and the pickup day and time. A field's mistake shows when
// leaving it. Created, the shipment is a hold to pay (the tracking view offers the payment).
export function ShipCargoForm({ onCreated }: { onCreated: (trackingNumber: string) => void }) {
  const { t } = useTranslation('cargo');
  const format = useFormat();
  const prices = usePriceFormat();
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();
  const weightMessage = (values: Pick<ShipForm, 'weight' | 'cargoType'>) => {
    const problem = weightProblem(values);
    if (problem === 'invalidWeight') return t('invalidWeightText');
    return problem === 'tooHeavy'
      ? t('maxWeight', { max: format.number(CARGO_MAX_WEIGHT_KG[values.cargoType]), method: t(`methods.${values.cargoType}`) })
      : null;
  };
  const phoneMessage = (phone: string) => (phoneProblem(phone) ? t('phoneFormat') : null);
  // A field's own mistake shows when leaving it and clears when it is edited; the other
  // mistakes stay until their fields are fixed.
  const form = useForm<ShipForm>({
    initialValues: startForm(),
    validateInputOnBlur: ['weight', 'dimensions', 'senderPhone', 'recipientPhone'],
    validate: {
      weight: (_weight, values) => weightMessage(values),
      dimensions: (dimensions) => (dimensionsProblem(dimensions) ? t('dimensionsFormat') : null),
      senderPhone: phoneMessage,
      recipientPhone: phoneMessage,
    },
  });
  const values = form.getValues();
  const inFlight = useRef(false);
  const create = trpc.cargo.create.useMutation();
  const amount = estimateAmount(values);
  const today = travelToday();
  const pickupDays = Array.from({ length: PICKUP_MAX_DAYS_AHEAD }, (_, index) => addDays(today, index));
  /** A choice (method, day, slot) is set as chosen; another method can change what the weight allows. */
  const choose = (field: 'cargoType' | 'pickupDate' | 'pickupSlot') => (value: string | null) => {
    if (!value) return;
    form.setValues({ [field]: value } as Partial<ShipForm>);
    form.clearFieldError(field);
    if (field === 'cargoType') form.clearFieldError('weight');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    // Missing fields and an unreadable weight are told first, as a message; then every field's own mistake.
    const problem = shipProblem(values);
    if (problem === 'missing') return void showToast({ title: t('missingTitle'), message: t('missingText'), color: 'red' });
    if (problem === 'invalidWeight') return void showToast({ title: t('invalidWeightTitle'), message: t('invalidWeightText'), color: 'red' });
    if (form.validate().hasErrors) return;
    if (!user) return openAuthDialog('login');
    const request: CreateShipmentRequest = {
      fromLocation: values.fromLocation,
      toLocation: values.toLocation,
      weight: normalizeWeight(values.weight),
      dimensions: values.dimensions.trim() || undefined,
      cargoType: values.cargoType,
      currency: 'USD',
      price: amount ?? '0.00',
      sender: { name: values.senderName, phone: values.senderPhone, address: values.senderAddress },
      recipient: { name: values.recipientName, phone: values.recipientPhone, address: values.recipientAddress },
      pickupDate: values.pickupDate,
      pickupSlot: values.pickupSlot,
    };
    inFlight.current = true;
    create.mutate(request, {
      onSuccess: (shipment) => {
        void utils.bookings.invalidate();
        showToast({ title: t('created'), message: t('createdText', { trackingNumber: shipment.trackingNumber }), color: 'green' });
        form.setValues(startForm());
        form.clearErrors();
        onCreated(shipment.trackingNumber);
      },
      onError: (error) => {
        showToast({ title: t('errorTitle'), message: t('createFailed'), color: 'red' });
        const field = errorFieldOf(error) ?? serverMessage(error)?.split(':')[0];
        const message = serverMessage(error);
        if (field && FORM_FIELD[field] && message) form.setErrors({ [FORM_FIELD[field]]: withoutField(message.split('; ')[0], field) });
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  return (
    <Stack gap="sm" component="form" onSubmit={submit}>
      <TextInput
        label={t('from')}
        placeholder={t('fromPlaceholder')}
        leftSection={<IconMapPin size={16} aria-hidden />}
        {...form.getInputProps('fromLocation')}
      />
      <TextInput label={t('to')} placeholder={t('toPlaceholder')} leftSection={<IconMapPin size={16} aria-hidden />} {...form.getInputProps('toLocation')} />
      <Select
        label={t('method')}
        leftSection={<IconBox size={16} aria-hidden />}
        data={CARGO_TYPES.map((type) => ({ value: type, label: t('methodOption', { method: t(`methods.${type}`), days: t(`transit.${type}`) }) }))}
        value={values.cargoType}
        onChange={choose('cargoType')}
        allowDeselect={false}
        error={form.errors.cargoType}
      />
      <Group grow gap="sm" align="flex-start">
        <TextInput
          label={t('weight')}
          placeholder={t('weightPlaceholder')}
          inputMode="decimal"
          dir="ltr"
          leftSection={<IconScale size={16} aria-hidden />}
          {...form.getInputProps('weight')}
        />
        <TextInput
          label={t('dimensions')}
          placeholder={t('dimensionsPlaceholder')}
          dir="ltr"
          leftSection={<IconRuler size={16} aria-hidden />}
          description={t('dimensionsHint')}
          {...form.getInputProps('dimensions')}
        />
      </Group>
      {(['sender', 'recipient'] as const).map((party) => {
        const name = `${party}Name` as const;
        const phone = `${party}Phone` as const;
        const address = `${party}Address` as const;
        return (
          <Fieldset key={party} legend={t(`${party}.title`)} radius="md" p="sm">
            <Stack gap="xs">
              <TextInput
                label={t('contactName')}
                autoComplete={party === 'sender' ? 'name' : 'off'}
                leftSection={<IconUser size={16} aria-hidden />}
                {...form.getInputProps(name)}
              />
              <TextInput
                label={t('contactPhone')}
                type="tel"
                dir="ltr"
                autoComplete={party === 'sender' ? 'tel' : 'off'}
                leftSection={<IconPhone size={16} aria-hidden />}
                {...form.getInputProps(phone)}
              />
              <TextInput label={t(`${party}.address`)} leftSection={<IconMapPin size={16} aria-hidden />} {...form.getInputProps(address)} />
            </Stack>
          </Fieldset>
        );
      })}
      <Group grow gap="sm" align="flex-start">
        <Select
          label={t('pickupDate')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          data={pickupDays.map((day) => ({ value: day, label: format.shortDate(day) }))}
          value={values.pickupDate}
          onChange={choose('pickupDate')}
          allowDeselect={false}
          error={form.errors.pickupDate}
        />
        <Select
          label={t('pickupSlot')}
          leftSection={<IconClock size={16} aria-hidden />}
          data={PICKUP_SLOTS.map((slot) => ({ value: slot, label: t(`slots.${slot}`) }))}
          value={values.pickupSlot}
          onChange={choose('pickupSlot')}
          allowDeselect={false}
          error={form.errors.pickupSlot}
        />
      </Group>
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('estimatedCost')}
          </Text>
          <Text fz="xl" fw={800} aria-live="polite" data-testid="cargo-estimate">
            {prices.moneyExact(amount ?? '0.00')}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" ta="end">
          {amount
            ? t('costBreakdown', {
                weight: format.number(Number(normalizeWeight(values.weight))),
                rate: prices.moneyExact(centsToAmount(CARGO_RATE_PER_KG_CENTS[values.cargoType])),
              })
            : t('costHint')}
        </Text>
      </Paper>
      {!user && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('signInToShip')}
        </Alert>
      )}
      <Button type="submit" size="md" loading={create.isPending}>
        {t('create')}
      </Button>
    </Stack>
  );
}
