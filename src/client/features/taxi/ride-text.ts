import type { TFunction } from 'i18next';
import type { Ride } from '@shared/schemas/taxi';

/**
 * 'White Toyota Axio'; the make and model stay one piece, so right-to-left text keeps them in order.
 * The colour is a closed list translated in taxi:vehicleColour; one without a translation shows as stored.
 */
export const vehicleText = (t: TFunction, driver: Ride['driver']) =>
  t('taxi:vehicleText', { colour: t(`taxi:vehicleColour.${driver.colour}`, { defaultValue: driver.colour }), car: `${driver.make} ${driver.model}` });

/** A tel: link that dials from any country: '+254 0555 0101' → 'tel:+25405550101'. */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Whole minutes left until an instant (at least 1 while it is ahead). */
export const minutesUntil = (instant: string, now: number) => Math.max(1, Math.ceil((Date.parse(instant) - now) / 60_000));
