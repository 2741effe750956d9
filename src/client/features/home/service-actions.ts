// Our Services tiles: each selects by id. Hotel, flight, car, taxi and cargo open
// dialogs; a dialog that has not shipped yet is registered as unavailable, and the tile says so
// honestly instead of pretending.
import type { ComponentType } from 'react';

export type ServiceId = 'hotel' | 'flight' | 'car' | 'taxi' | 'tours' | 'cargo';

export interface ServiceDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Dialogs by service id; a feature that ships a dialog registers it in ServiceDialogs.tsx. */
export type ServiceDialogRegistry = Partial<Record<ServiceId, ComponentType<ServiceDialogProps>>>;
