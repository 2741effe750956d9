import type { TFunction } from 'i18next';
import type { DietaryNeeds } from '@shared/schemas/travellers';

/** A traveller's dietary needs as one line ('Allergy: peanuts'); null when there are none to tell. */
export function dietaryLabel(t: TFunction, dietary: { choice: DietaryNeeds['choice']; note?: string | null } | null | undefined): string | null {
  if (!dietary || (dietary.choice === 'none' && !dietary.note)) return null;
  const choice = t(`common:dietary.${dietary.choice}`);
  return dietary.note ? t('common:dietary.withNote', { choice, note: dietary.note }) : choice;
}
