// Saved travellers: the people a signed-in traveller books for, kept on their profile to fill
// checkout's forms. Only the owner reads, changes or deletes them (someone else's id is "not
// found"); a passport number is sealed with the app's secret box, as a booking's is, and
// answered only masked (••••1234). They go with the account.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '@db/entities/user';
import { SavedTraveller as SavedTravellerEntity } from '@db/entities/saved-traveller';
import { MAX_SAVED_TRAVELLERS, type SavedTraveller, type SavedTravellerInput } from '@shared/schemas/saved-travellers';
import { maskPassportNumber } from '@shared/schemas/travellers';
import { fieldError } from '../../core/catalogue-query';
import { sealSecret } from '../../core/secret-box';
import { conflict, notFound } from '../../errors';
import { t } from '../../core/i18n';
import { today } from '../../core/travel-calendar';
import type { SessionUser } from '../auth';

/** A saved traveller as the owner sees it: never the sealed text, the passport number masked. */
export function toSavedTravellerDto(row: SavedTravellerEntity): SavedTraveller {
  return {
    id: row.id,
    label: row.label,
    givenNames: row.givenNames,
    surname: row.surname,
    dateOfBirth: row.dateOfBirth,
    nationality: row.nationality,
    passportNumber: row.passportLast4 ? maskPassportNumber(row.passportLast4) : null,
    passportExpiry: row.passportExpiry ?? null,
    dietary: row.dietaryChoice ? { choice: row.dietaryChoice, note: row.dietaryNote ?? null } : null,
  };
}

export async function listSavedTravellers(em: EntityManager, user: SessionUser): Promise<SavedTraveller[]> {
  const rows = await em.find(SavedTravellerEntity, { user: user.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return rows.map(toSavedTravellerDto);
}

/** The fields of a saved traveller from what was typed; the passport is replaced only when a number is given, or dropped when not kept. */
function applyInput(row: Partial<SavedTravellerEntity>, input: SavedTravellerInput, key: string, keepPassport: boolean): void {
  if (input.dateOfBirth > today()) throw fieldError('dateOfBirth', t('errors:travellers.bornInFuture'));
  if (input.passportNumber && !input.passportExpiry) throw fieldError('passportExpiry', t('errors:travellers.passportExpiryRequired'));
  row.label = input.label;
  row.givenNames = input.givenNames;
  row.surname = input.surname;
  row.dateOfBirth = input.dateOfBirth;
  row.nationality = input.nationality;
  if (input.passportNumber) {
    row.passportSealed = sealSecret(input.passportNumber, key);
    row.passportLast4 = input.passportNumber.slice(-4);
    row.passportExpiry = input.passportExpiry ?? null;
  } else if (keepPassport && row.passportSealed) {
    if (input.passportExpiry) row.passportExpiry = input.passportExpiry;
  } else {
    row.passportSealed = null;
    row.passportLast4 = null;
    row.passportExpiry = null;
  }
  row.dietaryChoice = input.dietary?.choice ?? null;
  row.dietaryNote = input.dietary?.note || null;
}

/** Saves someone new; at most MAX_SAVED_TRAVELLERS an account (409 past that). */
export async function addSavedTraveller(em: EntityManager, key: string, user: SessionUser, input: SavedTravellerInput): Promise<SavedTraveller> {
  return em.transactional(async (tx) => {
    // Two adds at once of one account queue on the user's row: the count each sees is the truth.
    await tx.findOne(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const count = await tx.count(SavedTravellerEntity, { user: user.id });
    if (count >= MAX_SAVED_TRAVELLERS) throw conflict(t('errors:savedTravellers.tooMany', { count: MAX_SAVED_TRAVELLERS }));
    const row: Partial<SavedTravellerEntity> = {};
    applyInput(row, input, key, false);
    const created = tx.create(SavedTravellerEntity, { ...(row as SavedTravellerEntity), user: user.id });
    await tx.flush();
    return toSavedTravellerDto(created);
  });
}

async function ownRow(em: EntityManager, user: SessionUser, id: string): Promise<SavedTravellerEntity> {
  const row = await em.findOne(SavedTravellerEntity, { id, user: user.id });
  if (!row) throw notFound(t('errors:notFound.savedTraveller'));
  return row;
}

export async function updateSavedTraveller(
  em: EntityManager,
  key: string,
  user: SessionUser,
  { id, keepPassport, ...input }: SavedTravellerInput & { id: string; keepPassport?: boolean },
): Promise<SavedTraveller> {
  return em.transactional(async (tx) => {
    const row = await ownRow(tx, user, id);
    applyInput(row, input, key, keepPassport ?? false);
    row.updatedAt = new Date();
    await tx.flush();
    return toSavedTravellerDto(row);
  });
}

export async function deleteSavedTraveller(em: EntityManager, user: SessionUser, id: string): Promise<void> {
  const deleted = await em.nativeDelete(SavedTravellerEntity, { id, user: user.id });
  if (deleted === 0) throw notFound(t('errors:notFound.savedTraveller'));
}
