import type { TFunction } from 'i18next';
import type { CabinClass } from '@shared/schemas/flights';

export function cabinClassLabel(t: TFunction, cabinClass: CabinClass): string {
  return t(`travel:flights.class.${cabinClass}`);
}

/** 'Non-stop' or '1 stop'. */
export function stopsLabel(t: TFunction, stops: number): string {
  return stops === 0 ? t('travel:flights.nonStop') : t('travel:flights.stops', { count: stops });
}

/** '13h 30m' from minutes, in the language on screen. */
export function flightDurationText(t: TFunction, minutes: number): string {
  return t('travel:flights.duration', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
}

export function passengersLabel(t: TFunction, count: number): string {
  return t('travel:flights.adults', { count });
}
