import { describe, expect, it } from 'vitest';
import type { Gazetteer, Place } from './gazetteer';
import { answerLanguage, detectLanguage } from './language';
import { toParserEnglish } from './translate';
import { understand } from './understand';

const kenya: Place = { name: 'Kenya', kind: 'country', country: 'Kenya' };
const nairobi: Place = { name: 'Nairobi', kind: 'city', city: 'Nairobi', country: 'Kenya', airports: ['NBO'] };
const dubai: Place = { name: 'Dubai', kind: 'city', city: 'Dubai', country: 'United Arab Emirates', airports: ['DXB'] };
const zanzibar: Place = { name: 'Zanzibar', kind: 'city', city: 'Zanzibar', country: 'Tanzania', airports: ['ZNZ'] };
const dar: Place = { name: 'Dar es Salaam', kind: 'city', city: 'Dar es Salaam', country: 'Tanzania', airports: ['DAR'] };
const places = new Map<string, Place>([
  ['kenya', kenya],
  ['nairobi', nairobi],
  ['dubai', dubai],
  ['zanzibar', zanzibar],
  ['unguja', zanzibar],
  ['dar es salaam', dar],
]);
const gazetteer: Gazetteer = { places, placesIn: () => [], productWords: new Set(['coffee']) };
const TODAY = '2026-11-25'; // a Wednesday

describe('the language of a message', () => {
  it('is read from its script and its words, not from the app', () => {
    expect(detectLanguage('فندق رخيص في نيروبي')).toBe('ar');
    expect(detectLanguage('hoteli nafuu Nairobi')).toBe('sw');
    expect(detectLanguage('cheap hotels in Nairobi')).toBe('en');
    expect(detectLanguage('safari in Kenya under $1500')).toBe('en');
    expect(detectLanguage('Nataka safari Kenya chini ya dola 1500')).toBe('sw');
    expect(detectLanguage('متى رحلتي Great Migration Safari؟')).toBe('ar');
  });

  it('says nothing when the message does not tell; then the conversation decides, else the app', () => {
    expect(detectLanguage('Kigali?')).toBeNull();
    expect(detectLanguage('MT4829160375KE')).toBeNull();
    expect(answerLanguage('Doha?', ['hoteli Dubai'], 'en')).toBe('sw');
    expect(answerLanguage('Doha?', ['فنادق في دبي', 'Kigali?'], 'sw')).toBe('ar');
    expect(answerLanguage('Doha?', [], 'ar')).toBe('ar');
  });
});

