import { useId } from 'react';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@shared/languages';
import { useChooseLanguage } from '../lib/language';

/** English / Kiswahili / العربية, each written in its own language (and marked with its lang). */
export function LanguagePicker() {
  const { t } = useTranslation();
  const { language, choose } = useChooseLanguage();
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Group gap={6} wrap="nowrap" id={labelId}>
        <IconLanguage size={18} aria-hidden />
        <Text size="sm" fw={600}>
          {t('language.label')}
        </Text>
      </Group>
      <SegmentedControl
        fullWidth
        aria-labelledby={labelId}
        value={language}
        onChange={(next) => isLanguage(next) && choose(next)}
        data={LANGUAGES.map((code) => ({ value: code, label: <span lang={code}>{LANGUAGE_NAMES[code]}</span> }))}
      />
    </Stack>
  );
}
