import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  MAX_TRANSLATED_DESCRIPTION,
  MAX_TRANSLATED_NAME,
  MAX_TRANSLATED_SUMMARY,
  ZProductTextsUpdateRequest,
  type ProductTexts,
} from '@shared/schemas/catalogue-texts';
import { showServerErrors, zodResolver } from '../../../lib/form';
import { trpc } from '../../../lib/trpc';
import { QueryState } from '../ui/QueryState';
import { HistoryLink, SaveTextsButton, useSaveToasts } from './texts-form';
import { TranslatedField } from './TranslatedField';

const ZProductForm = ZProductTextsUpdateRequest.pick({ translations: true });

/** A product's name, card summary and description in Kiswahili and Arabic. */
export function ProductTextsEditor({ id }: { id: string }) {
  const { t } = useTranslation('backoffice');
  const texts = trpc.catalogueTexts.product.useQuery({ id }, { refetchOnMount: 'always' });
  if (!texts.data) return <QueryState what={t('texts.thing')} isPending={texts.isPending} error={texts.error} onRetry={() => void texts.refetch()} />;
  return (
    <Stack gap="md" data-testid="product-texts">
      <Text size="sm" c="dimmed">
        {t('texts.hint')}
      </Text>
      <ProductForm key={texts.data.id} product={texts.data} />
      <HistoryLink itemType="product" itemId={texts.data.id} />
    </Stack>
  );
}

function ProductForm({ product }: { product: ProductTexts }) {
  const { t } = useTranslation('backoffice');
  const utils = trpc.useUtils();
  const toasts = useSaveToasts();
  const stored = (language: 'sw' | 'ar') => ({
    name: product.translations[language].name ?? '',
    shortDescription: product.translations[language].shortDescription ?? '',
    description: product.translations[language].description ?? '',
  });
  const form = useForm<z.input<typeof ZProductForm>>({
    initialValues: { translations: { sw: stored('sw'), ar: stored('ar') } },
    ...zodResolver(ZProductForm, t),
  });
  const update = trpc.catalogueTexts.updateProduct.useMutation({
    onSuccess: (next) => {
      utils.catalogueTexts.product.setData({ id: product.id }, next);
      // The shop's lists and dialogs answer in the reader's language: they load the new texts.
      void utils.shop.products.invalidate();
      toasts.saved();
    },
    onError: toasts.failed,
  });
  const submit = form.onSubmit((parsed) =>
    update.mutateAsync({ id: product.id, translations: parsed.translations }).catch((error: unknown) => showServerErrors(form, error)),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="product-texts-form">
      <Stack gap="sm">
        <TranslatedField
          field="name"
          english={product.name}
          maxLength={MAX_TRANSLATED_NAME}
          inputProps={(language) => form.getInputProps(`translations.${language}.name`)}
        />
        <TranslatedField
          field="shortDescription"
          english={product.shortDescription}
          maxLength={MAX_TRANSLATED_SUMMARY}
          inputProps={(language) => form.getInputProps(`translations.${language}.shortDescription`)}
        />
        <TranslatedField
          field="description"
          english={product.description}
          multiline
          maxLength={MAX_TRANSLATED_DESCRIPTION}
          inputProps={(language) => form.getInputProps(`translations.${language}.description`)}
        />
        <SaveTextsButton pending={update.isPending} />
      </Stack>
    </form>
  );
}
