import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconBox, IconInfoCircle, IconMapPin, IconRuler, IconScale } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CARGO_MAX_WEIGHT_KG, CARGO_RATE_PER_KG_CENTS } from '../../../shared/cargo-pricing';
import { centsToAmount } from '../../../shared/money';
import { CARGO_TYPES, type CargoType, type CreateShipmentRequest } from '../../../shared/schemas/cargo';
import { useFormat } from '../../i18n/format';
import { openAuthDialog } from '../../dialogs/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';
import { errorFieldOf, serverMessage } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { EMPTY_SHIP_FORM, estimateAmount, normalizeWeight, shipProblem, type ShipForm } from './ship-form';

type Field = keyof ShipForm;
const FIELDS: readonly string[] = ['fromLocation', 'toLocation', 'weight', 'dimensions', 'cargoType'];
const withoutField = (message: string, field: string) => (message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message);

// Spec §2 Ship Cargo: from, to, shipping method (Road 2-5 days, Air 1-2 days, Sea 7-14 days),
// weight in kg, dimensions, a live cost estimate (2 decimals) and Create Shipment.
export function ShipCargoForm({ onCreated }: { onCreated: (trackingNumber: string) => void }) {
  const { t } = useTranslation('cargo');
  const format = useFormat();
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();
  const [form, setForm] = useState<ShipForm>(EMPTY_SHIP_FORM);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const inFlight = useRef(false);
  const create = trpc.cargo.create.useMutation();
  const amount = estimateAmount(form);
  const set = (patch: Partial<ShipForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const problem = shipProblem(form);
    if (problem === 'missing') return void showToast({ title: t('missingTitle'), message: t('missingText'), color: 'red' });
    if (problem === 'invalidWeight') return void showToast({ title: t('invalidWeightTitle'), message: t('invalidWeightText'), color: 'red' });
    if (problem === 'tooHeavy') return setErrors({ weight: t('maxWeight', { max: format.number(CARGO_MAX_WEIGHT_KG[form.cargoType]), method: t(`methods.${form.cargoType}`) }) });
    if (problem === 'dimensions') return setErrors({ dimensions: t('dimensionsFormat') });
    if (!user) return openAuthDialog('login');
    const request: CreateShipmentRequest = {
      fromLocation: form.fromLocation,
      toLocation: form.toLocation,
      weight: normalizeWeight(form.weight),
      dimensions: form.dimensions.trim() || undefined,
      cargoType: form.cargoType,
      currency: 'USD',
      price: amount ?? '0.00',
    };
    inFlight.current = true;
    create.mutate(request, {
      onSuccess: (shipment) => {
        void utils.bookings.invalidate();
        showToast({ title: t('created'), message: t('createdText', { trackingNumber: shipment.trackingNumber }), color: 'green' });
        setForm(EMPTY_SHIP_FORM);
        onCreated(shipment.trackingNumber);
      },
      onError: (error) => {
        showToast({ title: t('errorTitle'), message: t('createFailed'), color: 'red' });
        const field = errorFieldOf(error) ?? serverMessage(error)?.split(':')[0];
        const message = serverMessage(error);
        if (field && FIELDS.includes(field) && message) setErrors({ [field]: withoutField(message.split('; ')[0], field) });
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
        />
        <TextInput
          label={t('dimensions')}
          placeholder={t('dimensionsPlaceholder')}
          dir="ltr"
          leftSection={<IconRuler size={16} aria-hidden />}
          value={form.dimensions}
          error={errors.dimensions}
          onChange={(event) => set({ dimensions: event.currentTarget.value })}
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
