import { useState, type FormEvent } from 'react';
import { Button, Divider, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_STOCK_QUANTITY, ZSetPriceRequest, ZSetStockRequest, type StockItem } from '../../../../shared/schemas/operations';
import { AppModal } from '../../../components/AppModal';
import { useFormat } from '../../../i18n/format';
import { serverMessage } from '../../../lib/errors';
import { showToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { fieldErrors } from '../../../lib/validation';

/** The server names the field first ('price: …'): under that field, the rest is enough. */
const withoutField = (message: string | undefined, field: string) => message?.replace(new RegExp(`^${field}: `), '');

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
  const [value, setValue] = useState<number | string>(item.stockQuantity);
  const [error, setError] = useState<string | undefined>();
  const saved = useSavedToast(t('stock.stockSaved'));
  const save = trpc.shop.stock.setQuantity.useMutation({
    onSuccess: (result) => {
      saved(result, t('stock.stockSavedText', { name: result.name, count: result.stockQuantity, formatted: format.number(result.stockQuantity) }));
      setValue(result.stockQuantity);
    },
    onError: (failure) => setError(withoutField(serverMessage(failure), 'stockQuantity')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSetStockRequest.safeParse({ id: item.id, stockQuantity: typeof value === 'number' ? value : Number.NaN });
    if (!parsed.success) return setError(fieldErrors<'stockQuantity'>(parsed.error.issues, t).stockQuantity);
    setError(undefined);
    save.mutate(parsed.data);
  };
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
          value={value}
          onChange={setValue}
          error={error}
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
  const [value, setValue] = useState(item.price);
  const [error, setError] = useState<string | undefined>();
  const saved = useSavedToast(t('stock.priceSaved'));
  const save = trpc.shop.stock.setPrice.useMutation({
    onSuccess: (result) => {
      saved(result, t('stock.priceSavedText', { name: result.name, price: format.localMoney(result.price, result.currency) }));
      setValue(result.price);
    },
    onError: (failure) => setError(withoutField(serverMessage(failure), 'price')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSetPriceRequest.safeParse({ id: item.id, price: value });
    if (!parsed.success) return setError(fieldErrors<'price'>(parsed.error.issues, t).price);
    setError(undefined);
    save.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="price-form">
      <Stack gap="xs">
        <TextInput
          label={t('stock.price', { currency: item.currency })}
          description={t('stock.priceHint')}
          inputMode="decimal"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
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
