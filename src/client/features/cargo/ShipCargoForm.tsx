import { useRef, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBox, IconInfoCircle, IconMapPin, IconRuler, IconScale } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CARGO_MAX_WEIGHT_KG, CARGO_RATE_PER_KG_CENTS } from '../../../shared/cargo-pricing';
import { centsToAmount } from '../../../shared/money';
import { CARGO_TYPES, type CreateShipmentRequest } from '../../../shared/schemas/cargo';
import { useFormat } from '../../i18n/format';
import { openAuthDialog } from '../../dialogs/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';
import { showServerErrors } from '../../lib/form';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { EMPTY_SHIP_FORM, estimateAmount, normalizeWeight, shipProblem, type ShipForm } from './ship-form';

// Spec §2 Ship Cargo: from, to, shipping method (Road 2-5 days, Air 1-2 days, Sea 7-14 days),
// weight in kg, dimensions, a live cost estimate (2 decimals) and Create Shipment.
export function ShipCargoForm({ onCreated }: { onCreated: (trackingNumber: string) => void }) {
  const { t } = useTranslation('cargo');
  const format = useFormat();
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();
  const form = useForm<ShipForm>({
    initialValues: EMPTY_SHIP_FORM,
    // A weight over one method's limit may fit another's: any change starts the checks over.
    onValuesChange: () => form.clearErrors(),
    validate: (values) => {
      const problem = shipProblem(values);
      if (problem === 'tooHeavy') return { weight: t('maxWeight', { max: format.number(CARGO_MAX_WEIGHT_KG[values.cargoType]), method: t(`methods.${values.cargoType}`) }) };
      if (problem === 'dimensions') return { dimensions: t('dimensionsFormat') };
      return {};
    },
  });
  const values = form.values;
  const inFlight = useRef(false);
  const create = trpc.cargo.create.useMutation();
  const amount = estimateAmount(values);

  const createShipment = (shipment: ShipForm) => {
    if (!user) return openAuthDialog('login');
    const request: CreateShipmentRequest = {
      fromLocation: shipment.fromLocation,
      toLocation: shipment.toLocation,
      weight: normalizeWeight(shipment.weight),
      dimensions: shipment.dimensions.trim() || undefined,
      cargoType: shipment.cargoType,
      currency: 'USD',
      price: estimateAmount(shipment) ?? '0.00',
    };
    inFlight.current = true;
    create.mutate(request, {
      onSuccess: (created) => {
        void utils.bookings.invalidate();
        showToast({ title: t('created'), message: t('createdText', { trackingNumber: created.trackingNumber }), color: 'green' });
        form.setValues(EMPTY_SHIP_FORM);
        onCreated(created.trackingNumber);
      },
      onError: (error) => {
        showToast({ title: t('errorTitle'), message: t('createFailed'), color: 'red' });
        showServerErrors(form, error);
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  // Missing fields and a weight that is not a weight are said in a toast; the rest under its field.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const problem = shipProblem(form.getValues());
    if (problem === 'missing') return void showToast({ title: t('missingTitle'), message: t('missingText'), color: 'red' });
    if (problem === 'invalidWeight') return void showToast({ title: t('invalidWeightTitle'), message: t('invalidWeightText'), color: 'red' });
    form.onSubmit(createShipment)();
  };

  return (
    <Stack gap="sm" component="form" onSubmit={submit}>
      <TextInput label={t('from')} placeholder={t('fromPlaceholder')} leftSection={<IconMapPin size={16} aria-hidden />} {...form.getInputProps('fromLocation')} />
      <TextInput label={t('to')} placeholder={t('toPlaceholder')} leftSection={<IconMapPin size={16} aria-hidden />} {...form.getInputProps('toLocation')} />
      <Select
        label={t('method')}
        leftSection={<IconBox size={16} aria-hidden />}
        data={CARGO_TYPES.map((type) => ({ value: type, label: t('methodOption', { method: t(`methods.${type}`), days: t(`transit.${type}`) }) }))}
        {...form.getInputProps('cargoType')}
        allowDeselect={false}
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
          {...form.getInputProps('dimensions')}
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
            ? t('costBreakdown', { weight: format.number(Number(normalizeWeight(values.weight))), rate: format.moneyExact(centsToAmount(CARGO_RATE_PER_KG_CENTS[values.cargoType])) })
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