describe('Kiswahili and Arabic questions', () => {
  it('read as the English the parser understands, word order turned round', () => {
    expect(toParserEnglish('hoteli nafuu Nairobi', 'sw')).toBe('hotel cheap Nairobi');
    expect(toParserEnglish('safari Kenya chini ya dola 1500', 'sw')).toBe('safari Kenya under $1500');
    expect(toParserEnglish('chumba kwa usiku 2 kwa watu wawili', 'sw')).toBe('room for 2 nights for two people');
    expect(toParserEnglish('fuatilia MT4829160375KE', 'sw')).toBe('track MT4829160375KE');
    expect(toParserEnglish('فندق رخيص في نيروبي', 'ar')).toBe('hotel cheap in nairobi');
    // Clitics ('بـ' in, 'و' and, 'ال' the) come off a word the table does not know as it is.
    expect(toParserEnglish('فنادق بدبي', 'ar')).toBe('hotels in dubai');
    // Eastern Arabic digits are digits.
    expect(toParserEnglish('شحن ١٠٠ كغ', 'ar')).toBe('shipping 100 kg');
  });

  it('name the same places in three scripts', () => {
    for (const [question, language] of [
      ['hotels in Zanzibar', 'en'],
      ['hoteli Unguja', 'sw'],
      ['فنادق في زنجبار', 'ar'],
    ] as const)
      expect(understand(question, gazetteer, TODAY, null, language).slots.place, question).toBe(zanzibar);
    expect(understand('ndege kutoka Dar es Salaam kwenda Dubai', gazetteer, TODAY, null, 'sw').slots).toMatchObject({ from: dar, to: dubai });
    expect(understand('رحلة طيران من نيروبي إلى دبي', gazetteer, TODAY, null, 'ar')).toMatchObject({ intent: 'flights', slots: { from: nairobi, to: dubai } });
  });

  it('ask for every service', () => {
    const intent = (question: string, language: 'sw' | 'ar') => understand(question, gazetteer, TODAY, null, language).intent;
    expect(intent('Mna ziara gani Kenya?', 'sw')).toBe('tours');
    expect(intent('gari la kukodi Nairobi', 'sw')).toBe('cars');
    expect(intent('nauli ya teksi kutoka JKIA hadi Westlands', 'sw')).toBe('taxi');
    expect(intent('mzigo wangu uko wapi?', 'sw')).toBe('track');
    expect(intent('Mnauza kahawa?', 'sw')).toBe('products');
    expect(intent('hali ya nafasi zangu', 'sw')).toBe('myBookings');
    expect(intent('nataka kuongea na mtu', 'sw')).toBe('human');
    expect(intent('استئجار سيارة في دبي', 'ar')).toBe('cars');
    expect(intent('كم تكلفة شحن 20 كيلو جوا؟', 'ar')).toBe('cargoQuote');
    expect(intent('أين شحنتي؟', 'ar')).toBe('track');
    expect(intent('متى رحلتي Great Migration Safari وما هو رمز التأكيد؟', 'ar')).toBe('myBookings');
    expect(intent('كيف الطقس في نيروبي؟', 'ar')).toBe('unknown');
  });

  it('with dates, budgets and party sizes', () => {
    expect(understand('hoteli Nairobi kesho kwa watu 2', gazetteer, TODAY, null, 'sw').slots).toMatchObject({ date: '2026-11-26', people: 2 });
    expect(understand('فنادق في دبي بأقل من 200 دولار لشخصين', gazetteer, TODAY, null, 'ar').slots).toMatchObject({ maxCents: 20_000, people: 2 });
    expect(understand('ndege kwenda Dubai Ijumaa ijayo', gazetteer, TODAY, null, 'sw').slots.date).toBe('2026-11-27');
  });
});

describe('English questions the assistant now understands', () => {
  it("'my' plus a booking's name is the traveller's own booking, not the catalogue", () => {
    const { intent, slots } = understand('When is my Great Migration Safari and what is the confirmation code?', gazetteer, TODAY, null);
    expect(intent).toBe('myBookings');
    expect(slots.bookingWords).toEqual(expect.arrayContaining(['migration', 'safari']));
  });

  it("a shop search with the traveller's words, a country for its demonym", () => {
    expect(understand('Ethiopian coffee beans', gazetteer, TODAY, null).slots.productText).toBe('ethiopia coffee beans');
    expect(understand('do you have cofee?', gazetteer, TODAY, null)).toMatchObject({ intent: 'products', slots: { productText: 'cofee' } });
  });

  it('a taxi fare between two places', () => {
    expect(understand('How much is a taxi from JKIA to Westlands?', gazetteer, TODAY, null)).toMatchObject({
      intent: 'taxi',
      slots: { taxiFrom: 'JKIA', taxiTo: 'Westlands' },
    });
  });
});

describe("the assistant's counted phrases", () => {
  it("take Arabic's dual and plural forms through the plural rules", async () => {
    const { t, withLanguage } = await import('../../core/i18n');
    expect(withLanguage('ar', () => t('assistant:criteria.maxDays', { count: 2 }))).toBe('حتى يومين');
    expect(withLanguage('ar', () => t('assistant:criteria.maxDays', { count: 4 }))).toBe('حتى 4 أيام');
    expect(withLanguage('ar', () => t('assistant:criteria.maxDays', { count: 14 }))).toBe('حتى 14 يومًا');
    expect(withLanguage('en', () => t('assistant:criteria.maxDays', { count: 1 }))).toBe('up to 1 day');
  });
});
