import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SavedTraveller } from '@shared/schemas/saved-travellers';
import { trpc } from '../lib/trpc';

/**
 * Fills one entry of a checkout form from the signed-in traveller's saved travellers ('Me',
 * 'Spouse'); nothing when none are saved.
 */
export function SavedTravellerPicker({ onPick, label }: { onPick: (traveller: SavedTraveller) => void; label?: string }) {
  const { t } = useTranslation('common');
  const saved = trpc.profile.savedTravellers.useQuery(undefined, { staleTime: 60_000 });
  if (!saved.data || saved.data.length === 0) return null;
  return (
    <Select
      label={label ?? t('savedTravellers.pick')}
      placeholder={t('savedTravellers.pickPlaceholder')}
      data={saved.data.map((traveller) => ({ value: traveller.id, label: `${traveller.label} · ${traveller.givenNames} ${traveller.surname}` }))}
      value={null}
      onChange={(id) => {
        const traveller = saved.data.find((item) => item.id === id);
        if (traveller) onPick(traveller);
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid="saved-traveller-picker"
    />
  );
}
