// Which rooms a party takes (docs/hotel-rooms.md). Adults, and children at or over the hotel's
// child age limit, each take a place; a room takes at most its type's maxOccupancy places and
// needs an adult. Children under the limit share the beds: they take no place, but a room's
// beds hold at most maxOccupancy of them, and each pays the hotel's child rate a night (0: free).
// The price is per room per night, so the cheapest rooms that fit are chosen: fewer rooms when
// it costs the same.
import { MAX_ROOMS_PER_BOOKING } from '@shared/travel-terms';

export interface StayParty {
  adults: number;
  childAges: number[];
  /** Exactly this many rooms; without it, any number up to MAX_ROOMS_PER_BOOKING (and the adults). */
  rooms?: number;
}

export interface ChildRule {
  /** Children younger than this share the beds at the child rate; older ones count as adults. */
  ageLimit: number;
  rateCents: number;
}

export function childRuleOf(hotel: { childAgeLimit: number; childRateCents: number }): ChildRule {
  return { ageLimit: hotel.childAgeLimit, rateCents: hotel.childRateCents };
}

/** A room type with the rooms of it free on every night of the stay. */
export interface RoomTypeOffer {
  id: string;
  name: string;
  maxOccupancy: number;
  pricePerNightCents: number;
  free: number;
}

export interface RoomAllocation<T extends RoomTypeOffer = RoomTypeOffer> {
  /** Rooms of each type taken, cheapest type first. */
  rooms: { type: T; count: number }[];
  roomCount: number;
  /** Places taken: adults and children at or over the age limit. */
  places: number;
  youngChildren: number;
  olderChildren: number;
  /** Rooms per night, without the children's rate. */
  roomCentsPerNight: number;
}

/** What a party needs of its rooms: places, and bed room for the young children. */
export function partyNeeds(party: StayParty, rule: ChildRule) {
  const youngChildren = party.childAges.filter((age) => age < rule.ageLimit).length;
  const olderChildren = party.childAges.length - youngChildren;
  const places = party.adults + olderChildren;
  return { places, youngChildren, olderChildren, occupancyNeeded: Math.max(places, youngChildren) };
}

/** The most rooms a party may take: one per adult, at most MAX_ROOMS_PER_BOOKING. */
export function roomRange(party: StayParty): { min: number; max: number } {
  const most = Math.min(party.adults, MAX_ROOMS_PER_BOOKING);
  return party.rooms === undefined ? { min: 1, max: most } : { min: party.rooms, max: Math.min(party.rooms, most) };
}

/** The cheapest rooms of `types` (with what is free) that fit the party; null when none do. */
export function allocateRooms<T extends RoomTypeOffer>(types: readonly T[], party: StayParty, rule: ChildRule): RoomAllocation<T> | null {
  const needs = partyNeeds(party, rule);
  const { min, max } = roomRange(party);
  const offers = [...types].filter((type) => type.free > 0).sort((a, b) => a.pricePerNightCents - b.pricePerNightCents || b.maxOccupancy - a.maxOccupancy);
  let best: { counts: number[]; cents: number; rooms: number } | null = null;
  const counts = offers.map(() => 0);

  // Every multiset of at most `max` rooms (a hotel has a handful of types, a booking at most five rooms).
  const visit = (index: number, rooms: number, occupancy: number, cents: number) => {
    if (rooms >= min && occupancy >= needs.occupancyNeeded) {
      if (!best || cents < best.cents || (cents === best.cents && rooms < best.rooms)) best = { counts: [...counts], cents, rooms };
    }
    if (index === offers.length || rooms === max) return;
    const type = offers[index];
    for (let take = Math.min(type.free, max - rooms); take >= 0; take--) {
      counts[index] = take;
      visit(index + 1, rooms + take, occupancy + take * type.maxOccupancy, cents + take * type.pricePerNightCents);
    }
    counts[index] = 0;
  };
  visit(0, 0, 0, 0);
  const chosen = best as { counts: number[]; cents: number; rooms: number } | null;
  if (!chosen) return null;
  return {
    rooms: offers.map((type, index) => ({ type, count: chosen.counts[index] })).filter((room) => room.count > 0),
    roomCount: chosen.rooms,
    places: needs.places,
    youngChildren: needs.youngChildren,
    olderChildren: needs.olderChildren,
    roomCentsPerNight: chosen.cents,
  };
}
