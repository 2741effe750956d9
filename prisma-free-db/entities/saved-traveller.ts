import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { DIETARY_CHOICES } from '@shared/schemas/travellers';
import { User } from './user';

// Someone a traveller books for again and again ('Me', 'Spouse'), kept on their profile to fill
// checkout's forms. Only the owner reads them; they go with the account. A passport number is
// sealed with the app's secret box like a booking's, its last four characters kept beside it
// for the masked answer (••••1234).
export const SavedTraveller = defineEntity({
  name: 'SavedTraveller',
  tableName: 'saved_traveller',
  indexes: [{ name: 'saved_traveller_user_index', properties: ['user', 'createdAt'] }],
  properties: (p) => ({
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: p.manyToOne(User).deleteRule('cascade'),
    label: p.string(),
    givenNames: p.string(),
    surname: p.string(),
    dateOfBirth: p.date(),
    /** ISO 3166-1 alpha-2. */
    nationality: p.string().length(2),
    passportSealed: p.text().nullable(),
    passportLast4: p.string().length(4).nullable(),
    passportExpiry: p.date().nullable(),
    dietaryChoice: p.enum([...DIETARY_CHOICES]).nullable(),
    dietaryNote: p.string().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
  }),
});
export type SavedTraveller = InferEntity<typeof SavedTraveller>;
