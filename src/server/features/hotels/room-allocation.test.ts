import { describe, expect, it } from 'vitest';
import { allocateRooms, partyNeeds, type RoomTypeOffer } from './room-allocation';

const FREE_KIDS = { ageLimit: 6, rateCents: 0 };
const double = (free = 5): RoomTypeOffer => ({ id: 'double', name: 'Standard double', maxOccupancy: 2, pricePerNightCents: 10_000, free });
const triple = (free = 5): RoomTypeOffer => ({ id: 'triple', name: 'Triple room', maxOccupancy: 3, pricePerNightCents: 16_500, free });
const family = (free = 5): RoomTypeOffer => ({ id: 'family', name: 'Family room for 4', maxOccupancy: 4, pricePerNightCents: 18_000, free });
const summary = (allocation: ReturnType<typeof allocateRooms>) => allocation && allocation.rooms.map(({ type, count }) => `${count} ${type.id}`);

describe('allocateRooms', () => {
  it('puts three adults in one room wherever a type takes three', () => {
    expect(summary(allocateRooms([double(), triple()], { adults: 3, childAges: [] }, FREE_KIDS))).toEqual(['1 triple']);
    // Without a triple, two doubles; one room asked for cannot take them.
    expect(summary(allocateRooms([double()], { adults: 3, childAges: [] }, FREE_KIDS))).toEqual(['2 double']);
    expect(allocateRooms([double()], { adults: 3, childAges: [], rooms: 1 }, FREE_KIDS)).toBeNull();
  });

  it('picks the cheapest mix, fewer rooms when the price is the same', () => {
    // Four adults: two doubles ($200) beat a family room only when cheaper; here the family room ($180) wins.
    expect(summary(allocateRooms([double(), family()], { adults: 4, childAges: [] }, FREE_KIDS))).toEqual(['1 family']);
    const sameCost = { ...family(), pricePerNightCents: 20_000 };
    expect(summary(allocateRooms([double(), sameCost], { adults: 4, childAges: [] }, FREE_KIDS))).toEqual(['1 family']);
    // Six adults in exactly two rooms: a double and a family room.
    expect(summary(allocateRooms([double(), family()], { adults: 6, childAges: [], rooms: 2 }, FREE_KIDS))).toEqual(['1 double', '1 family']);
  });

  it('only uses rooms that are free, and needs an adult per room', () => {
    expect(summary(allocateRooms([double(0), triple(1)], { adults: 3, childAges: [] }, FREE_KIDS))).toEqual(['1 triple']);
    expect(allocateRooms([double(1)], { adults: 4, childAges: [] }, FREE_KIDS)).toBeNull();
    expect(allocateRooms([double()], { adults: 1, childAges: [], rooms: 2 }, FREE_KIDS)).toBeNull();
  });

  it('counts children at or over the age limit as places, younger ones as sharing the beds', () => {
    expect(partyNeeds({ adults: 2, childAges: [3, 6, 11] }, FREE_KIDS)).toEqual({ places: 4, youngChildren: 1, olderChildren: 2, occupancyNeeded: 4 });
    expect(summary(allocateRooms([double()], { adults: 2, childAges: [2, 5] }, FREE_KIDS))).toEqual(['1 double']);
    expect(summary(allocateRooms([double()], { adults: 2, childAges: [2, 6] }, FREE_KIDS))).toEqual(['2 double']);
    // Under a limit of 12 the 11-year-old shares the beds too.
    expect(summary(allocateRooms([double()], { adults: 2, childAges: [2, 11] }, { ageLimit: 12, rateCents: 1_500 }))).toEqual(['1 double']);
    // Three toddlers do not fit the beds of one double.
    expect(summary(allocateRooms([double()], { adults: 1, childAges: [1, 2, 3] }, FREE_KIDS))).toBeNull();
    expect(summary(allocateRooms([double()], { adults: 2, childAges: [1, 2, 3] }, FREE_KIDS))).toEqual(['2 double']);
  });
});
