import { localPlaceText } from '@shared/place-names';
import { describe, expect, it } from 'vitest';
import type { Airport } from '@shared/schemas/flights';
import { matchAirports, routeText, splitRouteText } from './flight-route';

const airport = (code: string, city: string, country: string, name = `${city} International`): Airport => ({
  code,
  city,
  country,
  name,
  label: `${city} (${code})`,
});
const airports = [
  airport('DXB', 'Dubai', 'United Arab Emirates'),
  airport('NBO', 'Nairobi', 'Kenya'),
  airport('MBA', 'Mombasa', 'Kenya'),
  airport('CDG', 'Paris', 'France', 'Paris Charles de Gaulle'),
];

describe('flight routes in the search text', () => {
  it('splits destinations, routes and origins', () => {
    expect(splitRouteText('Zanzibar')).toEqual({ to: 'Zanzibar' });
    expect(splitRouteText('Dubai to Nairobi')).toEqual({ from: 'Dubai', to: 'Nairobi' });
    expect(splitRouteText('DXB → NBO')).toEqual({ from: 'DXB', to: 'NBO' });
    expect(splitRouteText('from DXB')).toEqual({ from: 'DXB' });
    expect(splitRouteText('from DXB to CDG')).toEqual({ from: 'DXB', to: 'CDG' });
    expect(splitRouteText('  ')).toEqual({});
  });

  it('understands the route words of every app language', () => {
    expect(splitRouteText('Dubai hadi Nairobi')).toEqual({ from: 'Dubai', to: 'Nairobi' });
    expect(splitRouteText('kutoka DXB')).toEqual({ from: 'DXB' });
    expect(splitRouteText('دبي إلى نيروبي')).toEqual({ from: 'دبي', to: 'نيروبي' });
    expect(splitRouteText('من DXB')).toEqual({ from: 'DXB' });
    expect(splitRouteText('Toronto')).toEqual({ to: 'Toronto' });
    expect(splitRouteText('Dar es Salaam to Kigali')).toEqual({ from: 'Dar es Salaam', to: 'Kigali' });
  });

  it('round-trips chosen airports', () => {
    for (const [from, to] of [
      ['DXB', 'CDG'],
      ['', 'CDG'],
      ['DXB', ''],
      ['', ''],
    ]) {
      const split = splitRouteText(routeText(from, to));
      expect([split.from ?? '', split.to ?? '']).toEqual([from, to]);
    }
  });

  it('matches a code, a city, then anything containing the text', () => {
    expect(matchAirports('dxb', airports).map((a) => a.code)).toEqual(['DXB']);
    expect(matchAirports('Nairobi', airports).map((a) => a.code)).toEqual(['NBO']);
    expect(matchAirports('Kenya', airports).map((a) => a.code)).toEqual(['NBO', 'MBA']);
    expect(matchAirports('Charles', airports).map((a) => a.code)).toEqual(['CDG']);
    expect(matchAirports('Kampala', airports)).toEqual([]);
    // In the reader's language, through the place names the screen shows.
    const arabic = (text: string) => localPlaceText(text, 'ar');
    expect(matchAirports('نيروبي', airports, arabic).map((a) => a.code)).toEqual(['NBO']);
    expect(matchAirports('كينيا', airports, arabic).map((a) => a.code)).toEqual(['NBO', 'MBA']);
  });
});
