// The cancellation terms a booking is made under, kept in its details (a snapshot, like its
// price): the item's policy and the instant the trip starts. Hotels, cars and tours start on
// their date at the START_TIMES hour in the travel calendar's zone (East Africa); a flight at its
// departure time in its departure airport's zone.
import { START_TIMES, localInstant, type CancellationPolicy } from '@shared/cancellation-policy';
import { TRAVEL_TIME_ZONE } from '@shared/schemas/travel';

export interface CancellationTerms {
  cancellationPolicy: CancellationPolicy;
  startsAt: string;
}

export function itemCancellationTerms(type: keyof typeof START_TIMES, policy: CancellationPolicy, startDate: string): CancellationTerms {
  return { cancellationPolicy: policy, startsAt: localInstant(startDate, START_TIMES[type], TRAVEL_TIME_ZONE).toISOString() };
}

export function flightCancellationTerms(policy: CancellationPolicy, departureDate: string, departureTime: string, airportTimeZone: string): CancellationTerms {
  return { cancellationPolicy: policy, startsAt: localInstant(departureDate, departureTime, airportTimeZone).toISOString() };
}
