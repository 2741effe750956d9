import { Button, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CARGO_EVENT_KINDS } from '@shared/schemas/cargo';
import { CARGO_EVENT_MEANING, STAFF_CARGO_EVENTS, ZSetShipmentStatusRequest, type ShipmentAdmin, type StaffCargoEvent } from '@shared/schemas/operations';
import { AppModal } from '../../../components/AppModal';
import { useFormat } from '../../../i18n/format';
import { fieldMessage } from '../../../lib/errors';
import { showToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { showServerErrors, zodResolver } from '../../../lib/form';
import { TOUCH_LABEL } from '../../../components/touch-label';

/** Recorded with a later event when missing: the pickup (the price is paid then) and the spec's 'In Transit'. */
const IMPLIED_EVENTS: readonly StaffCargoEvent[] = ['picked_up', 'in_transit'];

/** Set status: the next history event (only forward), where it happened, and the sender sees it at once. */
export function ShipmentStatusDialog({ shipment, onClose }: { shipment: ShipmentAdmin | null; onClose: () => void }) {
  const { t } = useTranslation(['backoffice', 'cargo']);
  return (
    <AppModal opened={shipment !== null} onClose={onClose} title={shipment ? t('shipments.dialogTitle', { number: shipment.trackingNumber }) : ''}>
      {shipment && <StatusForm key={`${shipment.trackingNumber}-${shipment.lastEvent}`} shipment={shipment} onDone={onClose} />}
    </AppModal>
  );
}

type StatusValues = { event: StaffCargoEvent | null; location: string; signedBy: string };

function StatusForm({ shipment, onDone }: { shipment: ShipmentAdmin; onDone: () => void }) {
  const { t } = useTranslation(['backoffice', 'cargo']);
  const utils = trpc.useUtils();
  const format = useFormat();
  const reached = CARGO_EVENT_KINDS.indexOf(shipment.lastEvent);
  const choices = STAFF_CARGO_EVENTS.filter((kind) => CARGO_EVENT_KINDS.indexOf(kind) > reached);
  const form = useForm({
    initialValues: { event: choices[0] ?? null, location: '', signedBy: '' } as StatusValues,
    // Who signed is asked only with Delivered: a name typed before choosing another event is not sent.
    ...zodResolver(ZSetShipmentStatusRequest, t, ({ signedBy, ...values }: StatusValues) => ({
      trackingNumber: shipment.trackingNumber,
      ...values,
      ...(values.event === 'delivered' ? { signedBy } : {}),
    })),
  });
  const { event } = form.values;
  const save = trpc.cargo.setStatus.useMutation({
    onSuccess: (result) => {
      void utils.cargo.shipments.invalidate();
      void utils.cargo.track.invalidate({ trackingNumber: result.trackingNumber });
      showToast({
        title: t('shipments.saved'),
        message: t('shipments.savedText', { number: result.trackingNumber, status: t(`cargo:statuses.${result.status}`) }),
        color: 'green',
      });
      onDone();
    },
    // A refusal that names no field of the form (the shipment moved on meanwhile) shows under the event.
    onError: (failure) => showServerErrors(form, failure) || form.setFieldError('event', fieldMessage(failure)),
  });
  const submit = form.onSubmit((request) => save.mutate(request));
  // Past pending, the pickup and the spec's 'In Transit' are recorded too when missing (as the server does).
  const implied =
    event === null || CARGO_EVENT_MEANING[event].status === 'pending'
      ? []
      : IMPLIED_EVENTS.filter((kind) => CARGO_EVENT_KINDS.indexOf(kind) > reached && CARGO_EVENT_KINDS.indexOf(kind) < CARGO_EVENT_KINDS.indexOf(event));
  const place = event && CARGO_EVENT_MEANING[event].at === 'origin' ? shipment.fromLocation : shipment.toLocation;
  return (
    <form onSubmit={submit} noValidate data-testid="shipment-status-form">
      <Stack gap="sm">
        <Text size="sm">{t('shipments.current', { event: t(`cargo:events.${shipment.lastEvent}`), status: t(`cargo:statuses.${shipment.status}`) })}</Text>
        <Radio.Group label={t('shipments.event')} description={t('shipments.eventHint')} {...form.getInputProps('event')}>
          <Stack gap={0} mt={4}>
            {choices.map((kind) => (
              <Radio
                key={kind}
                value={kind}
                label={t('shipments.eventOption', { event: t(`cargo:events.${kind}`), status: t(`cargo:statuses.${CARGO_EVENT_MEANING[kind].status}`) })}
                styles={TOUCH_LABEL}
              />
            ))}
          </Stack>
        </Radio.Group>
        {implied.length > 0 && (
          <Text size="xs" c="dimmed" data-testid="implied-events">
            {t('shipments.implies', { count: implied.length, events: format.list(implied.map((kind) => t(`cargo:events.${kind}`))) })}
          </Text>
        )}
        <TextInput
          label={t('shipments.location')}
          placeholder={t('shipments.locationPlaceholder', { place: format.place(place) })}
          {...form.getInputProps('location')}
        />
        {event === 'delivered' && (
          <TextInput
            label={t('shipments.signedBy')}
            description={t('shipments.signedByHint')}
            autoComplete="off"
            {...form.getInputProps('signedBy')}
            data-testid="shipment-signed-by"
          />
        )}
        <Button type="submit" loading={save.isPending} disabled={event === null} style={{ alignSelf: 'flex-start' }}>
          {t('shipments.save')}
        </Button>
      </Stack>
    </form>
  );
}
