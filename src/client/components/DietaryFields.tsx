import type { ReactNode } from 'react';
import { Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DIETARY_CHOICES, MAX_DIETARY_NOTE, type DietaryChoice } from '@shared/schemas/travellers';

export type DietaryValues = { dietaryChoice: DietaryChoice; dietaryNote: string };

/** What the form sends of dietary needs: nothing when none and no note. */
export function dietaryInput({ dietaryChoice, dietaryNote }: DietaryValues) {
  const note = dietaryNote.trim();
  if (dietaryChoice === 'none' && !note) return undefined;
  return { choice: dietaryChoice, ...(note ? { note } : {}) };
}

/** A traveller's dietary needs: a choice and a short note (required by nobody; a kitchen reads it). */
export function DietaryFields({
  choice,
  note,
  onChoice,
  onNote,
  choiceError,
  noteError,
}: {
  choice: DietaryChoice;
  note: string;
  onChoice: (choice: DietaryChoice) => void;
  onNote: (note: string) => void;
  choiceError?: ReactNode;
  noteError?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="sm">
      <Select
        label={t('dietary.label')}
        data={DIETARY_CHOICES.map((value) => ({ value, label: t(`dietary.${value}`) }))}
        value={choice}
        onChange={(value) => onChoice((value as DietaryChoice | null) ?? 'none')}
        allowDeselect={false}
        error={choiceError}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={t('dietary.note')}
        description={choice === 'allergy' ? t('dietary.allergyHint') : t('dietary.noteHint', { max: MAX_DIETARY_NOTE })}
        maxLength={MAX_DIETARY_NOTE}
        value={note}
        onChange={(event) => onNote(event.currentTarget.value)}
        error={noteError}
      />
    </Stack>
  );
}
