// Inventory ledgers: rows with `capacity` and `booked` and a CHECK (booked >= 0 and
// booked <= capacity). Taking units is one conditional UPDATE (booked + q <= capacity) that
// PostgreSQL applies atomically, so two bookings can never both take the last unit, whatever
// the number of app instances; giving units back is one decrement. Both are typed query
// builder updates with the arithmetic as a fragment; only the creation of a stay's missing
// rows (generate_series) stays raw SQL (docs/architecture.md lists it). Column names in the
// fragments come from the entities' metadata, so renaming one cannot leave them behind.
//
// - Dated ledgers count per item per date: rooms of a hotel per night (HotelNight), cars of a
//   model per day (CarDay). Rows appear on the first booking of a date. The caller locks the
//   item's row first, so bookings of one item queue up and what is read stays true. The item
//   (hotel.rooms, car.units) is the truth about capacity: a booking brings the rows it touches
//   in line with it, and searches count free units from it, not from the rows' copy.
// - Counted ledgers are one row per sellable lot: seats of a cabin on a dated flight
//   (FlightSeat), places on a tour departure (TourDeparture).
import { raw, type EntityName, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict } from '../../errors';
import { t } from '../i18n';
import { addDays } from '@shared/schemas/travel';

interface LedgerRow {
  capacity: number;
  booked: number;
}

export interface DatedLedger<T extends LedgerRow> {
  entity: EntityName<T>;
  /** The property naming the item (hotel, car) and the one naming the date (night, day). */
  itemProperty: keyof T & string;
  dateProperty: keyof T & string;
  /** 'room', 'car': for the sold-out message. */
  unit: LedgerUnit;
}

export interface CountedLedger<T extends LedgerRow & { id: string }> {
  entity: EntityName<T>;
  /** 'seat', 'place': for the sold-out message. */
  unit: LedgerUnit;
}

/** What a ledger counts, named in its sold-out message (errors:stock.* in the catalogs). */
export type LedgerUnit = 'room' | 'seat' | 'car' | 'place' | 'item';

/**
 * 409 on `quantity`: "Sold out: no rooms left for these dates" or "Only 2 seats left in economy on
 * this flight", in the caller's language. `where` builds the closing phrase when refused.
 */
export function soldOut(left: number, where: () => string, unit: LedgerUnit) {
  return conflict(
    left <= 0 ? t(`errors:stock.soldOut.${unit}`, { where: where() }) : t(`errors:stock.onlyLeft.${unit}`, { count: left, where: where() }),
    'quantity',
  );
}

const forTheseDates = () => t('errors:stock.where.forDates');

/** Quoted table and column names of a ledger entity, from its metadata. */
function sqlNames<T extends object>(tx: EntityManager, entity: EntityName<T>, properties: readonly string[]) {
  const meta = tx.getMetadata(entity);
  const quote = (name: string) => tx.getPlatform().quoteIdentifier(name);
  const column: Record<string, string> = {};
  for (const property of properties) {
    const fieldName = (meta.properties as Record<string, { fieldNames?: string[] } | undefined>)[property]?.fieldNames?.[0];
    if (!fieldName) throw new Error(`${meta.className}.${property} is not a column`);
    column[property] = quote(fieldName);
  }
  return { table: quote(meta.tableName), column };
}

function datedNames<T extends LedgerRow>(tx: EntityManager, ledger: DatedLedger<T>) {
  const { table, column } = sqlNames(tx, ledger.entity, [ledger.itemProperty, ledger.dateProperty, 'capacity', 'booked']);
  return { table, item: column[ledger.itemProperty], date: column[ledger.dateProperty], capacity: column.capacity, booked: column.booked };
}

function countedNames<T extends LedgerRow & { id: string }>(tx: EntityManager, ledger: CountedLedger<T>) {
  const { table, column } = sqlNames(tx, ledger.entity, ['id', 'capacity', 'booked']);
  return { table, id: column.id, capacity: column.capacity, booked: column.booked };
}

