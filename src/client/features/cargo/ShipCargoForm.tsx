import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Fieldset, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconBox, IconCalendar, IconClock, IconInfoCircle, IconMapPin, IconPhone, IconRuler, IconScale, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CARGO_MAX_WEIGHT_KG, CARGO_RATE_PER_KG_CENTS } from '../../../shared/cargo-pricing';
import { centsToAmount } from '../../../shared/money';
import { CARGO_TYPES, PICKUP_MAX_DAYS_AHEAD, PICKUP_SLOTS, type CargoType, type CreateShipmentRequest, type PickupSlot } from '../../../shared/schemas/cargo';
import { addDays, travelToday } from '../../../shared/travel-calendar';
import { useFormat } from '../../i18n/format';
import { openAuthDialog } from '../../dialogs/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';
import { errorFieldOf, serverMessage } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { EMPTY_SHIP_FORM, dimensionsProblem, estimateAmount, normalizeWeight, phoneProblem, shipProblem, weightProblem, type ShipForm } from './ship-form';

type Field = keyof ShipForm;
/** The server's field names (sender.phone) as the form's (senderPhone). */
const FORM_FIELD: Record<string, Field> = {
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
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();
  const [form, setForm] = useState<ShipForm>(startForm);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const inFlight = useRef(false);
  const create = trpc.cargo.create.useMutation();
  const amount = estimateAmount(form);
  /** Editing a field clears its own mistake (the others stay until fixed). */
  const set = (patch: Partial<ShipForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch) as Field[]) delete next[field];
      if ('cargoType' in patch) delete next.weight;
      return next;
    });
  };
  const weightMessage = (problem: ReturnType<typeof weightProblem>) =>
    problem === 'invalidWeight' ? t('invalidWeightText') : problem === 'tooHeavy' ? t('maxWeight', { max: format.number(CARGO_MAX_WEIGHT_KG[form.cargoType]), method: t(`methods.${form.cargoType}`) }) : undefined;
  const showProblem = (field: Field, message: string | undefined) => setErrors((current) => ({ ...current, [field]: message }));
  const onLeave = {
    weight: () => showProblem('weight', weightMessage(weightProblem(form))),
    dimensions: () => showProblem('dimensions', dimensionsProblem(form.dimensions) ? t('dimensionsFormat') : undefined),
    senderPhone: () => showProblem('senderPhone', phoneProblem(form.senderPhone) ? t('phoneFormat') : undefined),
    recipientPhone: () => showProblem('recipientPhone', phoneProblem(form.recipientPhone) ? t('phoneFormat') : undefined),
  };
  const today = travelToday();
  const pickupDays = Array.from({ length: PICKUP_MAX_DAYS_AHEAD }, (_, index) => addDays(today, index));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const problem = shipProblem(form);
    if (problem === 'missing') return void showToast({ title: t('missingTitle'), message: t('missingText'), color: 'red' });
    if (problem === 'invalidWeight') return void showToast({ title: t('invalidWeightTitle'), message: t('invalidWeightText'), color: 'red' });
    if (problem === 'tooHeavy') return setErrors({ weight: weightMessage('tooHeavy') });
    if (problem === 'dimensions') return setErrors({ dimensions: t('dimensionsFormat') });
    if (problem === 'phone') return setErrors({ senderPhone: phoneProblem(form.senderPhone) ? t('phoneFormat') : undefined, recipientPhone: phoneProblem(form.recipientPhone) ? t('phoneFormat') : undefined });
    if (!user) return openAuthDialog('login');
    const request: CreateShipmentRequest = {
      fromLocation: form.fromLocation,
      toLocation: form.toLocation,
      weight: normalizeWeight(form.weight),
      dimensions: form.dimensions.trim() || undefined,
      cargoType: form.cargoType,
      currency: 'USD',
      price: amount ?? '0.00',
      sender: { name: form.senderName, phone: form.senderPhone, address: form.senderAddress },
      recipient: { name: form.recipientName, phone: form.recipientPhone, address: form.recipientAddress },
      pickupDate: form.pickupDate,
      pickupSlot: form.pickupSlot,
    };
    inFlight.current = true;
    create.mutate(request, {
      onSuccess: (shipment) => {
        void utils.bookings.invalidate();
        showToast({ title: t('created'), message: t('createdText', { trackingNumber: shipment.trackingNumber }), color: 'green' });
        setForm(startForm());
        onCreated(shipment.trackingNumber);
      },
      onError: (error) => {
        showToast({ title: t('errorTitle'), message: t('createFailed'), color: 'red' });
        const field = errorFieldOf(error) ?? serverMessage(error)?.split(':')[0];
        const message = serverMessage(error);
        if (field && FORM_FIELD[field] && message) setErrors({ [FORM_FIELD[field]]: withoutField(message.split('; ')[0], field) });
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  return (
    <Stack gap="sm" component="form" onSubmit={submit}>
      <TextInput label={t('from')} placeholder={t('fromPlaceholder')} leftSection={<IconMapPin size={16} aria-hidden />} value={form.fromLocation} error={errors.fromLocation} onChange={(event) => set({ fromLocation: event.currentTarget.value })} />
      <TextInput label={t('to')} placeholder={t('toPlaceholder')} leftSection={<IconMapPin size={16} aria-hidden />} value={form.toLocation} error={errors.toLocation} onChange={(event) => set({ toLocation: event.currentTarget.value })} />
      <Select
        label={t('method')}
        leftSection={<IconBox size={16} aria-hidden />}
        data={CARGO_TYPES.map((type) => ({ value: type, label: t('methodOption', { method: t(`methods.${type}`), days: t(`transit.${type}`) }) }))}
        value={form.cargoType}
        onChange={(value) => value && set({ cargoType: value as CargoType })}
        allowDeselect={false}
        error={errors.cargoType}
      />
      <Group grow gap="sm" align="flex-start">
        <TextInput
          label={t('weight')}
          placeholder={t('weightPlaceholder')}
          inputMode="decimal"
          dir="ltr"
          leftSection={<IconScale size={16} aria-hidden />}
          value={form.weight}
          error={errors.weight}
          onChange={(event) => set({ weight: event.currentTarget.value })}
          onBlur={onLeave.weight}
        />
        <TextInput
          label={t('dimensions')}
          placeholder={t('dimensionsPlaceholder')}
          dir="ltr"
          leftSection={<IconRuler size={16} aria-hidden />}
          value={form.dimensions}
          error={errors.dimensions}
          description={t('dimensionsHint')}
          onChange={(event) => set({ dimensions: event.currentTarget.value })}
          onBlur={onLeave.dimensions}
        />
      </Group>
      {(['sender', 'recipient'] as const).map((party) => {
        const name = `${party}Name` as const;
        const phone = `${party}Phone` as const;
        const address = `${party}Address` as const;
        return (
          <Fieldset key={party} legend={t(`${party}.title`)} radius="md" p="sm">
            <Stack gap="xs">
              <TextInput label={t('contactName')} autoComplete={party === 'sender' ? 'name' : 'off'} leftSection={<IconUser size={16} aria-hidden />} value={form[name]} error={errors[name]} onChange={(event) => set({ [name]: event.currentTarget.value })} />
              <TextInput
                label={t('contactPhone')}
                type="tel"
                dir="ltr"
                autoComplete={party === 'sender' ? 'tel' : 'off'}
                leftSection={<IconPhone size={16} aria-hidden />}
                value={form[phone]}
                error={errors[phone]}
                onChange={(event) => set({ [phone]: event.currentTarget.value })}
                onBlur={onLeave[phone]}
              />
              <TextInput label={t(`${party}.address`)} leftSection={<IconMapPin size={16} aria-hidden />} value={form[address]} error={errors[address]} onChange={(event) => set({ [address]: event.currentTarget.value })} />
            </Stack>
          </Fieldset>
        );
      })}
      <Group grow gap="sm" align="flex-start">
        <Select
          label={t('pickupDate')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          data={pickupDays.map((day) => ({ value: day, label: format.shortDate(day) }))}
          value={form.pickupDate}
          onChange={(value) => value && set({ pickupDate: value })}
          allowDeselect={false}
          error={errors.pickupDate}
        />
        <Select
          label={t('pickupSlot')}
          leftSection={<IconClock size={16} aria-hidden />}
          data={PICKUP_SLOTS.map((slot) => ({ value: slot, label: t(`slots.${slot}`) }))}
          value={form.pickupSlot}
          onChange={(value) => value && set({ pickupSlot: value as PickupSlot })}
          allowDeselect={false}
          error={errors.pickupSlot}
        />
      </Group>
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('estimatedCost')}
          </Text>
          <Text fz="xl" fw={800} aria-live="polite" data-testid="cargo-estimate">
            {format.moneyExact(amount ?? '0.00')}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" ta="end">
          {amount
            ? t('costBreakdown', { weight: format.number(Number(normalizeWeight(form.weight))), rate: format.moneyExact(centsToAmount(CARGO_RATE_PER_KG_CENTS[form.cargoType])) })
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
