import { z } from 'zod';
import { ZCalendarDate } from './common';
import { zText } from './text';
import { DIETARY_CHOICES, ZDietaryNeeds, ZFlightTravellerInput } from './travellers';

// Saved travellers: people a signed-in traveller books for ('Me', 'Spouse'), kept on the profile
// to fill checkout's forms. Only their owner reads them; a passport number is answered masked.

/** Most saved travellers one account keeps. */
export const MAX_SAVED_TRAVELLERS = 20;

export const ZSavedTravellerInput = ZFlightTravellerInput.extend({
  label: zText({ max: 40 }),
  dietary: ZDietaryNeeds.optional(),
});
export type SavedTravellerInput = z.output<typeof ZSavedTravellerInput>;
export type SavedTravellerRequest = z.input<typeof ZSavedTravellerInput>;

export const ZUpdateSavedTravellerRequest = ZSavedTravellerInput.extend({
  id: z.uuid('Expected a saved traveller id'),
  /** Keep the passport number already saved (the form only ever sees it masked); a new passportNumber replaces it. */
  keepPassport: z.boolean().optional(),
});
export const ZSavedTravellerId = z.object({ id: z.uuid('Expected a saved traveller id') });

/** A saved traveller as answered: the passport number masked (••••1234), never in full. */
export const ZSavedTraveller = z.object({
  id: z.uuid(),
  label: z.string(),
  givenNames: z.string(),
  surname: z.string(),
  dateOfBirth: ZCalendarDate,
  nationality: z.string(),
  passportNumber: z.string().nullable(),
  passportExpiry: ZCalendarDate.nullable(),
  dietary: z.object({ choice: z.enum(DIETARY_CHOICES), note: z.string().nullable() }).nullable(),
});
export type SavedTraveller = z.output<typeof ZSavedTraveller>;