/**
 * Takes `quantity` units on each of `count` dates from `from` for an item whose row the caller
 * has locked: creates the missing ledger rows (at the item's capacity), checks what is free,
 * then one conditional UPDATE that must reach every date; else 409 naming what is left.
 */
export async function takeDatedUnits<T extends LedgerRow>(
  tx: EntityManager,
  ledger: DatedLedger<T>,
  item: { id: string; capacity: number },
  dates: { from: string; count: number },
  quantity: number,
): Promise<void> {
  const { table, item: itemColumn, date, capacity, booked } = datedNames(tx, ledger);
  const until = addDays(dates.from, dates.count);
  await tx.execute(
    `insert into ${table} (${itemColumn}, ${date}, ${capacity}, ${booked})
     select ?, ?::date + i, ?, 0 from generate_series(0, ? - 1) as i on conflict do nothing`,
    [item.id, dates.from, item.capacity, dates.count],
  );
  // The item row is locked, so what is read here stays true until commit; the conditional
  // update and the CHECK hold the line anyway.
  const onTheseDates = { [ledger.itemProperty]: item.id, [ledger.dateProperty]: { $gte: dates.from, $lt: until } } as FilterQuery<T>;
  const free = await tx
    .createQueryBuilder(ledger.entity)
    .select(raw(`min(${capacity} - ${booked})::int as "left"`))
    .where(onTheseDates)
    .execute<{ left: number | null }>('get', false);
  const left = free?.left ?? 0;
  if (left < quantity) throw soldOut(left, forTheseDates, ledger.unit);
  const taken = await tx
    .createQueryBuilder(ledger.entity)
    .update({ booked: raw(`${booked} + ?`, [quantity]) } as never)
    .where(onTheseDates)
    .andWhere(`${booked} + ? <= ${capacity}`, [quantity])
    .execute('run');
  if (taken.affectedRows !== dates.count) throw soldOut(0, forTheseDates, ledger.unit);
}

/** Gives back `quantity` units on the dates from `from` up to (not including) `until`. */
export async function releaseDatedUnits<T extends LedgerRow>(
  tx: EntityManager,
  ledger: DatedLedger<T>,
  itemId: string,
  dates: { from: string; until: string },
  quantity: number,
): Promise<void> {
  const { booked } = datedNames(tx, ledger);
  await tx
    .createQueryBuilder(ledger.entity)
    .update({ booked: raw(`${booked} - ?`, [quantity]) } as never)
    .where({ [ledger.itemProperty]: itemId, [ledger.dateProperty]: { $gte: dates.from, $lt: dates.until } } as FilterQuery<T>)
    .execute('run');
}

/** Takes `quantity` units of one ledger row in one conditional UPDATE; else 409 naming what is left. */
export async function takeCountedUnits<T extends LedgerRow & { id: string }>(
  tx: EntityManager,
  ledger: CountedLedger<T>,
  rowId: string,
  quantity: number,
  where: () => string,
): Promise<void> {
  const { capacity, booked } = countedNames(tx, ledger);
  const taken = await tx
    .createQueryBuilder(ledger.entity)
    .update({ booked: raw(`${booked} + ?`, [quantity]) } as never)
    .where({ id: rowId } as FilterQuery<T>)
    .andWhere(`${booked} + ? <= ${capacity}`, [quantity])
    .execute('run');
  if (taken.affectedRows === 1) return;
  const row = await tx
    .createQueryBuilder(ledger.entity)
    .select(['capacity', 'booked'] as never)
    .where({ id: rowId } as FilterQuery<T>)
    .execute<LedgerRow>('get');
  throw soldOut(row ? row.capacity - row.booked : 0, where, ledger.unit);
}

/** Gives back `quantity` units of one ledger row. */
export async function releaseCountedUnits<T extends LedgerRow & { id: string }>(
  tx: EntityManager,
  ledger: CountedLedger<T>,
  rowId: string,
  quantity: number,
): Promise<void> {
  const { booked } = countedNames(tx, ledger);
  await tx
    .createQueryBuilder(ledger.entity)
    .update({ booked: raw(`${booked} - ?`, [quantity]) } as never)
    .where({ id: rowId } as FilterQuery<T>)
    .execute('run');
}
