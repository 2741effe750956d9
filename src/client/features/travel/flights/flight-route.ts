// The /search text for flights is a route: 'Zanzibar' (a destination), 'Dubai to Nairobi',
// 'DXB → NBO', or 'from DXB' (an origin). Each side is matched against the airports served.
import type { Airport } from '@shared/schemas/flights';

export interface RouteText {
  from?: string;
  to?: string;
}

// The words travellers join a route with, in each app language: 'to' / 'hadi' / 'إلى', and
// 'from' / 'kutoka' / 'من' before an origin. The URL always gets the English form (routeText).
const FROM = String.raw`(?:from|kutoka|من)\s+`;
const TO = String.raw`(?:\s(?:to|hadi|إلى)\s|\s*(?:→|->|–|←)\s*)`;
const FROM_ONLY = new RegExp(`^${FROM}(.+)$`, 'i');
const HAS_TO = new RegExp(TO, 'i');
const ROUTE = new RegExp(`^(?:${FROM})?(.+?)${TO}(.+)$`, 'i');

export function splitRouteText(text: string): RouteText {
  const trimmed = text.trim();
  if (!trimmed) return {};
  const fromOnly = FROM_ONLY.exec(trimmed);
  if (fromOnly && !HAS_TO.test(fromOnly[1])) return { from: fromOnly[1].trim() };
  const route = ROUTE.exec(trimmed);
  if (route) return { from: route[1].trim(), to: route[2].trim() };
  return { to: trimmed };
}

/** The text for a chosen route: 'DXB to CDG', 'CDG', 'from DXB' or ''. */
export function routeText(from: string, to: string): string {
  if (from && to) return `${from} to ${to}`;
  if (to) return to;
  if (from) return `from ${from}`;
  return '';
}

/**
 * Airports a side of the route names: the code itself, else the city, else any airport whose
 * city, name or country contains the text. Several matches: the traveller chooses.
 */
export function matchAirports(text: string, airports: Airport[], place: (text: string) => string = (name) => name): Airport[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [];
  const byCode = airports.filter((airport) => airport.code.toLowerCase() === wanted);
  if (byCode.length > 0) return byCode;
  // A city may be typed in the reader's language ('نيروبي') as well as in English.
  const cities = (airport: Airport) => [airport.city, place(airport.city)].map((name) => name.toLowerCase());
  const byCity = airports.filter((airport) => cities(airport).includes(wanted) || airport.label.toLowerCase() === wanted);
  if (byCity.length > 0) return byCity;
  return airports.filter((airport) =>
    [airport.city, airport.name, airport.country, place(airport.city), place(airport.country)].some((field) => field.toLowerCase().includes(wanted)),
  );
}
