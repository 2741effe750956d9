import { Button, Divider, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MAX_STOCK_QUANTITY, ZSetPriceRequest, ZSetStockRequest, type StockItem } from '@shared/schemas/operations';
import { AppModal } from '../../../components/AppModal';
import { useFormat } from '../../../i18n/format';
import { fieldMessage } from '../../../lib/errors';
import { showToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { showServerErrors, zodResolver } from '../../../lib/form';

/** A product's stock on sale and its price, each saved on its own (two changes, two audit records). */
export function StockDialog({ item, onClose }: { item: StockItem | null; onClose: () => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <AppModal opened={item !== null} onClose={onClose} title={item ? t('stock.editTitle', { name: item.name }) : ''}>
      {item && (
        <Stack gap="md">
          <QuantityForm key={`q-${item.id}`} item={item} />
          <Divider />
          <PriceForm key={`p-${item.id}`} item={item} />
        </Stack>
      )}
    </AppModal>
  );
}

function useSavedToast(title: string) {
  const utils = trpc.useUtils();
  return (saved: StockItem, message: string) => {
    void utils.shop.stock.list.invalidate();
    void utils.shop.products.invalidate();
    showToast({ title, message, color: 'green' });
    return saved;
  };
}

function QuantityForm({ item }: { item: StockItem }) {
  const { t } = useTranslation('backoffice');
  const format = useFormat();
  const form = useForm({
    initialValues: { stockQuantity: item.stockQuantity as number | string },
    // An emptied field is no number, and says so.
    ...zodResolver(ZSetStockRequest, t, ({ stockQuantity }: { stockQuantity: number | string }) => ({
      id: item.id,
      stockQuantity: typeof stockQuantity === 'number' ? stockQuantity : Number.NaN,
    })),
  });
  const saved = useSavedToast(t('stock.stockSaved'));
  const save = trpc.shop.stock.setQuantity.useMutation({
    onSuccess: (result) => {
      saved(result, t('stock.stockSavedText', { name: result.name, count: result.stockQuantity, formatted: format.number(result.stockQuantity) }));
      form.setValues({ stockQuantity: result.stockQuantity });
    },
    // The quantity is the form's one field: a refusal shows under it.
    onError: (failure) => showServerErrors(form, failure) || form.setFieldError('stockQuantity', fieldMessage(failure)),
  });
  const submit = form.onSubmit((request) => save.mutate(request));
  return (
    <form onSubmit={submit} noValidate data-testid="stock-form">
      <Stack gap="xs">
        <NumberInput
          hideControls
          label={t('stock.quantity')}
          description={item.onHold > 0 ? t('stock.heldHint', { held: format.number(item.onHold) }) : t('stock.quantityHint')}
          min={0}
          max={MAX_STOCK_QUANTITY}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={false}
          {...form.getInputProps('stockQuantity')}
        />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('stock.saveQuantity')}
        </Button>
      </Stack>
    </form>
  );
}

function PriceForm({ item }: { item: StockItem }) {
  const { t } = useTranslation('backoffice');
  const format = useFormat();
  const form = useForm({
    initialValues: { price: item.price },
    ...zodResolver(ZSetPriceRequest, t, ({ price }: { price: string }) => ({ id: item.id, price })),
  });
  const saved = useSavedToast(t('stock.priceSaved'));
  const save = trpc.shop.stock.setPrice.useMutation({
    onSuccess: (result) => {
      saved(result, t('stock.priceSavedText', { name: result.name, price: format.localMoney(result.price, result.currency) }));
      form.setValues({ price: result.price });
    },
    // The price is the form's one field: a refusal shows under it.
    onError: (failure) => showServerErrors(form, failure) || form.setFieldError('price', fieldMessage(failure)),
  });
  const submit = form.onSubmit((request) => save.mutate(request));
  return (
    <form onSubmit={submit} noValidate data-testid="price-form">
      <Stack gap="xs">
        <TextInput
          label={t('stock.price', { currency: item.currency })}
          description={t('stock.priceHint')}
          inputMode="decimal"
          {...form.getInputProps('price')}
        />
        <Text size="xs" c="dimmed">
          {t('stock.priceNow', { price: format.localMoney(item.price, item.currency) })}
        </Text>
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('stock.savePrice')}
        </Button>
      </Stack>
    </form>
  );
}
