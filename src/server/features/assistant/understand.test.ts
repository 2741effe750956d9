import { describe, expect, it } from 'vitest';
import { readDates } from './dates';
import type { Gazetteer, Place } from './gazetteer';
import { understand, type DialogueState } from './understand';

// A gazetteer as the catalogue would give it, by hand.
const kenya: Place = { name: 'Kenya', kind: 'country', country: 'Kenya' };
const nairobi: Place = { name: 'Nairobi', kind: 'city', city: 'Nairobi', country: 'Kenya', airports: ['NBO'] };
const dubai: Place = { name: 'Dubai', kind: 'city', city: 'Dubai', country: 'United Arab Emirates', airports: ['DXB'] };
const paris: Place = { name: 'Paris', kind: 'city', city: 'Paris', country: 'France', airports: ['CDG'] };
const kigali: Place = { name: 'Kigali', kind: 'city', city: 'Kigali', country: 'Rwanda', airports: ['KGL'] };
const places = new Map<string, Place>([
  ['kenya', kenya],
  ['nairobi', nairobi],
  ['dubai', dubai],
  ['paris', paris],
  ['kigali', kigali],
  ['dubai airport', { name: 'Dubai Airport', kind: 'area', city: 'Dubai', country: 'United Arab Emirates' }],
]);
const gazetteer: Gazetteer = { places, placesIn: () => [], productWords: new Set(['coffee', 'sandals']) };
const TODAY = '2026-11-25'; // a Wednesday

const ask = (text: string, previous: DialogueState | null = null) => understand(text, gazetteer, TODAY, previous);

describe('the built-in assistant understands', () => {
  it('tours by destination, budget and theme', () => {
    const { intent, slots } = ask('safari in Kenya under $1500');
    expect(intent).toBe('tours');
    expect(slots).toMatchObject({ place: kenya, maxCents: 150_000, theme: 'safari' });
  });

  it('lengths of tours', () => {
    expect(ask('a 3 day safari').slots).toMatchObject({ minDays: 3, maxDays: 3 });
    expect(ask('tours of at most 4 days').slots).toMatchObject({ maxDays: 4 });
    expect(ask('a week-long safari').slots).toMatchObject({ minDays: 7, maxDays: 7 });
    expect(ask('day trip from Nairobi').slots).toMatchObject({ minDays: 1, maxDays: 1 });
  });

  it('hotels with a price per night, a rating and a stay', () => {
    const { intent, slots } = ask('4 star hotels in Nairobi under 200 dollars for 2 nights from Dec 20 for 2 people');
    expect(intent).toBe('hotels');
    expect(slots).toMatchObject({ place: nairobi, minRating: 4, maxCents: 20_000, date: '2026-12-20', nights: 2, people: 2 });
  });

  it('flights between two places on a date, in a class', () => {
    const { intent, slots } = ask('business class flights from Dubai to Paris on 2026-12-24');
    expect(intent).toBe('flights');
    expect(slots).toMatchObject({ from: dubai, to: paris, date: '2026-12-24', cabinClass: 'business' });
    expect(ask('DXB to NBO tomorrow, 2 passengers').slots).toMatchObject({
      from: { airports: ['DXB'] },
      to: { airports: ['NBO'] },
      date: '2026-11-26',
      people: 2,
    });
  });

  it('cars at a location, of a type', () => {
    expect(ask('rent an SUV at Dubai Airport').slots).toMatchObject({ place: { name: 'Dubai Airport' }, carCategory: 'SUV' });
    expect(ask('rent an SUV at Dubai Airport').intent).toBe('cars');
  });

  it('cargo quotes, tracking, bookings, hours, contact, cancelling, a person', () => {
    expect(ask('how much to ship 20 kg by air?')).toMatchObject({ intent: 'cargoQuote', slots: { weightGrams: 20_000, cargoType: 'air' } });
    expect(ask('where is mt 482 916 037 5-ke?')).toMatchObject({ intent: 'track', slots: { trackingNumber: 'MT4829160375KE' } });
    expect(ask('status of my bookings').intent).toBe('myBookings');
    expect(ask('booking MTDEMO01').slots.confirmationCode).toBe('MTDEMO01');
    expect(ask('what are your opening hours?').intent).toBe('hours');
    expect(ask("what's your phone number?").intent).toBe('contact');
    expect(ask('how do I cancel my hotel?').intent).toBe('cancel');
    expect(ask('can I talk to a real person?').intent).toBe('human');
  });

  it('products by name or category', () => {
    expect(ask('do you sell coffee?')).toMatchObject({ intent: 'products', slots: { productWords: ['coffee'] } });
    expect(ask('jewelry from Kenya')).toMatchObject({ intent: 'products', slots: { productCategory: 'jewelry', place: kenya } });
  });

  it('nothing it cannot place', () => {
    expect(ask('what is the weather in Nairobi?').intent).toBe('unknown');
    expect(ask('hotels in Atlantis').slots.unknownPlace).toBe('atlantis');
    expect(ask('I want to fly').slots.unknownPlace).toBeUndefined();
  });
});

