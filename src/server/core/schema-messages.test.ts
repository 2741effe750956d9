import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withLanguage } from './i18n';
import { issueMessage, translateSchemaMessage } from './schema-messages';
import { ZCreateBookingRequest } from '@shared/schemas/bookings';
import { ZHotelSearchRequest } from '@shared/schemas/hotels';
import { ZCreateShipmentRequest } from '@shared/schemas/cargo';
import type { Language } from '@shared/languages';

// A schema's own English message, as the caller reads it: translated by its text, its `${…}`
// parts carried over, English untouched, and never English in Kiswahili or Arabic.
const messagesOf = (schema: z.ZodType, input: unknown, language: Language) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation failure');
  return withLanguage(language, () => result.error.issues.map((issue) => `${issue.path.join('.')}: ${issueMessage(issue)}`));
};

describe('schema messages in the caller language', () => {
  it('translates a fixed text, and keeps English as the schema wrote it', () => {
    const sameDay = { type: 'hotel', itemId: 'h1', startDate: '2030-01-10', endDate: '2030-01-10' };
    expect(messagesOf(ZCreateBookingRequest, sameDay, 'en')).toEqual(['endDate: Check-out must be after check-in']);
    expect(messagesOf(ZCreateBookingRequest, sameDay, 'sw')).toEqual(['endDate: Tarehe ya kuondoka lazima iwe baada ya tarehe ya kuingia']);
    expect(messagesOf(ZCreateBookingRequest, sameDay, 'ar')).toEqual(['endDate: يجب أن يكون تاريخ المغادرة بعد تاريخ الوصول']);
  });

  it('carries the parts a message was built with into the translation', () => {
    const tooMany = { type: 'hotel', itemId: 'h1', startDate: '2030-01-10', endDate: '2030-01-11', quantity: 99 };
    expect(messagesOf(ZCreateBookingRequest, tooMany, 'en')).toEqual(['quantity: Must be at most 5 for a hotel booking']);
    expect(messagesOf(ZCreateBookingRequest, tooMany, 'sw')).toEqual(['quantity: Lazima isizidi 5 kwa uhifadhi wa aina hotel']);
    expect(messagesOf(ZCreateBookingRequest, tooMany, 'ar')).toEqual(['quantity: يجب ألا يزيد على 5 لحجز من نوع hotel']);
    expect(messagesOf(ZHotelSearchRequest, { guests: 11 }, 'sw')).toEqual(['guests: Lazima iwe kuanzia 1 hadi 10']);
  });

  it('finds a text with parts by its fixed words, the listed text first', () => {
    expect(translateSchemaMessage('Choose one of road, air, sea', 'sw')).toBe('Chagua mojawapo ya: road, air, sea');
    expect(translateSchemaMessage('Choose picked_up, delivered', 'ar')).toBe('اختر واحدًا من: picked_up, delivered');
    expect(translateSchemaMessage('Must be at most 8 for a flight booking', 'ar')).toBe('يجب ألا يزيد على 8 لحجز من نوع flight');
    expect(translateSchemaMessage('Must be a whole number from 2 to 9', 'sw')).toBe('Lazima iwe namba kamili kuanzia 2 hadi 9');
    expect(translateSchemaMessage('Use at most 7 characters', 'sw')).toBe('Tumia herufi zisizozidi 7');
    expect(translateSchemaMessage('Use at most 100 characters', 'ar')).toBe('استخدم 100 حرف على الأكثر');
    expect(translateSchemaMessage('Not one of ours', 'sw')).toBeUndefined();
    expect(translateSchemaMessage('Required', 'en')).toBeUndefined();
  });

  it('keeps the default messages, already in the caller language', () => {
    expect(messagesOf(ZHotelSearchRequest, { destination: 7 }, 'sw')).toEqual(['destination: Lazima iwe maandishi']);
    expect(messagesOf(z.object({ name: z.string() }), {}, 'ar')).toEqual(['name: مطلوب']);
  });

  it('gives the default message of its kind for a schema message without a translation, never English', () => {
    const untranslated = z.object({ size: z.number().max(3, 'Far too big for us') });
    expect(messagesOf(untranslated, { size: 4 }, 'en')).toEqual(['size: Far too big for us']);
    expect(messagesOf(untranslated, { size: 4 }, 'sw')).toEqual(['size: Lazima isizidi 3']);
    expect(
      messagesOf(
        z.string().refine(() => false, 'Nope'),
        'x',
        'ar',
      ),
    ).toEqual([': قيمة غير صالحة']);
  });

  it('reads the spec texts and parts of a cargo quote', () => {
    const heavy = { fromLocation: 'Dubai', toLocation: 'Mombasa', weight: '600', cargoType: 'air', price: '10.00' };
    expect(messagesOf(ZCreateShipmentRequest, heavy, 'en')).toEqual(['weight: At most 500 kg by air']);
    expect(messagesOf(ZCreateShipmentRequest, heavy, 'sw')).toEqual(['weight: Isizidi kg 500 kwa usafirishaji wa aina air']);
    expect(messagesOf(ZCreateShipmentRequest, { ...heavy, weight: '' }, 'ar')).toEqual(['weight: معلومات ناقصة - يرجى ملء جميع الحقول المطلوبة']);
  });
});
