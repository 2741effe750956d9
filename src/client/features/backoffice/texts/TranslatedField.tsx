import { Fieldset, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@shared/catalogue-translations';
import { TranslatedTextInput } from '../ui/TranslatedTextInput';

type InputProps = ReturnType<UseFormReturnType<unknown>['getInputProps']>;

export type TextField = 'name' | 'shortDescription' | 'description';

/**
 * One catalogue text: the English source, read-only (marked English for screen readers), and
 * its Kiswahili and Arabic inputs, each typed in its own language and direction.
 */
export function TranslatedField({
  field,
  english,
  maxLength,
  multiline = false,
  inputProps,
}: {
  field: TextField;
  english: string;
  maxLength: number;
  multiline?: boolean;
  inputProps: (language: TranslatedLanguage) => InputProps;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <Fieldset legend={t(`texts.fields.${field}`)} variant="filled" radius="md" p="sm">
      <Stack gap="sm">
        <div>
          <Text size="xs" c="dimmed" fw={600}>
            {t('texts.english')}
          </Text>
          <Text size="sm" lang="en" dir="ltr" style={{ whiteSpace: 'pre-line' }} data-testid={`english-${field}`}>
            {english}
          </Text>
        </div>
        {TRANSLATED_LANGUAGES.map((language) => (
          <TranslatedTextInput
            key={language}
            language={language}
            multiline={multiline}
            label={t(`texts.labels.${language}.${field}`)}
            {...inputProps(language)}
            maxLength={maxLength}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}
