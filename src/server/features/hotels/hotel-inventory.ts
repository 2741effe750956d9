// How a hotel booking holds rooms: the hotel row is locked (bookings of one hotel queue up),
// the cheapest rooms that fit the party are chosen among the room types' free rooms
// (room-allocation.ts), then every night of the stay is taken from each chosen type's
// hotel_room_night ledger and from the hotel's hotel_night ledger, each in one conditional UPDATE.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Hotel, HotelNight, HotelRoomNight } from '@db/entities/hotel';
import type { HeldRooms } from '@db/entities/booking';
import { notFound } from '../../errors';
import { MAX_STAY_NIGHTS, daysBetween } from '@shared/schemas/travel';
import { fieldError } from '../../core/catalogue-query';
import { assertBookableDate } from '../../core/travel-calendar';
import { releaseDatedUnits, soldOut, takeDatedUnits, type DatedLedger } from '../../core/inventory/ledgers';
import type { HoldRequest, InventoryHandler } from '../../core/inventory/registry';
import { photosOf } from '../../core/photos';
import { t } from '../../core/i18n';
import { itemCancellationTerms } from '../../core/cancellation-terms';
import { findHotelsWithFreeRooms } from './hotel-availability';
import { allocateRooms, childRuleOf, type RoomAllocation } from './room-allocation';

const HOTEL_NIGHTS: DatedLedger<HotelNight> = { entity: HotelNight, itemProperty: 'hotel', dateProperty: 'night', unit: 'room' };
const ROOM_TYPE_NIGHTS: DatedLedger<HotelRoomNight> = { entity: HotelRoomNight, itemProperty: 'roomType', dateProperty: 'night', unit: 'room' };

/** The room type bookings made before room types hold their rooms of. */
const standardRoomTypeId = (hotelId: string) => `${hotelId}--standard`;

/**
 * The rooms a booking takes: the party's cheapest fit among the types free for the stay (lapsed
 * holds count as free: they are expired before taking). 400 when the party cannot fit the rooms
 * or type asked even in an empty hotel, 409 when it could but they are taken.
 */
async function chooseRooms(tx: EntityManager, hotel: Hotel, request: HoldRequest, stay: { checkIn: string; checkOut: string; nights: number }) {
  const party = request.hotelParty;
  const { rows } = await findHotelsWithFreeRooms(tx, stay, { id: hotel.id }, { limit: 1, offset: 0 });
  let types = rows[0]?.roomTypes ?? [];
  if (party?.roomTypeId !== undefined) {
    types = types.filter((type) => type.id === party.roomTypeId);
    if (types.length === 0) throw fieldError('roomTypeId', t('errors:hotelRooms.unknownType'));
  }
  const rule = childRuleOf(hotel);
  const wanted = {
    adults: party?.adults ?? request.quantity,
    childAges: party?.childAges ?? [],
    rooms: !party || party.roomsGiven ? request.quantity : undefined,
  };
  const allocation = allocateRooms(types, wanted, rule);
  if (allocation) return { allocation, rule, party: wanted };
  if (
    !allocateRooms(
      types.map((type) => ({ ...type, free: type.rooms })),
      wanted,
      rule,
    )
  ) {
    throw fieldError(party?.roomsGiven === false ? 'adults' : 'quantity', t('errors:hotelRooms.partyDoesNotFit'));
  }
  throw soldOut(
    types.reduce((sum, type) => sum + type.free, 0),
    () => t('errors:stock.where.forDates'),
    'room',
  );
}

function heldRoomsOf(allocation: RoomAllocation): HeldRooms[] {
  return allocation.rooms.map(({ type, count }) => ({ roomTypeId: type.id, rooms: count }));
}

export const hotelInventory: InventoryHandler = {
  type: 'hotel',

  async reserve(tx, request, today) {
    const hotel = await tx.findOne(Hotel, request.itemId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!hotel) throw notFound(t('errors:notFound.hotel'));
    const checkIn = request.startDate;
    const checkOut = request.endDate;
    if (!checkIn) throw fieldError('startDate', t('errors:dates.checkInRequired'));
    if (!checkOut) throw fieldError('endDate', t('errors:dates.checkOutRequired'));
    assertBookableDate('startDate', checkIn, today);
    const nights = daysBetween(checkIn, checkOut);
    if (nights < 1) throw fieldError('endDate', t('errors:dates.checkOutAfterCheckIn'));
    if (nights > MAX_STAY_NIGHTS) throw fieldError('endDate', t('errors:dates.stayLimit', { count: MAX_STAY_NIGHTS }));
    const { allocation, rule, party } = await chooseRooms(tx, hotel, request, { checkIn, checkOut, nights });
    const cheapest = allocation.rooms[0].type;
    return {
      itemId: hotel.id,
      startDate: checkIn,
      endDate: checkOut,
      quantity: allocation.roomCount,
      // Several types: each is priced on its own line (unitGroups); the unit price shown is the cheapest.
      unitCents: cheapest.pricePerNightCents,
      periods: nights,
      fees: [],
      unitGroups: allocation.rooms.map(({ type, count }) => ({ name: type.name, unitCents: type.pricePerNightCents, quantity: count })),
      children: { count: allocation.youngChildren, centsPerPeriod: rule.rateCents },
      heldRooms: heldRoomsOf(allocation),
      details: {
        itemName: hotel.name,
        image: (await photosOf(tx, 'hotel', hotel.id))[0]?.src ?? hotel.images[0] ?? null,
        location: hotel.location,
        nights,
        rooms: allocation.rooms.map(({ type, count }) => ({ name: type.name, count, maxOccupancy: type.maxOccupancy })),
        // Who stays, when the booking said so (a booking of rooms alone does not know its guests).
        ...(request.hotelParty?.adults !== undefined ? { adults: party.adults, childAges: party.childAges } : {}),
        ...itemCancellationTerms('hotel', hotel.cancellationPolicy, checkIn),
      },
      take: async () => {
        const stay = { from: checkIn, count: nights };
        for (const { type, count } of allocation.rooms) {
          await takeDatedUnits(tx, ROOM_TYPE_NIGHTS, { id: type.id, capacity: type.rooms }, stay, count);
        }
        await takeDatedUnits(tx, HOTEL_NIGHTS, { id: hotel.id, capacity: hotel.rooms }, stay, allocation.roomCount);
      },
    };
  },

  async release(tx, held) {
    if (!held.startDate || !held.endDate) return;
    const nights = { from: held.startDate, until: held.endDate };
    for (const rooms of held.heldRooms ?? [{ roomTypeId: standardRoomTypeId(held.itemId), rooms: held.quantity }]) {
      await releaseDatedUnits(tx, ROOM_TYPE_NIGHTS, rooms.roomTypeId, nights, rooms.rooms);
    }
    await releaseDatedUnits(tx, HOTEL_NIGHTS, held.itemId, nights, held.quantity);
  },
};