describe('follow-ups refine the last search', () => {
  const toursInKenya: DialogueState = {
    intent: 'tours',
    slots: { place: kenya, theme: 'safari', maxCents: 150_000 },
    offset: 0,
    shown: 3,
    highestCents: 74_900,
  };
  const flights: DialogueState = {
    intent: 'flights',
    slots: { from: dubai, to: nairobi, place: nairobi, date: '2026-12-01' },
    offset: 0,
    shown: 4,
    highestCents: 52_000,
  };

  it("'and cheaper?' goes under the highest price shown, cheapest first", () => {
    expect(ask('and cheaper?', toursInKenya)).toMatchObject({ intent: 'tours', followUp: true, slots: { place: kenya, belowCents: 74_900, byPrice: true } });
  });

  it("'what about Kigali?' changes the place (a flight's destination) and keeps the rest", () => {
    expect(ask('what about Kigali?', toursInKenya)).toMatchObject({ intent: 'tours', slots: { place: kigali, theme: 'safari', maxCents: 150_000 } });
    expect(ask('what about Kigali?', flights)).toMatchObject({ intent: 'flights', slots: { from: dubai, to: kigali, date: '2026-12-01' } });
    expect(ask('Kigali?', flights).slots.to).toBe(kigali);
  });

  it("'more' shows the next results", () => {
    expect(ask('more', toursInKenya)).toMatchObject({ intent: 'tours', more: true });
  });

  it('a new question is not a follow-up', () => {
    expect(ask('what is the weather in Kigali?', toursInKenya).intent).toBe('unknown');
    expect(ask('hotels in Kigali', toursInKenya)).toMatchObject({ intent: 'hotels', followUp: false, slots: { place: kigali } });
  });
});

describe('dates as travellers write them', () => {
  it('relative days, weekdays, month names, ranges and lengths', () => {
    expect(readDates('tomorrow', TODAY)).toEqual({ date: '2026-11-26' });
    expect(readDates('next friday', TODAY)).toEqual({ date: '2026-11-27' });
    expect(readDates('on wednesday', TODAY)).toEqual({ date: '2026-11-25' });
    expect(readDates('dec 24', TODAY)).toEqual({ date: '2026-12-24' });
    expect(readDates('24th of january', TODAY)).toEqual({ date: '2027-01-24' });
    expect(readDates('from dec 20 to dec 23', TODAY)).toEqual({ date: '2026-12-20', endDate: '2026-12-23' });
    expect(readDates('dec 20-23', TODAY)).toEqual({ date: '2026-12-20', endDate: '2026-12-23' });
    expect(readDates('for 3 nights from 2026-12-01', TODAY)).toEqual({ date: '2026-12-01', nights: 3 });
    expect(readDates('in 10 days', TODAY)).toEqual({ date: '2026-12-05' });
  });
});
